import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { useFormats } from '#platform/locale/use-formats.ts';
import { LoadMore } from '../load-more.tsx';
import { NodeLink } from '../node-link.tsx';
import { usePageCollection } from '../page-collection.ts';
import { queueItemOf } from '../playable-items.ts';
import { itemProps, pagingOf } from '../read-props.ts';
import { structureParts } from '../registry.ts';
import { useMoreItems } from '../use-more-items.ts';
import type { NodeProps } from './node-props.ts';
import classes from './track-list-node.module.css';
import { TrackRow } from './track-row.tsx';
import { useAppendFocus } from './use-append-focus.ts';

/**
 * Tracks, episodes, chapters or a season's videos: position, title and duration per row, each row
 * a link to its page where it has one; what features add to a row (play, download) comes from the registry.
 */
export function TrackListNode({ node }: NodeProps) {
  const { t } = useLingui();
  const { count } = useFormats();
  const headingId = useId();
  const title = node.data?.title;
  const more = useMoreItems(node);
  const rows = [...(node.substructure ?? []), ...more.more];
  // The album, podcast or audiobook title goes with each item (the lock screen shows it).
  const album = usePageCollection()?.title;
  const items = rows.map((row) => queueItemOf(row, album));
  const { rowActions: useRowActions } = structureParts();
  const actions = useRowActions(items);
  const { listRef, arm } = useAppendFocus<HTMLOListElement>(rows.length);
  // Commerce §2 album link ending in a track: that row is marked, brought into view and its play button focused.
  const highlightId = pagingOf(node)?.highlightId;
  const highlighted =
    highlightId === undefined ? -1 : rows.findIndex((row) => itemProps(row)?.id === highlightId);
  const highlightRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const row = highlightRef.current;
    if (highlighted < 0 || !row) return;
    row.scrollIntoView({ block: 'center' });
    row.querySelector<HTMLElement>('button, a')?.focus({ preventScroll: true });
  }, [highlighted]);
  const total = pagingOf(node)?.total;
  const kind = rows[0] ? itemProps(rows[0])?.kind : undefined;
  const shown = count(rows.length);
  const all = count(total ?? 0);
  if (rows.length === 0) return null;
  const label =
    kind === 'chapter' ? t`Show more chapters` : kind === 'episode' ? t`Show more episodes` : t`Show more`;
  return (
    <section className={classes.list} data-node="track-list" aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 id={headingId} className={classes.title}>
          {title}
        </h2>
      )}
      <ol ref={listRef} className={classes.rows}>
        {rows.map((row, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: rows keep their order
            key={index}
            ref={index === highlighted ? highlightRef : undefined}
            className={classes.row}
            aria-current={actions.isCurrent?.(index) || undefined}
            data-highlighted={index === highlighted || undefined}
          >
            {actions.start?.(index)}
            <NodeLink clickUrl={row.data?.clickUrl} className={classes.link}>
              <TrackRow node={row} fallbackPosition={index + 1} />
            </NodeLink>
            {actions.end?.(index)}
          </li>
        ))}
      </ol>
      {total !== undefined && total > rows.length && (
        <p className={classes.shown}>{t`Showing ${shown} of ${all}`}</p>
      )}
      <LoadMore
        canLoad={more.canLoad}
        loading={more.loading}
        failed={more.failed}
        label={label}
        onLoad={() => {
          arm();
          more.load();
        }}
      />
    </section>
  );
}
