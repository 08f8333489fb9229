import { useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { SearchGroup } from '#contract/search.ts';
import { formatCount } from '#lib/format.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { LoadMore } from '#structure/load-more.tsx';
import { StructureRenderer } from '#structure/structure-renderer.tsx';
import { KIND_LABELS } from '../kind-labels.ts';
import { searchMoreQuery } from '../search.queries.ts';
import classes from './search.module.css';

/** One kind's matches: heading with the count, the cards, and "show more" until all are shown. */
export function SearchGroupSection({
  scope,
  q,
  group,
}: {
  scope: QueryScope;
  q: string;
  group: SearchGroup;
}) {
  const { i18n, t } = useLingui();
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const more = useInfiniteQuery({ ...searchMoreQuery(scope, q, group.kind), enabled: expanded });
  const extra = more.data?.pages.flatMap((page) => page.groups[0]?.items ?? []) ?? [];
  const items = [...group.items, ...extra];
  const label = i18n._(KIND_LABELS[group.kind]);
  const loadedAll = more.data !== undefined && !more.hasNextPage;
  // After "show more", focus goes to the first new card: a keyboard user continues where the list grew.
  const sectionRef = useRef<HTMLElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    sectionRef.current?.querySelectorAll<HTMLElement>('[data-node="card"]').item(from)?.focus();
    focusFrom.current = null;
  }, [items.length]);
  return (
    <section ref={sectionRef} className={classes.group} aria-labelledby={headingId} data-kind={group.kind}>
      <h2 id={headingId} className={classes.groupTitle}>
        {label} <span className={classes.count}>{formatCount(group.total, scope.locale)}</span>
      </h2>
      <StructureRenderer node={{ name: 'grid', substructure: items }} />
      <LoadMore
        canLoad={items.length < group.total && !loadedAll}
        loading={more.isFetching}
        failed={more.isError}
        onLoad={() => {
          focusFrom.current = items.length;
          if (expanded) void more.fetchNextPage();
          else setExpanded(true);
        }}
        label={t`Show more ${label}`}
      />
    </section>
  );
}
