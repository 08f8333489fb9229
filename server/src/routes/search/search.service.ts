import { and, inArray, or, type SQL, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  SEARCH_KINDS,
  type SearchGroup,
  type SearchKind,
  type SearchQuerySchema,
  type SearchResult,
} from '../../../../contract/search.ts';
import type { Db } from '../../db/client.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { nodeContext, rowsOf } from '../library/list-context.ts';
import { cardNode } from '../structure/structure-nodes.ts';
import { type RatingBounds, ratingBounds } from '../tenant/rating-bounds.ts';

export type SearchQuery = v.InferOutput<typeof SearchQuerySchema>;

export interface SearchRequest {
  tenant: TenantRow;
  origin: string;
  query: SearchQuery;
  /** The caller's active parental age group (parental-limit.ts). */
  parentalLimit?: number;
  /** The kinds of the tenant's switched-off families: never searched (family-switch.ts). */
  hiddenKinds?: readonly string[];
}

/** More words than this add nothing but work. */
const MAX_TOKENS = 8;
/** Below this length a fuzzy (trigram) match is mostly noise. */
const FUZZY_MIN_LENGTH = 4;
/** Trigram similarity says nothing about one or two letters; those rank by tier and popularity. */
const SIMILARITY_MIN_LENGTH = 3;
/** Three-letter pieces a fuzzy candidate must share with the query (a cheap filter before similarity). */
const MAX_PIECES = 16;

interface RankedRow {
  id: number;
  kind: SearchKind;
  kind_total: number;
  kind_best: number;
  rn: number;
}

interface Plan {
  tenantName: string;
  kinds: readonly SearchKind[];
  bounds: RatingBounds;
  folded: string;
  tokens: string[];
  /** Three-letter pieces of the words, for the fuzzy fallback's pre-filter. */
  pieces: string[];
  offset: number;
  limit: number;
}

const likeEscape = (text: string): string => text.replace(/[\\%_]/g, '\\$&');
const contains = (column: SQL, text: string): SQL => sql`${column} like ${`%${likeEscape(text)}%`}`;

/** The query folded by the same search_norm() that built the documents (migration 0004). */
async function fold(db: Db, text: string): Promise<string> {
  const [row] = rowsOf<{ folded: string | null }>(
    await db.execute(sql`select public.search_norm(${text}) as folded`),
  );
  return row?.folded ?? '';
}

/**
 * Relevance: a whole title beats a title's start, a word's start, any part of a title, all words in a
 * title, then subtitles only; trigram word similarity orders within a tier, popularity breaks ties.
 */
function score(plan: Plan, fuzzy: boolean): SQL {
  const title = sql.raw('s.title_doc');
  const q = likeEscape(plan.folded);
  const allInTitle = and(...plan.tokens.map((token) => contains(title, token)));
  const similarity =
    plan.folded.length >= SIMILARITY_MIN_LENGTH ? sql`word_similarity(${plan.folded}, ${title})` : sql`0`;
  if (fuzzy) return sql`(5 * ${similarity} + 5 * word_similarity(${plan.folded}, s.doc))`;
  return sql`(case
    when ${title} like ${`%| ${q} |%`} then 100
    when ${title} like ${`%| ${q}%`} then 70
    when ${title} like ${`% ${q}%`} then 50
    when ${title} like ${`%${q}%`} then 35
    when ${allInTitle} then 25
    else 10 end + 10 * ${similarity})`;
}

/**
 * Every word somewhere in the item's texts, or — fuzzy — the query like a part of them. Similarity is
 * costly per row, so fuzzy candidates must first share a three-letter piece with the query (cheap LIKE).
 */
function matches(plan: Plan, fuzzy: boolean): SQL | undefined {
  const doc = sql.raw('s.doc');
  // CASE fixes the order: the planner would run the (nominally cheaper) similarity operator first.
  const sharesPiece = or(...plan.pieces.map((piece) => contains(doc, piece)));
  if (fuzzy) return sql`case when ${sharesPiece} then ${plan.folded} <% ${doc} else false end`;
  return and(...plan.tokens.map((token) => contains(doc, token)));
}

