import { lazy } from 'react';
import type { DialogComponents } from '#components/dialogs/dialog-registry.ts';

/** The dialogs features provide, by kind; each is its own chunk (this map loads with the first dialog opened). */
export const FEATURE_DIALOGS: DialogComponents = {
  'cookie-settings': lazy(() =>
    import('#features/consent/cookie-settings-dialog.tsx').then((m) => ({ default: m.CookieSettingsDialog })),
  ),
  'login-options': lazy(() =>
    import('#features/session/login-options-dialog.tsx').then((m) => ({ default: m.LoginOptionsDialog })),
  ),
  'avatar-list': lazy(() =>
    import('#features/profile/avatar-list-dialog.tsx').then((m) => ({ default: m.AvatarListDialog })),
  ),
  'subscription-choice': lazy(() =>
    import('#features/player/components/purchase-options-dialog.tsx').then((m) => ({
      default: m.SubscriptionChoiceDialog,
    })),
  ),
  'purchase-prompt': lazy(() =>
    import('#features/player/components/purchase-options-dialog.tsx').then((m) => ({
      default: m.PurchasePromptDialog,
    })),
  ),
};
