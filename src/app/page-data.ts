import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

/** What a server-rendered page carries besides its HTML: the answers its render used (JSON text). */
export interface PageData {
  queries: string;
}

/** Only settled answers leave the server; it renders the public view, so none of them is personal. */
export const dehydrateQueries = (queryClient: QueryClient): PageData => ({
  queries: JSON.stringify(
    dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' }),
  ),
});

export function hydrateQueries(queryClient: QueryClient, data: PageData | undefined): void {
  if (!data?.queries) return;
  hydrate(queryClient, JSON.parse(data.queries) as DehydratedState);
}
