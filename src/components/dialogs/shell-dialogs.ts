import { openedLazy } from '#lib/opened-lazy.ts';
import type { DialogComponents } from './dialog-registry.ts';

/** The shell's own dialogs, each its own chunk (this map loads with the first dialog opened). */
export const SHELL_DIALOGS: DialogComponents = {
  share: openedLazy(() => import('./share-dialog.tsx').then((m) => m.ShareDialog)),
  login: openedLazy(() => import('./login-dialog.tsx').then((m) => m.LoginDialog)),
  'login-or-sign-up': openedLazy(() => import('./login-dialog.tsx').then((m) => m.LoginOrSignUpDialog)),
  error: openedLazy(() => import('./error-dialog.tsx').then((m) => m.ErrorDialog)),
  'session-expired': openedLazy(() =>
    import('./session-expired-dialog.tsx').then((m) => m.SessionExpiredDialog),
  ),
  'device-not-supported': openedLazy(() =>
    import('./device-not-supported-dialog.tsx').then((m) => m.DeviceNotSupportedDialog),
  ),
  'external-redirect': openedLazy(() =>
    import('./external-redirect-dialog.tsx').then((m) => m.ExternalRedirectDialog),
  ),
  'external-logout': openedLazy(() =>
    import('./external-logout-dialog.tsx').then((m) => m.ExternalLogoutDialog),
  ),
};