function piecesOf(tokens: string[]): string[] {
  const pieces = new Set<string>();
  for (const token of tokens) {
    const letters = Array.from(token);
    for (let i = 0; i + 3 <= letters.length; i++) pieces.add(letters.slice(i, i + 3).join(''));
  }
  return [...pieces].slice(0, MAX_PIECES);
}

/** One page per kind plus every kind's total and best score, in one pass. */
async function rank(db: Db, plan: Plan, fuzzy: boolean): Promise<RankedRow[]> {
  const { tenantName, kinds, bounds, offset, limit } = plan;
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with matched as (
      select ci.id, ci.kind, ci.popularity, ${score(plan, fuzzy)} as score
      from catalogue_search s
      join catalogue_items ci on ci.id = s.item_id
      where s.tenant_name = ${tenantName} and ci.tenant_name = ${tenantName}
        and ci.kind in (${kindList})
        and ci.age_rating between ${bounds.minRating} and ${bounds.maxRating}
        and ${matches(plan, fuzzy)}
    ), ranked as (
      select id, kind,
        count(*) over (partition by kind)::int as kind_total,
        (max(score) over (partition by kind))::float8 as kind_best,
        (row_number() over (partition by kind order by score desc, popularity desc, id))::int as rn
      from matched
    )
    select id, kind, kind_total, kind_best, rn from ranked
    where rn = 1 or rn between ${offset + 1} and ${offset + limit}
    order by kind_best desc, kind, rn`);
  return rowsOf<RankedRow>(result);
}

/** GET /search: matches of every asked kind, grouped by kind, best group first (commerce §7 search). */
export async function search(
  db: Db,
  { tenant, origin, query, parentalLimit, hiddenKinds = [] }: SearchRequest,
): Promise<SearchResult> {
  const asked = ratingBounds(tenant, query);
  // Commerce §5: an active parental control's age group caps the ceiling.
  const bounds = { ...asked, maxRating: Math.min(asked.maxRating, parentalLimit ?? asked.maxRating) };
  const folded = await fold(db, query.q);
  const empty: SearchResult = { query: query.q, total: 0, groups: [] };
  if (folded === '') return empty;
  const tokens = [...new Set(folded.split(' '))].slice(0, MAX_TOKENS);
  const plan: Plan = {
    tenantName: tenant.name,
    kinds: (query.kinds ? [...new Set(query.kinds)] : SEARCH_KINDS).filter(
      (kind) => !hiddenKinds.includes(kind),
    ),
    bounds,
    folded,
    tokens,
    pieces: piecesOf(tokens),
    offset: query.offset,
    limit: query.limit,
  };
  if (plan.kinds.length === 0) return empty;
  let rows = await rank(db, plan, false);
  // Nothing contains the words: fall back to similar spellings (typos).
  if (rows.length === 0 && folded.length >= FUZZY_MIN_LENGTH && plan.pieces.length > 0)
    rows = await rank(db, plan, true);
  if (rows.length === 0) return empty;
  const pageIds = rows.filter((row) => row.rn > plan.offset).map((row) => row.id);
  const items = pageIds.length
    ? await db.select().from(catalogueItems).where(inArray(catalogueItems.id, pageIds))
    : [];
  const byId = new Map(items.map((item) => [item.id, item]));
  const ctx = nodeContext(tenant, query.lang, origin);
  const groups = new Map<SearchKind, SearchGroup>();
  for (const row of rows) {
    const group = groups.get(row.kind) ?? {
      kind: row.kind,
      total: row.kind_total,
      offset: plan.offset,
      items: [],
    };
    groups.set(row.kind, group);
    const item = row.rn > plan.offset ? byId.get(row.id) : undefined;
    if (item) group.items.push(cardNode(item, ctx));
  }
  const ordered = [...groups.values()];
  return { query: query.q, total: ordered.reduce((sum, group) => sum + group.total, 0), groups: ordered };
}
