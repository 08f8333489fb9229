import { Plural, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ConfirmInPlace } from '#components/confirm-in-place.tsx';
import libraryClasses from '#components/library-page/library.module.css';
import { LibraryPage } from '#components/library-page/library-page.tsx';
import { CardSkeletons, EmptyNotice, LoadFailure, LoginPrompt } from '#components/library-page/notices.tsx';
import { formatCount } from '#lib/format.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { useSession } from '#platform/session/use-session.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { LoadMore } from '#structure/load-more.tsx';
import { historyListQuery } from '../history.queries.ts';
import { useHistoryChanges } from '../use-history-changes.ts';
import classes from './history.module.css';
import { HistoryRow } from './history-row.tsx';

/** /history: what the signed-in user played and viewed, newest first (visitors are asked to log in). */
export function HistoryPage() {
  const { t } = useLingui();
  const { isUser } = useSession();
  const scope = usePageScope();
  return (
    <LibraryPage fallbackTitle={t`History`}>
      {isUser ? (
        <HistoryList scope={scope} />
      ) : (
        <LoginPrompt
          title={t`Log in to see your history`}
          text={t`What you play and watch is kept here, on every device you use.`}
        />
      )}
    </LibraryPage>
  );
}

function HistoryList({ scope }: { scope: QueryScope }) {
  const { t } = useLingui();
  const list = useInfiniteQuery(historyListQuery(scope));
  const { remove, clear, clearing } = useHistoryChanges(scope);
  const listRef = useRef<HTMLOListElement>(null);
  // After a removal, focus goes to the entry that took its place (the button under the pointer is gone).
  const [refocus, setRefocus] = useState<{ index: number; before: number } | null>(null);
  const count = list.data?.pages.reduce((n, page) => n + page.items.length, 0) ?? 0;
  useEffect(() => {
    if (refocus === null || count >= refocus.before) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]');
    buttons?.[Math.min(refocus.index, buttons.length - 1)]?.focus();
    setRefocus(null);
  }, [refocus, count]);
  if (list.isError && !list.data) {
    return (
      <LoadFailure
        message={t`Your history could not be loaded. Check your connection and try again.`}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (!list.data) return <CardSkeletons count={4} label={t`Loading your history…`} />;
  const entries = list.data.pages.flatMap((page) => page.items);
  const total = list.data.pages.at(-1)?.total ?? entries.length;
  const shown = formatCount(total, scope.locale);
  if (entries.length === 0) {
    return (
      <EmptyNotice
        title={t`Your history is empty`}
        text={t`What you play and watch appears here, newest first.`}
      />
    );
  }
  return (
    <>
      <div className={libraryClasses.toolbar}>
        <p className={libraryClasses.muted}>
          <Plural value={total} one={`${shown} entry`} other={`${shown} entries`} />
        </p>
        <ClearHistory onClear={() => clear()} clearing={clearing} />
      </div>
      <ol ref={listRef} className={classes.list}>
        {entries.map((entry, index) => (
          <HistoryRow
            key={`${entry.type}-${entry.id}`}
            entry={entry}
            locale={scope.locale}
            onRemove={(removed) => {
              setRefocus({ index, before: entries.length });
              remove(removed);
            }}
          />
        ))}
      </ol>
      <LoadMore
        canLoad={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onLoad={() => void list.fetchNextPage()}
      />
    </>
  );
}

/** Clearing everything asks once more, in place. */
function ClearHistory({ onClear, clearing }: { onClear: () => void; clearing: boolean }) {
  const { t } = useLingui();
  return (
    <ConfirmInPlace
      label={t`Clear history`}
      question={t`Remove everything from your history?`}
      confirmLabel={t`Clear all`}
      onConfirm={onClear}
      loading={clearing}
    />
  );
}
