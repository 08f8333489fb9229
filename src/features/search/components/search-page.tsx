import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { LibraryPage } from '#components/library-page/library-page.tsx';
import type { QueryScope } from '#lib/query-scope.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { pageStructureQuery } from '#structure/structure.queries.ts';
import { StructureRenderer } from '#structure/structure-renderer.tsx';
import { useRecentSearches } from '../use-recent-searches.ts';
import { RecentSearchesList } from './recent-searches-list.tsx';
import { SearchBox } from './search-box.tsx';
import { SearchResults } from './search-results.tsx';

/** /search and /search-q: the query lives in the address (?q=), so back and reload keep it. */
export function SearchPage() {
  const { t } = useLingui();
  const scope = usePageScope();
  const q = useSearch({ strict: false, select: (search) => (search as { q?: string }).q ?? '' });
  const navigate = useNavigate();
  const recent = useRecentSearches(scope.tenant.name);
  const { add } = recent;
  const show = useCallback(
    (text: string, replace: boolean) =>
      void navigate({ to: '.', search: (prev) => ({ ...prev, q: text || undefined }), replace }),
    [navigate],
  );
  // As you type, the address follows without a history entry per pause.
  const onType = useCallback((text: string) => show(text, true), [show]);
  const onSubmit = useCallback(
    (text: string) => {
      add(text);
      show(text, text === q);
    },
    [add, show, q],
  );
  return (
    <LibraryPage fallbackTitle={t`Search`}>
      <SearchBox query={q} onType={onType} onSubmit={onSubmit} />
      {q.trim() ? (
        <SearchResults scope={scope} q={q} onOpen={() => add(q)} />
      ) : (
        <>
          <RecentSearchesList searches={recent.searches} onPick={onSubmit} onRemove={recent.remove} />
          <SearchSuggestions scope={scope} />
        </>
      )}
    </LibraryPage>
  );
}

/** Before a query: the search page structure's own lists (what is popular now). */
function SearchSuggestions({ scope }: { scope: QueryScope }) {
  const { data } = useSuspenseQuery(pageStructureQuery(scope, { name: 'search' }));
  return <StructureRenderer node={{ name: 'suggestions', substructure: data.substructure ?? [] }} />;
}
