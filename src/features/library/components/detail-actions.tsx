import type { ReactNode } from 'react';
import { likeTypeOfKind } from '#contract/library.ts';
import type { StructureNode } from '#contract/structure.ts';
import { useRecordView } from '../use-record-view.ts';
import classes from './like-button.module.css';
import { LikeButton } from './like-button.tsx';

/**
 * The library side of a details header: the favourite toggle, and the visit in the user's history.
 * `children` sit beside the toggle (the composition puts the download actions there).
 */
export function DetailActions({ node, children }: { node: StructureNode; children?: ReactNode }) {
  const { id, kind } = node.data?.customProperties ?? {};
  useRecordView(id, kind);
  if (typeof kind !== 'string' || !likeTypeOfKind(kind)) return null;
  return (
    <div className={classes.actions}>
      <LikeButton node={node} variant="detail" />
      {children}
    </div>
  );
}
