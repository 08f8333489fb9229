import { useLingui } from '@lingui/react/macro';
import { useEagerImage } from '../eager-images.ts';
import { LazyImage } from '../images/lazy-image.tsx';
import { CardPrice } from '../lazy-renderers.ts';
import { NodeLink } from '../node-link.tsx';
import { structureParts } from '../registry.ts';
import { cardFacts } from './card-facts.ts';
import classes from './card-node.module.css';
import type { NodeProps } from './node-props.ts';

/** Intrinsic size of card artwork (square); CSS scales it, the attributes reserve the space. */
const ARTWORK_SIZE = 320;

export function CardNode({ node }: NodeProps) {
  const { t } = useLingui();
  const { title, subTitle, imageUrl, clickUrl } = node.data ?? {};
  const facts = cardFacts(node);
  const eager = useEagerImage(node);
  const { cardActions: CardActions } = structureParts();
  return (
    <CardActions node={node}>
      <NodeLink
        clickUrl={clickUrl}
        className={classes.card}
        data-node="card"
        // Named by its content, which is the visible text (the artwork is decorative): an accessible name that
        // is the title alone would not contain the subtitle and price the card shows (WCAG 2.5.3, label in name).
      >
        <span className={classes.media}>
          {imageUrl ? (
            // The title is shown right below: a repeated alt would be read twice (decorative artwork).
            <LazyImage
              className={classes.artwork}
              src={imageUrl}
              width={ARTWORK_SIZE}
              height={ARTWORK_SIZE}
              eager={eager}
            />
          ) : (
            <span className={classes.artwork} aria-hidden="true" />
          )}
          {facts.premium && <span className={classes.badge}>{t`Premium`}</span>}
        </span>
        {title && <span className={classes.title}>{title}</span>}
        {subTitle && <span className={classes.subtitle}>{subTitle}</span>}
        {facts.price && <CardPrice price={facts.price} className={classes.price} />}
      </NodeLink>
    </CardActions>
  );
}
