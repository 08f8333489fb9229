import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const REASONS: Record<string, MessageDescriptor> = {
  NOT_ENTITLED: msg`Your subscription or purchases no longer cover this item.`,
  ITEM_NOT_FOUND: msg`This item is no longer in the catalogue.`,
  NETWORK: msg`The download stopped because the connection was lost.`,
  OFFLINE_DRM_UNSUPPORTED: msg`Protected videos can't be kept for offline viewing in this browser.`,
};
const FAILED = msg`The download failed.`;

/** Why a download is disabled or failed, in the user's language (a problem code in, a sentence out). */
export const reasonText = (i18n: I18n, reason: string | undefined): string =>
  i18n._((reason && REASONS[reason]) || FAILED);
