import type { CatalogueItemRow } from '../../../db/schema/catalogue.ts';
import type { CatalogueProps } from '../../../db/schema/catalogue-props.ts';
import { listNode } from '../structure-nodes.ts';
import { articleBodyNode } from './article-body.ts';
import { familyDetail } from './family-detail.ts';
import {
  findItem,
  firstPage,
  GRID,
  isId,
  keyParts,
  notFound,
  type PageCtx,
  type PageResolver,
  pagedList,
  pageNode,
  RAIL,
  relatedRail,
  subText,
  text,
} from './page-kit.ts';
import { PAGE_TITLES as T } from './page-titles.ts';

type Family = 'articles' | 'premium' | 'news';

const sectionOf = (family: Family) => (family === 'news' ? 'news' : 'articles');
/** Which articles a family lists: news, premium articles, or the free ones. */
const familyProps = (family: Family): CatalogueProps =>
  family === 'news' ? { section: 'news' } : { section: 'articles', premium: family === 'premium' };

function belongs(article: CatalogueItemRow, family: Family): boolean {
  const { section = 'articles', premium = false } = article.props;
  if (family === 'news') return section === 'news';
  // A free article page shows free and premium articles alike (the premium gate is the portal's); premium pages only premium ones.
  return section === 'articles' && (family === 'articles' || premium);
}

async function articlePage(p: PageCtx, id: string, family: Family) {
  const article = await findItem(p, ['article'], id);
  if (!belongs(article, family)) throw notFound(`Article ${id} is not listed under "${p.base}".`);
  const { category } = article.props;
  const [related, detail, body] = await Promise.all([
    category
      ? firstPage(p, {
          itemKinds: ['article'],
          orderBy: 'newest',
          itemLimit: RAIL + 1,
          props: { ...familyProps(family), category },
        })
      : null,
    familyDetail(p, article, { premium: article.props.premium ?? false }),
    articleBodyNode(p, article),
  ]);
  return pageNode(
    p,
    text(article, p.node.lang),
    [detail, body, relatedRail(T.articles, related, article.id, p.node)],
    { subTitle: subText(article, p.node.lang) },
  );
}

async function categoryPage(p: PageCtx, slug: string, family: Family, parent?: string) {
  const category = await findItem(p, ['article-category'], slug, 'slug');
  if (category.props.section !== sectionOf(family) || category.props.category !== parent)
    throw notFound(`"${slug}" is not a ${parent ? 'subcategory' : 'category'} of "${p.base}".`);
  const scope: CatalogueProps = parent ? { category: parent, subcategory: slug } : { category: slug };
  const [articles, subcategories] = await Promise.all([
    pagedList(p, {
      itemKinds: ['article'],
      orderBy: 'newest',
      itemLimit: GRID,
      props: { ...familyProps(family), ...scope },
    }),
    parent
      ? null
      : firstPage(p, {
          itemKinds: ['article-category'],
          orderBy: 'popular',
          itemLimit: RAIL,
          props: { category: slug },
        }),
  ]);
  return pageNode(p, text(category, p.node.lang), [
    subcategories && listNode('rail', { title: T.categories }, subcategories, p.node),
    listNode('grid', {}, articles, p.node),
  ]);
}

/** /articles/{x} and /articles/{category}/{x}: all digits is an article, anything else a (sub)category. */
const categoryOrArticle =
  (family: Family, parts: 1 | 2): PageResolver =>
  (p, key) => {
    const [first = '', second] = keyParts(p, key, parts);
    const last = second ?? first;
    if (isId(last)) return articlePage(p, last, family);
    return second === undefined ? categoryPage(p, first, family) : categoryPage(p, second, family, first);
  };

async function premiumIndex(p: PageCtx) {
  const page = await pagedList(p, {
    itemKinds: ['article'],
    orderBy: 'newest',
    itemLimit: GRID,
    props: familyProps('premium'),
  });
  return pageNode(p, T.premiumArticles, [listNode('grid', {}, page, p.node)]);
}

export const ARTICLE_PAGES: Record<string, PageResolver> = {
  articles: categoryOrArticle('articles', 1),
  'articles-sub': categoryOrArticle('articles', 2),
  article: (p, key) => articlePage(p, key, 'articles'),
  'articles-premium': premiumIndex,
  'articles-premium-category': (p, key) => categoryPage(p, key, 'premium'),
  'articles-premium-sub': categoryOrArticle('premium', 2),
  'article-premium': (p, key) => articlePage(p, key, 'premium'),
  news: (p, key) => categoryPage(p, key, 'news'),
  'news-sub': (p, key) => {
    const [category = '', sub = ''] = keyParts(p, key, 2);
    return categoryPage(p, sub, 'news', category);
  },
  'news-article': (p, key) => articlePage(p, key, 'news'),
};
