import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useAuthHref } from './auth-links.ts';
import { DialogFrame, dialogActionsClass } from './dialog-frame.tsx';
import type { DialogComponentProps } from './dialog-kinds.ts';

/** Commerce §2 external logout: the session was ended elsewhere (the provider, another device); sign in again. */
export function ExternalLogoutDialog({ onClose }: DialogComponentProps<'external-logout'>) {
  const { t } = useLingui();
  const authHref = useAuthHref();
  return (
    <DialogFrame title={t`You have been logged out`} onClose={onClose}>
      <p>{t`Your session was ended outside this page, for example by logging out on another device.`}</p>
      <div className={dialogActionsClass}>
        <Button variant="default" onClick={onClose}>{t`Continue as a visitor`}</Button>
        <Button component="a" href={authHref('/user/login')} data-sign-in-again="">
          {t`Sign in again`}
        </Button>
      </div>
    </DialogFrame>
  );
}
