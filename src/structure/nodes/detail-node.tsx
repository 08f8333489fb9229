import { useLingui } from '@lingui/react/macro';
import { use, useId } from 'react';
import { ShareButton } from '#components/dialogs/share-button.tsx';
import { DetailPropsSchema } from '#contract/structure-props.ts';
import { useEagerImage } from '../eager-images.ts';
import { LazyImage } from '../images/lazy-image.tsx';
import { PageHeadingContext } from '../node-view-context.ts';
import { readProps } from '../read-props.ts';
import { structureParts } from '../registry.ts';
import { BackButton } from './back-button.tsx';
import { DetailFacts } from './detail-facts.tsx';
import { DetailMedia } from './detail-media.tsx';
import classes from './detail-node.module.css';
import type { NodeProps } from './node-props.ts';

/** The header of a details page: artwork, title, subtitle, the family's facts and description, with a back action. */
export function DetailNode({ node, items }: NodeProps) {
  const { t } = useLingui();
  const { title, subTitle, imageUrl } = node.data ?? {};
  const props = readProps(DetailPropsSchema, node);
  const description = props?.description;
  const id = useId();
  const eager = useEagerImage(node);
  const Heading = use(PageHeadingContext) === node ? 'h1' : 'h2';
  const { detailActions: DetailActions } = structureParts();
  return (
    <section
      className={classes.detail}
      data-node="detail"
      data-kind={props?.kind}
      aria-labelledby={title ? id : undefined}
    >
      <div className={classes.back}>
        <BackButton />
      </div>
      {imageUrl && (
        <LazyImage
          className={classes.artwork}
          src={imageUrl}
          width={320}
          height={320}
          eager={eager}
          priority={eager}
        />
      )}
      <div className={classes.info}>
        {props?.premium && <span className={classes.badge}>{t`Premium`}</span>}
        {title && (
          <Heading id={id} className={classes.title}>
            {title}
          </Heading>
        )}
        {subTitle && <p className={classes.subtitle}>{subTitle}</p>}
        {props && <DetailFacts props={props} />}
        <DetailActions node={node} />
        <ShareButton title={title} className={classes.share} />
        {description && description !== subTitle && <p className={classes.description}>{description}</p>}
      </div>
      {props?.additionalArtworks?.length ? (
        <DetailMedia artworks={props.additionalArtworks} title={title ?? ''} />
      ) : null}
      {items}
    </section>
  );
}
