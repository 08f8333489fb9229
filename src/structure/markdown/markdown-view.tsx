import type { ReactNode } from 'react';
import { NodeLink } from '../node-link.tsx';
import type { Block, Inline } from './markdown-ast.ts';
import { parseMarkdown } from './markdown-blocks.ts';
import classes from './markdown-view.module.css';

/**
 * Body headings start below the page's h1 and the reading view's h2: the body's highest heading is an h3 (a body
 * that starts at "##" does not skip a level), the others keep their distance from it.
 */
const headingTag = (level: number, top: number) =>
  `h${Math.min(6, Math.max(3, level - top + 3))}` as 'h3' | 'h4' | 'h5' | 'h6';

/** The highest (smallest) heading level of a body, quotes included; 1 when it has none. */
function topLevel(nodes: Block[]): number {
  let top = 7;
  const visit = (list: Block[]) => {
    for (const node of list) {
      if (node.t === 'h') top = Math.min(top, node.level);
      else if (node.t === 'quote') visit(node.c);
    }
  };
  visit(nodes);
  return top === 7 ? 1 : top;
}

function inlines(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    const key = index;
    if (typeof node === 'string') return node;
    switch (node.t) {
      case 'strong':
        return <strong key={key}>{inlines(node.c)}</strong>;
      case 'em':
        return <em key={key}>{inlines(node.c)}</em>;
      case 'del':
        return <del key={key}>{inlines(node.c)}</del>;
      case 'code':
        return <code key={key}>{node.v}</code>;
      case 'br':
        return <br key={key} />;
      case 'img':
        return (
          <img
            key={key}
            className={classes.image}
            src={node.src}
            alt={node.alt}
            loading="lazy"
            decoding="async"
          />
        );
      case 'link':
        return (
          <NodeLink key={key} clickUrl={node.href} className={classes.link}>
            {inlines(node.c)}
          </NodeLink>
        );
    }
    return null;
  });
}

function blocks(nodes: Block[], top: number, tight = false): ReactNode[] {
  return nodes.map((node, index) => {
    const key = index;
    switch (node.t) {
      case 'h': {
        const Tag = headingTag(node.level, top);
        return <Tag key={key}>{inlines(node.c)}</Tag>;
      }
      case 'p':
        // A tight list item's single paragraph reads as the item's text.
        return tight ? <span key={key}>{inlines(node.c)}</span> : <p key={key}>{inlines(node.c)}</p>;
      case 'code':
        return (
          <pre key={key} className={classes.code} dir="ltr">
            <code>{node.v}</code>
          </pre>
        );
      case 'quote':
        return <blockquote key={key}>{blocks(node.c, top)}</blockquote>;
      case 'hr':
        return <hr key={key} />;
      case 'list': {
        const items = node.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: list items keep their order
          <li key={i}>{blocks(item, top, item.length === 1 && item[0]?.t === 'p')}</li>
        ));
        return node.ordered ? (
          <ol key={key} start={node.start === 1 ? undefined : node.start}>
            {items}
          </ol>
        ) : (
          <ul key={key}>{items}</ul>
        );
      }
    }
    return null;
  });
}

/** Markdown rendered as React elements: no HTML string ever reaches the DOM. */
export function MarkdownView({ source }: { source: string }) {
  const parsed = parseMarkdown(source);
  return <div className={classes.markdown}>{blocks(parsed, topLevel(parsed))}</div>;
}
