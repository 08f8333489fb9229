import { useLingui } from '@lingui/react/macro';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';

/**
 * "Renew offline access": the same check the app makes on start and on reconnecting (entitlement-check.ts),
 * asked for now. Renewed downloads get their new date; no longer allowed ones are disabled with the reason.
 */
export function useRenewDownloads({ tenant, userId }: { tenant: string; userId: string }) {
  const { t } = useLingui();
  const { api } = useRouteContext({ from: '__root__' });
  const [renewing, setRenewing] = useState(false);
  const renew = useCallback(async () => {
    setRenewing(true);
    try {
      const [{ recheckDownloads }, { downloadEnv }] = await Promise.all([
        import('./entitlement-check.ts'),
        import('./downloads-runtime.ts'),
      ]);
      const summary = await recheckDownloads(downloadEnv({ api, tenant, userId }), { all: false });
      if (summary.interrupted)
        showSnackbar(t`Offline access could not be renewed. Check your connection and try again.`);
    } catch (error) {
      console.error('Downloads could not be renewed', error);
      showSnackbar(t`Offline access could not be renewed. Check your connection and try again.`);
    } finally {
      setRenewing(false);
    }
  }, [api, tenant, userId, t]);
  return { renew, renewing };
}
