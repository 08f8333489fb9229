import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import { useAuthHref } from './auth-links.ts';
import { DialogFrame, dialogActionsClass } from './dialog-frame.tsx';
import type { DialogComponentProps } from './dialog-kinds.ts';
import { openDialog } from './dialog-store.ts';

/** Asked before an action that needs an account (the login flow itself is hosted by the backend). */
export function LoginDialog({ onClose }: DialogComponentProps<'login'>) {
  const { t } = useLingui();
  const authHref = useAuthHref();
  // Partner tenants offer several ways in (shell §3 login options): the choice opens here, in a dialog.
  const several = useConfiguration().loginOptions.length > 1;
  return (
    <DialogFrame title={t`Log in to continue`} onClose={onClose}>
      <p>{t`This needs an account. Log in and you will come back to this page.`}</p>
      <div className={dialogActionsClass}>
        <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
        {several ? (
          <Button onClick={() => openDialog('login-options')}>{t`Log in`}</Button>
        ) : (
          <Button component="a" href={authHref('/user/login')}>{t`Log in`}</Button>
        )}
      </div>
    </DialogFrame>
  );
}

export function LoginOrSignUpDialog({ onClose }: DialogComponentProps<'login-or-sign-up'>) {
  const { t } = useLingui();
  const authHref = useAuthHref();
  return (
    <DialogFrame title={t`Log in or create an account`} onClose={onClose}>
      <p>{t`Log in with your account, or register for a new one. You will come back to this page.`}</p>
      <div className={dialogActionsClass}>
        <Button variant="default" component="a" href={authHref('/user/register')}>{t`Register`}</Button>
        <Button component="a" href={authHref('/user/login')}>{t`Log in`}</Button>
      </div>
    </DialogFrame>
  );
}
