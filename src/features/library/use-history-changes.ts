import { useLingui } from '@lingui/react/macro';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import type { HistoryEntry, HistoryPage } from '#contract/history.ts';
import { libraryEndpoints } from '#contract/library.ts';
import { queueWrite } from '#features/outbox/outbox.port.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { historyKey } from './history.port.ts';
import { historyListQuery } from './history.queries.ts';

type Pages = InfiniteData<HistoryPage, number>;

/** The loaded pages without the entries `drop` picks, totals lowered to match. */
export function withoutEntries(
  data: Pages | undefined,
  drop: (entry: HistoryEntry) => boolean,
): Pages | undefined {
  if (!data) return data;
  const removed = data.pages.reduce((n, page) => n + page.items.filter(drop).length, 0);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((entry) => !drop(entry)),
      total: Math.max(0, page.total - removed),
    })),
  };
}

/** Delete one entry or clear all, shown at once and put back if the server refuses. */
export function useHistoryChanges(scope: QueryScope) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const listKey = historyListQuery(scope).queryKey;
  const optimistic = async (drop: (entry: HistoryEntry) => boolean) => {
    await queryClient.cancelQueries({ queryKey: listKey });
    const previous = queryClient.getQueryData<Pages>(listKey);
    queryClient.setQueryData<Pages>(listKey, withoutEntries(previous, drop));
    return { previous };
  };
  const shared = {
    onError: (_error: unknown, _vars: unknown, context: { previous: Pages | undefined } | undefined) => {
      queryClient.setQueryData(listKey, context?.previous);
      showSnackbar(t`Your history could not be changed. Try again.`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: historyKey(scope) }),
  };
  const remove = useMutation({
    mutationFn: async (entry: HistoryEntry) => {
      // Offline, the removal waits in the outbox; the entry stays removed here.
      const result = await queueWrite(scope, {
        endpoint: 'deleteHistory',
        params: { type: entry.type, id: String(entry.id) },
        itemKey: `history:${entry.type}:${entry.id}`,
      });
      if (!result) throw new Error('History needs a signed-in user');
      return result;
    },
    onMutate: (entry) => optimistic((e) => e.id === entry.id && e.type === entry.type),
    ...shared,
  });
  const clear = useMutation({
    mutationFn: () => scope.api.call(libraryEndpoints.clearHistory),
    onMutate: () => optimistic(() => true),
    ...shared,
  });
  return { remove: remove.mutate, clear: clear.mutate, clearing: clear.isPending };
}
