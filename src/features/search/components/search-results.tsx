import { Plural, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CardSkeletons, LoadFailure } from '#components/library-page/notices.tsx';
import { formatCount } from '#lib/format.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { searchQuery } from '../search.queries.ts';
import classes from './search.module.css';
import { SearchGroupSection } from './search-group.tsx';

interface SearchResultsProps {
  scope: QueryScope;
  q: string;
  /** A result was opened: the query is worth remembering. */
  onOpen: () => void;
}

/** The answer to q, grouped by kind; the previous answer stays (dimmed) while the next one loads. */
export function SearchResults({ scope, q, onOpen }: SearchResultsProps) {
  const { t } = useLingui();
  const query = useQuery({ ...searchQuery(scope, q), placeholderData: keepPreviousData });
  if (query.isError) {
    return (
      <LoadFailure
        message={t`The search failed. Check your connection and try again.`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) return <CardSkeletons label={t`Searching…`} />;
  const { total, groups } = query.data;
  const updating = query.isPlaceholderData;
  // The count in the locale's digits (Arabic-Indic in ar), like every other count.
  const shown = formatCount(total, scope.locale);
  return (
    <div
      className={classes.results}
      aria-busy={updating}
      data-updating={updating || undefined}
      // Opening a result (any link in a card) makes the query a recent search.
      onClickCapture={(event) => {
        if ((event.target as Element).closest('a')) onOpen();
      }}
    >
      <p className={classes.status} role="status">
        {updating ? (
          t`Searching…`
        ) : (
          <Plural value={total} one={`${shown} result`} other={`${shown} results`} />
        )}
      </p>
      {total === 0 && !updating ? (
        <section className={classes.none} data-empty="">
          <h2 className={classes.groupTitle}>{t`No results for “${q}”`}</h2>
          <p>{t`Check the spelling, or try fewer or other words.`}</p>
        </section>
      ) : (
        groups.map((group) => <SearchGroupSection key={group.kind} scope={scope} q={q} group={group} />)
      )}
    </div>
  );
}
