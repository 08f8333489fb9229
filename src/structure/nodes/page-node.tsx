import type { ComponentType } from 'react';
import { hasContent, LAZY_RENDERERS } from '../lazy-renderers.ts';
import { PageHeadingContext } from '../node-view-context.ts';
import type { NodeProps } from './node-props.ts';
import classes from './page-node.module.css';

/** The root of a page structure: its title is the page's one h1; an empty page says so. */
const EmptyState = LAZY_RENDERERS.empty as ComponentType<NodeProps>;

export function PageNode({ node, items }: NodeProps) {
  const title = node.data?.title;
  const [first] = node.substructure ?? [];
  // A details page: its header names the item, so the header's title is the page's h1 (no repeat).
  const headed = first?.name === 'detail' && first.data?.title === title;
  return (
    <div className={classes.page}>
      {title && !headed && <h1 className={classes.title}>{title}</h1>}
      <PageHeadingContext value={headed ? first : undefined}>
        {hasContent(node) ? items : <EmptyState node={node} items={[]} />}
      </PageHeadingContext>
    </div>
  );
}
