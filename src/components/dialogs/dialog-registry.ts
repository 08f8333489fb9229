import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { DialogComponentProps, DialogKind } from './dialog-kinds.ts';

type DialogComponents = { [K in DialogKind]: LazyExoticComponent<ComponentType<DialogComponentProps<K>>> };

/** Each dialog is its own chunk: none of them weighs on the first load. */
export const DIALOGS: DialogComponents = {
  share: lazy(() => import('./share-dialog.tsx').then((m) => ({ default: m.ShareDialog }))),
  login: lazy(() => import('./login-dialog.tsx').then((m) => ({ default: m.LoginDialog }))),
  'login-or-sign-up': lazy(() =>
    import('./login-dialog.tsx').then((m) => ({ default: m.LoginOrSignUpDialog })),
  ),
  error: lazy(() => import('./error-dialog.tsx').then((m) => ({ default: m.ErrorDialog }))),
  'session-expired': lazy(() =>
    import('./session-expired-dialog.tsx').then((m) => ({ default: m.SessionExpiredDialog })),
  ),
  'device-not-supported': lazy(() =>
    import('./device-not-supported-dialog.tsx').then((m) => ({ default: m.DeviceNotSupportedDialog })),
  ),
  'cookie-settings': lazy(() =>
    import('#features/consent/cookie-settings-dialog.tsx').then((m) => ({
      default: m.CookieSettingsDialog,
    })),
  ),
  'login-options': lazy(() =>
    import('#features/session/login-options-dialog.tsx').then((m) => ({
      default: m.LoginOptionsDialog,
    })),
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
