import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CONSENT_ERRORS } from '#contract/commerce-consent.ts';

/** What the subscribe dialogs say when the server refuses the consents or a partner's fields (400). */
export const REFUSAL_TEXT: Record<string, MessageDescriptor> = {
  [CONSENT_ERRORS.required]: msg`Every required consent must be accepted before you can subscribe.`,
  [CONSENT_ERRORS.unknown]: msg`The consents of this plan have changed. Read them again and confirm.`,
  [CONSENT_ERRORS.duplicate]: msg`The consents of this plan have changed. Read them again and confirm.`,
  [CONSENT_ERRORS.outdated]: msg`The consents of this plan have changed. Read them again and confirm.`,
  [CONSENT_ERRORS.partnerRequired]: msg`The partner needs all the details asked for.`,
  [CONSENT_ERRORS.partnerInvalid]: msg`The partner did not accept these details. Check them and try again.`,
  [CONSENT_ERRORS.partnerUnknown]: msg`The partner did not accept these details. Check them and try again.`,
};

export const FIELD_REQUIRED = msg`This field is required.`;
export const OFFLINE_RETRY = msg`No answer from the service. Check your connection and try again: you will not be charged twice.`;
