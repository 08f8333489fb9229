import type { StructureNode } from '#contract/structure.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { itemProps } from '../read-props.ts';
import classes from './track-list-node.module.css';

/** One row's content: number, title (and subtitle), duration as mm:ss or hh:mm:ss. */
export function TrackRow({ node, fallbackPosition }: { node: StructureNode; fallbackPosition: number }) {
  const { count, duration } = useFormats();
  const props = itemProps(node);
  const position = props?.position ?? fallbackPosition;
  const seconds = props?.durationSec;
  return (
    <>
      <span className={classes.position}>{count(position)}</span>
      <span className={classes.text}>
        <span className={classes.name}>{node.data?.title}</span>
        {node.data?.subTitle && <span className={classes.sub}>{node.data.subTitle}</span>}
      </span>
      {seconds !== undefined && (
        <time className={classes.duration} dateTime={`PT${Math.round(seconds)}S`}>
          {duration(seconds)}
        </time>
      )}
    </>
  );
}
