import { likeTypeOfKind } from '#contract/library.ts';
import type { StructureNode } from '#contract/structure.ts';
import { DownloadActions } from '#features/downloads/components/download-actions.tsx';
import { useRecordView } from '../use-record-view.ts';
import classes from './like-button.module.css';
import { LikeButton } from './like-button.tsx';

/** The library side of a details header: the favourite toggle, and the visit in the user's history. */
export function DetailActions({ node }: { node: StructureNode }) {
  const { id, kind } = node.data?.customProperties ?? {};
  useRecordView(id, kind);
  if (typeof kind !== 'string' || !likeTypeOfKind(kind)) return null;
  return (
    <div className={classes.actions}>
      <LikeButton node={node} variant="detail" />
      <DownloadActions node={node} />
    </div>
  );
}
