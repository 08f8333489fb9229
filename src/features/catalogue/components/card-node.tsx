import { useId } from 'react';
import { normalizeImageUrl } from '../node-urls.ts';
import classes from './card-node.module.css';
import { useEagerImage } from './eager-images.ts';
import { NodeLink } from './node-link.tsx';
import type { NodeProps } from './node-props.ts';

/** Intrinsic size of card artwork (square); CSS scales it, the attributes reserve the space. */
const ARTWORK_SIZE = 320;

export function CardNode({ node }: NodeProps) {
  const { title, subTitle, imageUrl, clickUrl } = node.data ?? {};
  const id = useId();
  const eager = useEagerImage(node);
  return (
    <NodeLink
      clickUrl={clickUrl}
      className={classes.card}
      data-node="card"
      // The artwork's alt repeats the title: name the link by the visible text only.
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-describedby={subTitle ? `${id}-subtitle` : undefined}
    >
      {imageUrl ? (
        <img
          className={classes.artwork}
          src={normalizeImageUrl(imageUrl)}
          // The title is shown right below: a repeated alt would be read twice (decorative artwork).
          alt=""
          width={ARTWORK_SIZE}
          height={ARTWORK_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <div className={classes.artwork} aria-hidden="true" />
      )}
      {title && (
        <span id={`${id}-title`} className={classes.title}>
          {title}
        </span>
      )}
      {subTitle && (
        <span id={`${id}-subtitle`} className={classes.subtitle}>
          {subTitle}
        </span>
      )}
    </NodeLink>
  );
}
