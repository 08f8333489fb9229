import type { PurchaseOption } from '#contract/player.ts';

/** Every dialog the manager opens, by kind, with the props it needs (commerce §2; later issues add kinds). */
export interface DialogPropsByKind {
  share: { url: string; title?: string };
  login: Record<string, never>;
  'login-or-sign-up': Record<string, never>;
  /** The HTTP status behind the error, when there was one. */
  error: { status?: number };
  'session-expired': Record<string, never>;
  'device-not-supported': Record<string, never>;
  'cookie-settings': Record<string, never>;
  /** Partner tenants (commerce §2): e-mail login or the partner's mobile confirmation. */
  'login-options': Record<string, never>;
  /** Commerce §2 avatar list: picks userInformation.avatar from the configuration's avatar list. */
  'avatar-list': { selected?: string };
  /** Commerce §4: the item has no URL but can be bought or subscribed to (title: the item's). */
  'subscription-choice': { title: string; purchase: PurchaseOption[] };
  /** Commerce §4: a preview ended; what would unlock the full item. */
  'purchase-prompt': { title: string; purchase: PurchaseOption[] };
}

export type DialogKind = keyof DialogPropsByKind;

/** The dialog currently open: a discriminated union on kind. */
export type DialogRequest = { [K in DialogKind]: { kind: K; props: DialogPropsByKind[K] } }[DialogKind];

/** What each dialog component receives. */
export type DialogComponentProps<K extends DialogKind> = DialogPropsByKind[K] & { onClose: () => void };

/** Most dialogs belong to the page they were opened on; these outlive a navigation. */
export const CLOSES_ON_ROUTE_CHANGE: Readonly<Record<DialogKind, boolean>> = {
  share: true,
  login: true,
  'login-or-sign-up': true,
  error: true,
  // The user must act on these wherever they are.
  'session-expired': false,
  'device-not-supported': false,
  'cookie-settings': false,
  'login-options': true,
  'avatar-list': true,
  'subscription-choice': true,
  'purchase-prompt': true,
};
