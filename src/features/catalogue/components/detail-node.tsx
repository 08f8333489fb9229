import { useId } from 'react';
import { normalizeImageUrl } from '../node-urls.ts';
import { BackButton } from './back-button.tsx';
import classes from './detail-node.module.css';
import { useEagerImage } from './eager-images.ts';
import type { NodeProps } from './node-props.ts';

/** The header of a details page: artwork, title, subtitle and description, with a back action. */
export function DetailNode({ node, items }: NodeProps) {
  const { title, subTitle, imageUrl, customProperties } = node.data ?? {};
  const description =
    typeof customProperties?.description === 'string' ? customProperties.description : undefined;
  const id = useId();
  const eager = useEagerImage(node);
  return (
    <section className={classes.detail} data-node="detail" aria-labelledby={title ? id : undefined}>
      <div className={classes.back}>
        <BackButton />
      </div>
      {imageUrl && (
        <img
          className={classes.artwork}
          src={normalizeImageUrl(imageUrl)}
          alt=""
          width={320}
          height={320}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      <div>
        {title && (
          <h2 id={id} className={classes.title}>
            {title}
          </h2>
        )}
        {subTitle && <p className={classes.subtitle}>{subTitle}</p>}
        {description && <p className={classes.description}>{description}</p>}
      </div>
      {items}
    </section>
  );
}
