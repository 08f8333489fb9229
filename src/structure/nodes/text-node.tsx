import { useId } from 'react';
import type { NodeProps } from './node-props.ts';
import classes from './text-node.module.css';

/** Plain text: a heading and paragraphs (customProperties.body, split on blank lines); never HTML. */
export function TextNode({ node, items }: NodeProps) {
  const title = node.data?.title;
  const body = node.data?.customProperties?.body;
  const paragraphs = typeof body === 'string' ? body.split(/\n\s*\n/).filter((p) => p.trim()) : [];
  const id = useId();
  return (
    <section className={classes.text} data-node="text" aria-labelledby={title ? id : undefined}>
      {title && (
        <h2 id={id} className={classes.title}>
          {title}
        </h2>
      )}
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id; their order is their identity
        <p key={index} className={classes.paragraph}>
          {paragraph}
        </p>
      ))}
      {items}
    </section>
  );
}
