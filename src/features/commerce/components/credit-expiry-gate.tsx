import { afterMountLazy } from '#lib/after-mount-lazy.ts';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import { useSession } from '#platform/session/use-session.ts';

const Watch = afterMountLazy(() => import('./credit-expiry-watch.tsx').then((m) => m.CreditExpiryWatch));

/** Commerce §5: the credit-expiry check runs only for role user on tenants that show the dialog (its own chunk). */
export function CreditExpiryGate() {
  const { isUser } = useSession();
  const show = useConfiguration().expirationPopup?.show === true;
  if (!isUser || !show) return null;
  return <Watch />;
}
