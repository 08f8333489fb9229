import { eq, sql } from 'drizzle-orm';
import { ARTICLES_PAGE_SIZE, FRAGMENTS } from '../../../../../contract/structure.ts';
import { type CatalogueKind, catalogueItems } from '../../../db/schema/catalogue.ts';
import type { CatalogueProps } from '../../../db/schema/catalogue-props.ts';
import { listNode } from '../structure-nodes.ts';
import { articleBodyNode } from './article-body.ts';
import { challengeNode } from './challenges.ts';
import { familyDetail } from './family-detail.ts';
import {
  findItem,
  inRatingWindow,
  itemsWhere,
  notFound,
  type PageCtx,
  type PageResolver,
  pagedList,
  text,
} from './page-kit.ts';

/** Items that have a details page, so get-article-details can answer any of them. */
const DETAIL_KINDS: CatalogueKind[] = [
  'album',
  'track',
  'artist',
  'playlist',
  'video',
  'series',
  'podcast',
  'episode',
  'audiobook',
  'author',
  'game',
  'arcade',
  'publisher',
  'article',
  'app',
  'product',
  'partner',
  'info-service',
  'voucher',
  'tournament',
  'tournament-news',
  'tournament-video',
];

/** get-articles/{categoryId}: a category's (or subcategory's) articles, newest first, 10 a page by offset. */
async function articlesOfCategory(p: PageCtx, id: string) {
  const category = await findItem(p, ['article-category'], id);
  const { section = 'articles', category: parent } = category.props;
  const scope: CatalogueProps = parent
    ? { section, category: parent, subcategory: category.slug }
    : { section, category: category.slug };
  const page = await pagedList(p, {
    itemKinds: ['article'],
    orderBy: 'newest',
    itemLimit: ARTICLES_PAGE_SIZE,
    props: scope,
  });
  return listNode('grid', {}, page, p.node) ?? { name: 'grid', substructure: [] };
}

/** get-article-details/{id}: one item's detail node; an article carries its reading view. */
async function articleDetails(p: PageCtx, id: string) {
  const item = await findItem(p, DETAIL_KINDS, id);
  const [detail, body] = await Promise.all([
    familyDetail(p, item),
    item.kind === 'article' ? articleBodyNode(p, item) : null,
  ]);
  return body ? { ...detail, substructure: [body] } : detail;
}

/** get-challenge-by-id/{id}: the challenge of a tournament inside the rating window. */
async function challengeById(p: PageCtx, id: string) {
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(id)) throw notFound(`"${id}" is not a challenge id.`);
  const [tournament] = await itemsWhere(
    p,
    undefined,
    eq(catalogueItems.kind, 'tournament'),
    ...inRatingWindow(p),
    sql`${catalogueItems.props} @> ${JSON.stringify({ challenges: [{ id }] })}::jsonb`,
  );
  const challenge = tournament?.props.challenges?.find((c) => c.id === id);
  if (!tournament || !challenge) throw notFound(`There is no challenge "${id}".`);
  const node = challengeNode(tournament, challenge, p.node);
  return { ...node, data: { ...node.data, subTitle: text(tournament, p.node.lang) } };
}

/** Commerce §7 fragments that are not pages (contract FRAGMENTS). */
export const FRAGMENT_RESOLVERS: Readonly<Record<string, PageResolver>> = {
  [FRAGMENTS.articles]: articlesOfCategory,
  [FRAGMENTS.articleDetails]: articleDetails,
  [FRAGMENTS.challenge]: challengeById,
};
