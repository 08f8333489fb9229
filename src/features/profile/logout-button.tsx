import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useLogout } from '#platform/session/use-session.ts';

/** Logs out (never fails: a refused POST /logout still ends the session here) and shows it is busy. */
export function LogoutButton(props: ButtonProps) {
  const { t } = useLingui();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await logout();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" {...props} loading={busy} onClick={() => void run()}>
      {t`Log out`}
    </Button>
  );
}
