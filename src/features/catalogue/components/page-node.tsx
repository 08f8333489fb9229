import type { NodeProps } from './node-props.ts';
import classes from './page-node.module.css';

/** The root of a page structure: its title is the page's one h1. */
export function PageNode({ node, items }: NodeProps) {
  const title = node.data?.title;
  return (
    <div className={classes.page}>
      {title && <h1 className={classes.title}>{title}</h1>}
      {items}
    </div>
  );
}
