import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useAuthHref } from './auth-links.ts';
import { DialogFrame, dialogActionsClass } from './dialog-frame.tsx';
import type { DialogComponentProps } from './dialog-kinds.ts';

export function SessionExpiredDialog({ onClose }: DialogComponentProps<'session-expired'>) {
  const { t } = useLingui();
  const authHref = useAuthHref();
  return (
    <DialogFrame title={t`Your session has expired`} onClose={onClose}>
      <p>{t`Please log in again to continue.`}</p>
      <div className={dialogActionsClass}>
        <Button variant="default" onClick={onClose}>{t`Close`}</Button>
        <Button component="a" href={authHref('/user/login')}>{t`Log in`}</Button>
      </div>
    </DialogFrame>
  );
}
