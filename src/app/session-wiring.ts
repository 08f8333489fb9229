import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { savePreferenceChanges } from '#features/session/preference-sync.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { deviceQuery } from '#platform/device/device.queries.ts';
import { watchSession } from '#platform/session/session-events.ts';

/** What runs beside the router for the whole visit: session changes, saved preferences, the outbox, device freshness. */
export function startSessionServices(queryClient: QueryClient, scope: QueryScope, router: AnyRouter): void {
  // Login or logout anywhere (another tab included): protected pages re-run their guards (shell §6).
  watchSession(queryClient, () => void router.invalidate());
  savePreferenceChanges(scope.api);
  // Likes, history and listening reports made offline go out once the network is back (architecture §3).
  void import('#features/outbox/outbox-replay.ts')
    .then(({ startOutbox }) => startOutbox(queryClient, scope))
    .catch((error: unknown) => console.error('The outbox could not start', error));
  // Downloads past their validUntil are checked again online; unfinished transfers go on (own chunk).
  void import('#features/downloads/download-services.ts')
    .then(({ startDownloadServices }) => startDownloadServices(scope))
    .catch((error: unknown) => console.error('Download checks could not start', error));
  // Parental control (commerce §5): the signed-in user's age group narrows every list.
  void import('#features/parental/parental-sync.ts')
    .then(({ startParentalSync }) => startParentalSync(queryClient, scope, router))
    .catch((error: unknown) => console.error('Parental control could not start', error));
  // Shell §9: the device is looked up again once its 24 hours are over (a no-op while fresh).
  router.subscribe('onResolved', () => void queryClient.prefetchQuery(deviceQuery(scope)));
}
