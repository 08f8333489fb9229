import type { StructureNode } from '../../../../../contract/structure.ts';
import type { CatalogueItemRow } from '../../../db/schema/catalogue.ts';
import { pickText } from '../../../db/schema/localized-text.ts';
import { type PageCtx, text } from './page-kit.ts';

/** A teaser is at most this many characters. */
const TEASER_CHARS = 280;

/** The opening paragraph of a markdown body (headings, code, quotes and tables skipped), cut at a word. */
export function teaserOf(markdown: string): string {
  const first = markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => block && !/^(#{1,6}\s|```|~~~|\||>|[-*_]{3,}$)/.test(block));
  if (!first || first.length <= TEASER_CHARS) return first ?? '';
  const cut = first.lastIndexOf(' ', TEASER_CHARS);
  return `${first.slice(0, cut > 0 ? cut : TEASER_CHARS).trimEnd()} …`;
}

/**
 * The reading view of an article or news item (commerce §9 markdown). A premium body goes to
 * signed-in users only; visitors get its teaser and `locked` (the portal shows the login prompt).
 */
export async function articleBodyNode(p: PageCtx, article: CatalogueItemRow): Promise<StructureNode | null> {
  const source = article.props.markdown ?? article.props.body;
  if (!source) return null;
  const markdown = pickText(source, p.node.lang);
  const premium = article.props.premium ?? false;
  const locked = premium && !(await p.signedIn());
  return {
    name: 'article-body',
    data: {
      title: text(article, p.node.lang),
      customProperties: {
        id: article.id,
        markdown: locked ? teaserOf(markdown) : markdown,
        premium,
        locked,
      },
    },
  };
}
