import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { CONTENT_TYPE_OF_KIND } from '#contract/history.ts';
import { queueWrite } from '#features/outbox/outbox.port.ts';
import { useSession } from '#platform/session/use-session.ts';
import { historyKey } from './history.port.ts';

/** A signed-in user opening an item's page adds it to their history (VIEW), newest first. */
export function useRecordView(id: unknown, kind: unknown): void {
  const { isUser } = useSession();
  const { api, tenant, locale } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const contentType = typeof kind === 'string' ? CONTENT_TYPE_OF_KIND[kind] : undefined;
  useEffect(() => {
    if (!isUser || typeof id !== 'number' || !contentType) return;
    // Offline, the view waits in the outbox with the time it happened.
    queueWrite(
      { api, tenant },
      {
        endpoint: 'addHistory',
        params: { type: 'VIEW', id: String(id) },
        body: { contentType },
        query: { lang: locale },
        itemKey: `history:VIEW:${id}`,
      },
    )
      .then((result) => {
        if (result?.sent)
          void queryClient.invalidateQueries({ queryKey: historyKey({ api, tenant, locale }) });
      })
      .catch(() => {
        // A view the server refused costs nothing; the page must not fail or nag for it.
      });
  }, [isUser, id, contentType, api, tenant, locale, queryClient]);
}
