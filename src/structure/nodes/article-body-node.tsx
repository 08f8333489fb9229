import { plural } from '@lingui/core/macro';
import { Suspense, useId } from 'react';
import { ArticleBodySchema } from '#contract/structure-props.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { lazyMarkdown } from '../markdown/lazy-markdown.ts';
import { readProps } from '../read-props.ts';
import classes from './article-body-node.module.css';
import type { NodeProps } from './node-props.ts';
import { PremiumGate } from './premium-gate.tsx';
import { useReadCount } from './use-read-count.ts';

const MarkdownView = lazyMarkdown.Component;

/** The reading view of an article or news item; a locked premium body shows its teaser and a login prompt. */
export function ArticleBodyNode({ node }: NodeProps) {
  const id = useId();
  const { count } = useFormats();
  const body = readProps(ArticleBodySchema, node);
  const reads = useReadCount(body?.id, body?.locked ?? true);
  if (!body) return null;
  const shown = reads === undefined ? '' : count(reads);
  return (
    <article
      className={classes.article}
      data-node="article-body"
      data-locked={body.locked}
      aria-labelledby={id}
    >
      {/* The page's h1 already shows the title; this heading names the reading view for assistive tech. */}
      <h2 id={id} className={classes.heading}>
        {node.data?.title}
      </h2>
      <Suspense fallback={<div className={classes.pending} aria-hidden="true" />}>
        <MarkdownView source={body.markdown} />
      </Suspense>
      {body.locked && <PremiumGate />}
      {reads !== undefined && reads > 0 && (
        <p className={classes.reads} data-read-count={reads}>
          {plural(reads, { one: `Read ${shown} time`, other: `Read ${shown} times` })}
        </p>
      )}
    </article>
  );
}
