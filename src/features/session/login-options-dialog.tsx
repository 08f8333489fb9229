import { useLingui } from '@lingui/react/macro';
import { DialogFrame } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { safeRedirect } from '#platform/session/auth-urls.ts';
import { LoginOptions } from './components/login-options.tsx';

/** Commerce §2 login options for partner tenants, coming back to this page after login. */
export function LoginOptionsDialog({ onClose }: DialogComponentProps<'login-options'>) {
  const { t } = useLingui();
  const { pathname, search, hash } = window.location;
  return (
    <DialogFrame title={t`How do you want to log in?`} onClose={onClose}>
      <LoginOptions redirect={safeRedirect(`${pathname}${search}${hash}`)} />
    </DialogFrame>
  );
}
