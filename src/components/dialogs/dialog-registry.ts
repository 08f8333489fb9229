import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { DialogComponentProps, DialogKind } from './dialog-kinds.ts';

type DialogComponent<K extends DialogKind> = LazyExoticComponent<ComponentType<DialogComponentProps<K>>>;
export type DialogComponents = { [K in DialogKind]?: DialogComponent<K> };

/** The shell's own dialogs. Each is its own chunk: none of them weighs on the first load. */
const dialogs: DialogComponents = {
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
};

/** Features' dialogs (cookie settings, login options, avatars, purchases), registered by src/app/compose.ts. */
export function registerDialogs(more: DialogComponents): void {
  Object.assign(dialogs, more);
}

export const dialogComponent = <K extends DialogKind>(kind: K): DialogComponent<K> | undefined =>
  dialogs[kind];
