import { lazy, type ReactNode, Suspense } from 'react';
import { likeTypeOfKind } from '#contract/like-types.ts';
import type { StructureNode } from '#contract/structure.ts';
import classes from './like-button.module.css';

// Cards are on the first page; the toggle's code (queries, outbox) follows it rather than delaying it.
const LikeButton = lazy(async () => ({ default: (await import('./like-button.tsx')).LikeButton }));

/**
 * A card with its favourite toggle over the artwork's corner. The card is a link, so the button sits
 * beside it (never inside: interactive content may not nest), after it in the tab order.
 */
export function CardLikeFrame({ node, children }: { node: StructureNode; children: ReactNode }) {
  const kind = node.data?.customProperties?.kind;
  if (typeof kind !== 'string' || !likeTypeOfKind(kind)) return children;
  return (
    <div className={classes.frame}>
      {children}
      <div className={classes.corner}>
        <Suspense fallback={null}>
          <LikeButton node={node} variant="card" />
        </Suspense>
      </div>
    </div>
  );
}
