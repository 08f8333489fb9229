import { and, eq, gte, inArray, lte, type Placeholder, type SQL } from 'drizzle-orm';
import type { LocaleCode } from '../../../../../contract/locales.ts';
import type { StructureNode } from '../../../../../contract/structure.ts';
import type { Db } from '../../../db/client.ts';
import { type CatalogueItemRow, type CatalogueKind, catalogueItems } from '../../../db/schema/catalogue.ts';
import { tenantTexts } from '../../../db/schema/i18n.ts';
import { type LocalizedText, pickText } from '../../../db/schema/localized-text.ts';
import { ProblemError } from '../../../http/problem.ts';
import { parentalLocked } from '../../parental/parental-limit.ts';
import type { QueryBatch, ShapedSelect } from '../query-batch.ts';
import {
  type ItemFilter,
  type ItemPage,
  type ItemQuery,
  loadSectionItems,
  unpaged,
} from '../section-items.ts';
import { listNode, type NodeContext } from '../structure-nodes.ts';
import type { CallerDevice } from './caller-device.ts';

/** Everything a page resolver needs for one request. */
export interface PageCtx {
  /** The composition's reads: selects asked together go to the database in one statement. */
  db: QueryBatch;
  tenantName: string;
  base: string;
  filter: ItemFilter;
  node: NodeContext;
  /** Is the caller signed in (role user)? Asked lazily: a bad token is a 401 only where it matters. */
  signedIn: () => Promise<boolean>;
  device: () => Promise<CallerDevice>;
}

export type PageResolver = (p: PageCtx, key: string) => Promise<StructureNode>;

export const notFound = (detail: string) =>
  new ProblemError({ status: 404, code: 'STRUCTURE_NOT_FOUND', detail });

const ID = /^\d{1,9}$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
export const isId = (key: string): boolean => ID.test(key);

/**
 * The catalogue rows of the page's tenant that meet these conditions, read in the page's batch;
 * `key` (naming all the conditions) lets one page ask the same rows twice and read them once.
 */
export const itemsWhere = (p: PageCtx, key: string | undefined, ...conditions: SQL[]) =>
  p.db.all(
    p.db
      .select()
      .from(catalogueItems)
      .where(and(eq(catalogueItems.tenantName, p.tenantName), ...conditions)),
    key,
  );

/** The request's rating bounds (shell §6) as conditions. */
export const inRatingWindow = (p: PageCtx): SQL[] => [
  gte(catalogueItems.ageRating, p.filter.minRating),
  lte(catalogueItems.ageRating, p.filter.maxRating),
];

/**
 * One item of these kinds by id (digits) or slug, inside the rating window; anything else is a 404, and so is
 * an item of a switched-off family (a page of another family linking to it).
 */
export async function findItem(
  p: PageCtx,
  askedKinds: CatalogueKind[],
  key: string,
  by: 'id' | 'slug' | 'either' = 'id',
): Promise<CatalogueItemRow> {
  const asId = by !== 'slug' && isId(key);
  const kinds = askedKinds.filter((kind) => !p.filter.hiddenKinds?.includes(kind));
  if ((!asId && (by === 'id' || !SLUG.test(key))) || kinds.length === 0)
    throw notFound(`"${key}" is not a valid key for structure "${p.base}".`);
  const values: Record<string, unknown> = {
    tenant: p.tenantName,
    key: asId ? Number(key) : key,
    min: p.filter.minRating,
    // Up to the request's own ceiling: an item parental control hides is a 403, not a 404.
    max: p.filter.lockedAbove ?? p.filter.maxRating,
  };
  kinds.forEach((kind, i) => {
    values[`k${i}`] = kind;
  });
  const [item] = await p.db.all(
    {
      shape: `item:${kinds.length}:${asId ? 'id' : 'slug'}`,
      values,
      build: (db, ph) =>
        db
          .select()
          .from(catalogueItems)
          .where(
            and(
              eq(catalogueItems.tenantName, ph('tenant')),
              inArray(
                catalogueItems.kind,
                kinds.map((_, i) => ph(`k${i}`)),
              ),
              asId ? eq(catalogueItems.id, ph('key')) : eq(catalogueItems.slug, ph('key')),
              gte(catalogueItems.ageRating, ph('min')),
              lte(catalogueItems.ageRating, ph('max')),
            ),
          ),
    },
    // One page asks for the same item twice (its header's links): read once.
    `item|${kinds.join(',')}|${asId ? 'id' : 'slug'}|${key}`,
  );
  if (!item) throw notFound(`Structure "${p.base}" has no fragment "${key}".`);
  if (item.ageRating > p.filter.maxRating)
    throw parentalLocked(`"${key}" is rated above this account's parental control age group.`);
  return item;
}

