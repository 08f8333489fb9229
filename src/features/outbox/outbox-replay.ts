import { plural } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { USER_DATA_KEY } from '#platform/session/session-events.ts';
import { subscribeToken } from '#platform/session/token-store.ts';
import { currentOutbox, REPLAY_OUTBOX_MESSAGE } from './outbox.port.ts';
import { hasPendingWrites } from './outbox-marker.ts';

/**
 * Replays waiting writes at app start, when the browser is back online, when the worker's Background
 * Sync fires, and after a login; refused writes are announced (and stay listed until dismissed).
 */
export function startOutbox(queryClient: QueryClient, scope: QueryScope): void {
  const replay = async () => {
    const ctx = currentOutbox(scope);
    if (!ctx || !hasPendingWrites(ctx) || !navigator.onLine) return;
    try {
      const { replayOutbox } = await import('./outbox.ts');
      const { sent, failed } = await replayOutbox(ctx);
      // The server now has what the pages showed optimistically: read it back.
      if (sent > 0 || failed.length > 0)
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(USER_DATA_KEY) });
      if (failed.length > 0)
        showSnackbar(
          plural(failed.length, {
            one: 'A change you made offline could not be saved.',
            other: '# changes you made offline could not be saved.',
          }),
        );
    } catch (error) {
      console.error('Outbox replay failed', error);
    }
  };
  window.addEventListener('online', () => void replay());
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === REPLAY_OUTBOX_MESSAGE) void replay();
  });
  subscribeToken(() => void replay());
  void replay();
}
