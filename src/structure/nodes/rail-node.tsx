import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { NodeLink } from '../node-link.tsx';
import { Chevron } from './chevron.tsx';
import type { NodeProps } from './node-props.ts';
import classes from './rail-node.module.css';
import { useRailScroll } from './use-rail-scroll.ts';

/** A titled, horizontally scrolling row of items with scroll snapping; keyboard users can tab or arrow through it. */
export function RailNode({ node, items, busy }: NodeProps & { busy?: boolean }) {
  const { t } = useLingui();
  const headingId = useId();
  const { ref, atStart, atEnd, page } = useRailScroll<HTMLUListElement>();
  const title = node.data?.title;
  const label = title ? { 'aria-labelledby': headingId } : { 'aria-label': t`Collection` };
  if (items.length === 0) return null;
  return (
    <section className={classes.rail} data-node="rail" aria-busy={busy || undefined} {...label}>
      <div className={classes.header}>
        {title && (
          <h2 id={headingId} className={classes.title}>
            {title}
          </h2>
        )}
        {node.data?.clickUrl && (
          <NodeLink
            clickUrl={node.data.clickUrl}
            className={classes.more}
            aria-describedby={title ? headingId : undefined}
          >
            {t`See all`}
          </NodeLink>
        )}
        <div className={classes.controls}>
          <button type="button" className={classes.control} onClick={() => page('back')} disabled={atStart}>
            <Chevron direction="back" />
            <VisuallyHidden>{t`Show previous items`}</VisuallyHidden>
          </button>
          <button type="button" className={classes.control} onClick={() => page('forward')} disabled={atEnd}>
            <Chevron direction="forward" />
            <VisuallyHidden>{t`Show next items`}</VisuallyHidden>
          </button>
        </div>
      </div>
      {/* Focusable so the keyboard can scroll it with the arrow keys. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <ul ref={ref} className={classes.track} tabIndex={0} {...label}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: structure nodes have no id; their order is their identity
          <li key={index} className={classes.item}>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
