import { type ReactNode, Suspense } from 'react';
import { likeTypeOfKind } from '#contract/like-types.ts';
import type { StructureNode } from '#contract/structure.ts';
import { readyLazy } from '#lib/ready-lazy.ts';
import classes from './like-button.module.css';

// Cards are on the first page; the toggle's code (queries, outbox) follows it rather than being part of the entry.
// A server-rendered page preloads it before hydrating (the frame's `preload`, lazy-renderers.ts), so a toggle
// pressed the moment the page answers is heard: as a React.lazy part it stayed inert server HTML for a while.
const likeButton = readyLazy(async () => (await import('./like-button.tsx')).LikeButton);
const LikeButton = likeButton.Component;

/**
 * A card with its favourite toggle over the artwork's corner. The card is a link, so the button sits
 * beside it (never inside: interactive content may not nest), after it in the tab order.
 */
function Frame({ node, children }: { node: StructureNode; children: ReactNode }) {
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

export const CardLikeFrame = Object.assign(Frame, { preload: likeButton.preload });
