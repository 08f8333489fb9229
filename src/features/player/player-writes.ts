import type { QueryClient } from '@tanstack/react-query';
import { CONTENT_TYPES } from '#contract/history.ts';
import { IDEMPOTENCY_HEADER, playerEndpoints } from '#contract/player.ts';
import { historyKey } from '#features/library/history.port.ts';
import { currentOutbox, sendOrQueue } from '#features/outbox/outbox.port.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import type { StreamingReport } from './listening-report.ts';
import type { PlayerItem } from './player.port.ts';

/**
 * The player's writes: listening reports (everyone; a signed-in user's wait in the outbox when
 * offline) and the play position of the history (PUT /user/history/PLAY/{id}, role user only).
 */

/** Sends a report; resolves when sent or kept for replay, rejects when the server refused it. */
export async function sendReport(scope: Pick<QueryScope, 'api' | 'tenant'>, report: StreamingReport) {
  const outbox = currentOutbox(scope);
  if (outbox) {
    await sendOrQueue(outbox, { endpoint: 'report', body: report, itemKey: `report:${report.ticketId}` });
    return;
  }
  // A visitor's preview: no outbox (it belongs to a user), but still counted once.
  await scope.api.call(playerEndpoints.report, {
    body: report,
    headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
  });
}

const isContentType = (value: string): value is (typeof CONTENT_TYPES)[number] =>
  (CONTENT_TYPES as readonly string[]).includes(value);

/** Records where the signed-in user is in the item; the history list is read again once it is saved. */
export function savePlayPosition(
  queryClient: QueryClient,
  scope: QueryScope,
  item: Pick<PlayerItem, 'id'>,
  seconds: number,
  contentType: string,
): void {
  const outbox = currentOutbox(scope);
  if (!outbox || !isContentType(contentType)) return;
  sendOrQueue(outbox, {
    endpoint: 'savePlayState',
    params: { id: String(item.id) },
    body: { userCurrentPlaying: Math.max(0, Math.floor(seconds)), contentType },
    itemKey: `history:PLAY:${item.id}`,
  })
    .then((result) => {
      if (result.sent) void queryClient.invalidateQueries({ queryKey: historyKey(scope) });
    })
    .catch(() => {
      // Like a page view, a refused position costs nothing: playback must not fail or nag for it.
    });
}
