import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { StructureNode } from '#contract/structure.ts';
import type { Paging } from '#contract/structure-props.ts';
import { scopeKey } from '#lib/query-scope.ts';
import { pagingOf } from './read-props.ts';
import { type ListCursor, pageStructureQuery } from './structure.queries.ts';
import { useStructurePage } from './structure-page-context.ts';

/** Where the next page starts: after the last item's id (stable while items are added), else by offset. */
export function cursorOf(paging: Paging | undefined): ListCursor | undefined {
  if (!paging?.hasMore) return undefined;
  if (paging.lastId) return { lastId: paging.lastId };
  if (paging.nextOffset !== undefined) return { offset: String(paging.nextOffset) };
  return undefined;
}

/** The page's main list (`paged`) of this kind inside a structure answer. */
export function pagedListIn(root: StructureNode, name: string): StructureNode | undefined {
  if (root.name === name && pagingOf(root)?.paged) return root;
  for (const child of root.substructure ?? []) {
    const found = pagedListIn(child, name);
    if (found) return found;
  }
  return undefined;
}

/**
 * "Load more" for the page's main list: each further page is the same structure asked after the
 * list's cursor; its items are appended in place. Only the page's paged list (customProperties.paged)
 * loads more; rails and short lists show what they have.
 */
export function useMoreItems(node: StructureNode) {
  const page = useStructurePage();
  const queryClient = useQueryClient();
  const paging = pagingOf(node);
  const first = paging?.paged ? cursorOf(paging) : undefined;
  const structure = page?.structure;
  const query = useInfiniteQuery({
    queryKey: [
      ...(page ? scopeKey(page.scope) : []),
      'structure-more',
      structure?.name ?? '',
      structure?.fragment ?? null,
      node.name,
      first ?? null,
    ] as const,
    queryFn: async ({ pageParam }) => {
      if (!page || !structure) throw new Error('A paged list outside a structure page');
      const root = await queryClient.fetchQuery(pageStructureQuery(page.scope, structure, pageParam));
      return pagedListIn(root, node.name) ?? { name: node.name, substructure: [] };
    },
    initialPageParam: first as ListCursor,
    getNextPageParam: (last) => cursorOf(pagingOf(last)),
    // Nothing loads until asked; what was loaded stays (a return to the page shows it again).
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const more = query.data?.pages.flatMap((p) => p.substructure ?? []) ?? [];
  const canLoad = first !== undefined && (query.data === undefined || query.hasNextPage);
  return {
    more,
    canLoad,
    loading: query.isFetching,
    failed: query.isError && !query.isFetching,
    load: () => void query.fetchNextPage(),
  };
}
