import { queryOptions } from '@tanstack/react-query';
import { type PageDef, pageKey } from '#contract/pages.ts';
import { FRAGMENTS, type StructureQueryInput, structureEndpoints } from '#contract/structure.ts';
import { type QueryScope, scopeKey } from '#lib/query-scope.ts';
import { USER_DATA_KEY } from '#platform/session/session-events.ts';
import { getToken } from '#platform/session/token-store.ts';
import { structureParams } from '#platform/structure-params.ts';

/** Shell §9: structures are cached for 2 minutes. */
const STRUCTURE_STALE_MS = 2 * 60 * 1000;

/** The home page's structure. */
export const HOME_STRUCTURE = 'home';

/** Which structure a page shows (contract/pages.ts): its base, or the base's fragment named by its key params. */
export interface PageStructureRef {
  name: string;
  fragment?: string;
}

export function pageStructureRef(def: PageDef, params: Record<string, string>): PageStructureRef {
  const fragment = pageKey(def, params);
  return fragment === undefined ? { name: def.base } : { name: def.base, fragment };
}

/**
 * Pages whose answer depends on who asks (a premium article's body reaches signed-in users only).
 * Their keys carry the viewer, so a visitor's teaser and a user's body never share a cache entry
 * (logout removes the user's, USER_DATA_KEY); they always ask the network (omitCache), so no
 * service-worker copy of another viewer's answer stands in.
 */
const VIEWER_PAGES: ReadonlySet<string> = new Set([
  'articles',
  'articles-sub',
  'article',
  'articles-premium-sub',
  'article-premium',
  'news-article',
  FRAGMENTS.articleDetails,
]);

const viewerOf = (name: string): readonly string[] =>
  VIEWER_PAGES.has(name) ? [getToken() ? USER_DATA_KEY : 'visitor'] : [];

/** A further page of a page's paged list: after the last item's id, or from an offset. */
export type ListCursor = { lastId: string } | { offset: string };

/**
 * A page's structure, or the fragment of it named by the page's key
 * (keys: [..., name, fragment|null, viewer?, query]); with a cursor, the next page of its main list.
 */
export const pageStructureQuery = (
  scope: QueryScope,
  { name, fragment }: PageStructureRef,
  cursor?: ListCursor,
) => {
  const viewer = viewerOf(name);
  const query: StructureQueryInput = {
    ...structureParams(scope),
    ...(viewer.length ? { omitCache: 'true' } : {}),
    ...cursor,
  };
  return queryOptions({
    queryKey: [...scopeKey(scope), 'structure', name, fragment ?? null, ...viewer, query] as const,
    queryFn: ({ signal }) =>
      fragment === undefined
        ? scope.api.call(structureEndpoints.structure, { params: { name }, query, signal })
        : scope.api.call(structureEndpoints.fragment, { params: { name, id: fragment }, query, signal }),
    staleTime: STRUCTURE_STALE_MS,
  });
};

/** A whole structure by name (the boot data primes the same key the home page reads). */
export const structureQuery = (scope: QueryScope, name: string) => pageStructureQuery(scope, { name });
