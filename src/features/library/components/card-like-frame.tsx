import type { ReactNode } from 'react';
import { likeTypeOfKind } from '../../../../contract/library.ts';
import type { StructureNode } from '../../../../contract/structure.ts';
import classes from './like-button.module.css';
import { LikeButton } from './like-button.tsx';

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
        <LikeButton node={node} variant="card" />
      </div>
    </div>
  );
}
