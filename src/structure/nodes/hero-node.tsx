import { useId } from 'react';
import { useEagerImage } from '../eager-images.ts';
import { LazyImage } from '../images/lazy-image.tsx';
import { NodeLink } from '../node-link.tsx';
import classes from './hero-node.module.css';
import type { NodeProps } from './node-props.ts';

/** The wide banner at the top of a page; the whole banner is one link when it has a clickUrl. */
export function HeroNode({ node, items }: NodeProps) {
  const { title, subTitle, imageUrl, clickUrl } = node.data ?? {};
  const id = useId();
  const eager = useEagerImage(node);
  return (
    <section className={classes.hero} data-node="hero" aria-labelledby={title ? `${id}-title` : undefined}>
      <NodeLink
        clickUrl={clickUrl}
        className={classes.link}
        // Named by its visible text (title and subtitle): label in name, WCAG 2.5.3.
      >
        {imageUrl && (
          <LazyImage
            className={classes.image}
            src={imageUrl}
            width={1600}
            height={900}
            eager={eager}
            priority={eager}
          />
        )}
        <div className={classes.text}>
          {title && (
            <h2 id={`${id}-title`} className={classes.title}>
              {title}
            </h2>
          )}
          {subTitle && <p className={classes.subtitle}>{subTitle}</p>}
        </div>
      </NodeLink>
      {items}
    </section>
  );
}
