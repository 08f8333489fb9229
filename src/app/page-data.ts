import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { preloadErrorPage } from '#components/errors/lazy-error-page.tsx';
import type { PageAssetManifest } from '#contract/page-render.ts';
import type { StructureNode } from '#contract/structure.ts';
import { codeNeededBy, preloadRenderers } from '#structure/lazy-renderers.ts';

/** What a server-rendered page carries besides its HTML: the answers its render used (JSON text). */
export interface PageData {
  queries: string;
}

/** How long hydration waits for the code of a page's lazily loaded parts before it goes ahead without it. */
export const RENDERED_CODE_DEADLINE_MS = 4000;

/** Only settled answers leave the server; it renders the public view, so none of them is personal. */
export const dehydrateQueries = (queryClient: QueryClient): PageData => ({
  queries: JSON.stringify(
    dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' }),
  ),
});

/** The page structures in the cache (what a render used). */
export const structuresIn = (queryClient: QueryClient): StructureNode[] =>
  queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.queryKey[2] === 'structure' && query.state.status === 'success' })
    .map((query) => query.state.data as StructureNode);

/**
 * A request's own copy of the build's asset manifest, and how to add the lazily loaded chunks its page's
 * structures need (renderers, page parts) to its preloads once the page's data is loaded: the home page then
 * preloads none of a details page's code, and a details page preloads its actions with the entry.
 */
export function requestManifest(manifest: PageAssetManifest) {
  const root = manifest.routes.__root__ ?? {};
  const preloads = [...(root.preloads ?? [])];
  return {
    manifest: { ...manifest, routes: { ...manifest.routes, __root__: { ...root, preloads } } },
    addFor(structures: readonly StructureNode[]) {
      const needs = structures.map(codeNeededBy);
      const extra = [
        ...(needs.some((need) => need.renderers) ? (manifest.lazyPreloads?.renderers ?? []) : []),
        ...(needs.some((need) => need.parts) ? (manifest.lazyPreloads?.parts ?? []) : []),
      ];
      for (const file of extra) if (!preloads.includes(file)) preloads.push(file);
    },
  };
}

/**
 * The server's answers into the cache, then the code its render used (the page's structure renderers and
 * page parts such as play, favourite and download, or its error screen): with it, the first hydration covers
 * the whole page, and no part stays the server's inert HTML (a click there would be lost). Past the deadline
 * (a very slow connection) hydration goes ahead, and those parts hydrate when their code arrives.
 */
export async function hydrateQueries(queryClient: QueryClient, data: PageData | undefined): Promise<void> {
  if (data?.queries) hydrate(queryClient, JSON.parse(data.queries) as DehydratedState);
  const structures = structuresIn(queryClient);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, RENDERED_CODE_DEADLINE_MS);
  });
  // The server answered with the error screen (404, a failed load): its code loads lazily too.
  const errorScreen = document.querySelector('[data-error-status]') !== null;
  const code = Promise.all([
    ...structures.map((node) => preloadRenderers(node)),
    errorScreen ? preloadErrorPage() : undefined,
    // A chunk that fails to load is the parts' own to report (they suspend and retry, or reload the page).
  ]).catch(() => undefined);
  await Promise.race([code, deadline]);
  clearTimeout(timer);
}
