import { eq, sql } from 'drizzle-orm';
import { catalogueItems } from '../../../db/schema/catalogue.ts';
import { pickText } from '../../../db/schema/localized-text.ts';
import { heroNode, listNode, textNode } from '../structure-nodes.ts';
import { ACCOUNT_TEXTS } from './account-texts.ts';
import {
  firstPage,
  GRID,
  itemsWhere,
  notFound,
  type PageCtx,
  type PageResolver,
  pageNode,
  RAIL,
  subText,
  text,
} from './page-kit.ts';
import { PAGE_TITLES as T } from './page-titles.ts';

const NAME = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** A tenant's text page (impressum, info, services, marketing, launch, apps FAQ), found by its portal path. */
const textPage =
  (prefix: string, options: { promote?: boolean } = {}): PageResolver =>
  async (p, key) => {
    if (key !== '' && !NAME.test(key))
      throw notFound(`"${key}" is not a valid key for structure "${p.base}".`);
    const path = key === '' ? prefix : `${prefix}/${key}`;
    const [page] = await itemsWhere(
      p,
      undefined,
      eq(catalogueItems.kind, 'page'),
      sql`${catalogueItems.props} @> ${JSON.stringify({ path })}::jsonb`,
    );
    if (!page) throw notFound(`There is no page at ${path}.`);
    const title = text(page, p.node.lang);
    const body = page.props.body ? pickText(page.props.body, p.node.lang) : '';
    const popular = options.promote
      ? await firstPage(p, {
          itemKinds: ['album', 'video', 'series', 'audiobook', 'game'],
          orderBy: 'popular',
          itemLimit: RAIL,
        })
      : null;
    return pageNode(
      p,
      title,
      [
        textNode(title, body),
        popular && heroNode(null, { items: popular.items.slice(0, 1), hasMore: false }, p.node),
        popular && listNode('rail', { title: T.popularNow }, popular, p.node),
      ],
      { subTitle: subText(page, p.node.lang) },
    );
  };

/** Account and auth pages: a title and an intro now; their bodies come with later issues. */
const accountPage =
  (base: string): PageResolver =>
  async (p) => {
    const texts = ACCOUNT_TEXTS[base];
    if (!texts) throw notFound(`There is no structure named "${base}".`);
    const title = pickText(texts.title, p.node.lang);
    const intro = pickText(texts.intro, p.node.lang);
    return pageNode(p, title, [textNode(title, intro)], { description: intro });
  };

async function searchPage(p: PageCtx) {
  const popular = await firstPage(p, {
    itemKinds: ['album', 'track', 'video', 'series', 'podcast', 'audiobook', 'game'],
    orderBy: 'popular',
    itemLimit: GRID,
  });
  return pageNode(p, T.search, [listNode('grid', { title: T.popularNow }, popular, p.node)]);
}

const ACCOUNT_BASES = Object.keys(ACCOUNT_TEXTS);

export const TEXT_PAGES: Record<string, PageResolver> = {
  search: searchPage,
  impressum: textPage('/impressum'),
  info: textPage('/info'),
  launch: textPage('/launch', { promote: true }),
  services: textPage('/services'),
  marketing: textPage('/marketing', { promote: true }),
  'apps-faq': textPage('/apps/faq'),
  ...Object.fromEntries(ACCOUNT_BASES.map((base) => [base, accountPage(base)])),
};
