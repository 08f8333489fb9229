import { useId } from 'react';
import { LoadMore } from '../load-more.tsx';
import { useNodeView } from '../node-view-context.ts';
import { useMoreItems } from '../use-more-items.ts';
import classes from './grid-node.module.css';
import type { NodeProps } from './node-props.ts';
import { useAppendFocus } from './use-append-focus.ts';

/** A titled grid of items that wraps to the screen width; the page's main grid loads more in place. */
export function GridNode({ node, items }: NodeProps) {
  const headingId = useId();
  const title = node.data?.title;
  const NodeView = useNodeView();
  const more = useMoreItems(node);
  const { listRef, arm } = useAppendFocus<HTMLUListElement>(items.length + more.more.length);
  if (items.length === 0) return null;
  return (
    <section className={classes.grid} data-node="grid" aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 id={headingId} className={classes.title}>
          {title}
        </h2>
      )}
      <ul ref={listRef} className={classes.list}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: structure nodes have no id; their order is their identity
          <li key={index}>{item}</li>
        ))}
        {more.more.map((child, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: appended pages keep their order
          <li key={`more-${index}`}>
            <NodeView node={child} />
          </li>
        ))}
      </ul>
      <LoadMore
        canLoad={more.canLoad}
        loading={more.loading}
        failed={more.failed}
        onLoad={() => {
          arm();
          more.load();
        }}
      />
    </section>
  );
}