/** A rail or short list: the first page, never continued by the request's lastId or offset. */
export const firstPage = (p: PageCtx, query: ItemQuery): Promise<ItemPage> =>
  loadSectionItems(p.db, query, unpaged(p.filter));

/** The page's main list, continued after the request's lastId (or offset), limit items long. */
export const pagedList = async (p: PageCtx, query: ItemQuery): Promise<ItemPage> => ({
  ...(await loadSectionItems(p.db, query, p.filter)),
  paged: true,
});

/** Dedupe key of the tagline in a composition's batch. */
export const TAGLINE_KEY = 'tagline';

const taglineSelect = (db: Db, tenant: string | Placeholder) =>
  db
    .select({ lang: tenantTexts.lang, text: tenantTexts.text })
    .from(tenantTexts)
    .where(and(eq(tenantTexts.tenantName, tenant), eq(tenantTexts.key, 'tenant.tagline')));

/** The tenant's tagline in every language, as a batch reads it. */
export const taglineQuery = (tenantName: string): ShapedSelect<ReturnType<typeof taglineSelect>> => ({
  shape: 'tagline',
  values: { tenant: tenantName },
  build: (db, ph) => taglineSelect(db, ph('tenant')),
});

const pickTagline = (rows: { lang: string; text: string }[], lang: LocaleCode) =>
  (rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'en'))?.text;

/** The tenant's tagline in this language (else English): the description of pages with nothing better. */
export async function tenantTagline(
  db: Db,
  tenantName: string,
  lang: LocaleCode,
): Promise<string | undefined> {
  return pickTagline(await taglineSelect(db, tenantName), lang);
}

/** The tagline of a composition: usually already read with its first statement (prefetched). */
export const batchedTagline = async (db: QueryBatch, tenantName: string, lang: LocaleCode) =>
  pickTagline(await db.all(taglineQuery(tenantName), TAGLINE_KEY), lang);

const tagline = (p: PageCtx) => batchedTagline(p.db, p.tenantName, p.node.lang);

export interface PageOptions {
  subTitle?: string;
  /** Meta description; the tenant's tagline when the page has nothing better. */
  description?: string;
  extra?: Record<string, unknown>;
}

/** The root node of every page: its title (for <title>), a description, and its non-empty children. */
export async function pageNode(
  p: PageCtx,
  title: LocalizedText | string,
  children: (StructureNode | null)[],
  options: PageOptions = {},
): Promise<StructureNode> {
  const description = options.description ?? options.subTitle ?? (await tagline(p));
  return {
    name: 'page',
    data: {
      title: typeof title === 'string' ? title : pickText(title, p.node.lang),
      ...(options.subTitle ? { subTitle: options.subTitle } : {}),
      customProperties: {
        structure: p.base,
        lang: p.node.lang,
        ...(description ? { description } : {}),
        ...options.extra,
      },
    },
    substructure: children.filter((child): child is StructureNode => child !== null),
  };
}

/** Splits a '~'-joined key into exactly n parts, or 404s. */
export function keyParts(p: PageCtx, key: string, n: number): string[] {
  const parts = key.split('~');
  if (parts.length !== n || parts.some((part) => part === ''))
    throw notFound(`"${key}" is not a valid key for structure "${p.base}".`);
  return parts;
}

export const text = (item: CatalogueItemRow, lang: NodeContext['lang']) => pickText(item.titles, lang);
export const subText = (item: CatalogueItemRow, lang: NodeContext['lang']) =>
  item.subtitles ? pickText(item.subtitles, lang) : undefined;

export const RAIL = 12;
export const GRID = 24;

/** A listing page: one grid of these kinds, paged by lastId. */
export const gridPage =
  (title: LocalizedText, kinds: CatalogueKind[], orderBy: 'newest' | 'popular' = 'newest'): PageResolver =>
  async (p) => {
    const page = await pagedList(p, { itemKinds: kinds, orderBy, itemLimit: GRID });
    return pageNode(p, title, [listNode('grid', {}, page, p.node)]);
  };

/** A rail of items related to a details page, without the page's own item; nothing when there is no list. */
export function relatedRail(
  title: LocalizedText,
  list: ItemPage | null | undefined,
  ownId: number,
  ctx: NodeContext,
): StructureNode | null {
  if (!list) return null;
  return listNode(
    'rail',
    { title },
    { items: list.items.filter((i) => i.id !== ownId), hasMore: false },
    ctx,
  );
}
