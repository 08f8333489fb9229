import { lazy } from 'react';
import type { DialogComponents } from './dialog-registry.ts';

/** The shell's own dialogs, each its own chunk (this map loads with the first dialog opened). */
export const SHELL_DIALOGS: DialogComponents = {
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
  'external-redirect': lazy(() =>
    import('./external-redirect-dialog.tsx').then((m) => ({ default: m.ExternalRedirectDialog })),
  ),
  'external-logout': lazy(() =>
    import('./external-logout-dialog.tsx').then((m) => ({ default: m.ExternalLogoutDialog })),
  ),
};
