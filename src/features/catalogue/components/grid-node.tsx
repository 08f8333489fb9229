import { useId } from 'react';
import classes from './grid-node.module.css';
import type { NodeProps } from './node-props.ts';

/** A titled grid of items that wraps to the screen width. */
export function GridNode({ node, items }: NodeProps) {
  const headingId = useId();
  const title = node.data?.title;
  if (items.length === 0) return null;
  return (
    <section className={classes.grid} data-node="grid" aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 id={headingId} className={classes.title}>
          {title}
        </h2>
      )}
      <ul className={classes.list}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: structure nodes have no id; their order is their identity
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
