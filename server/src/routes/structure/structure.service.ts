import { and, asc, eq } from 'drizzle-orm';
import type { LocaleCode } from '../../../../contract/locales.ts';
import { pageByBase } from '../../../../contract/pages.ts';
import type { StructureNode, StructureQuery } from '../../../../contract/structure.ts';
import type { Db } from '../../db/client.ts';
import { pickText } from '../../db/schema/localized-text.ts';
import { type StructureSectionRow, structureSections, structures } from '../../db/schema/structure.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';
import { ratingBounds } from '../tenant/rating-bounds.ts';
import type { CallerDevice } from './builders/caller-device.ts';
import { FRAGMENT_RESOLVERS } from './builders/fragments.ts';
import { type PageCtx, tenantTagline } from './builders/page-kit.ts';
import { PAGE_RESOLVERS } from './builders/page-resolvers.ts';
import { type ItemFilter, loadSectionItems, unpaged } from './section-items.ts';
import { type NodeContext, sectionNode } from './structure-nodes.ts';

export interface StructureRequest {
  tenant: TenantRow;
  origin: string;
  query: StructureQuery;
  /** Whether the caller is a signed-in user; asked only by pages that differ for them (premium articles). */
  signedIn?: () => Promise<boolean>;
  /** The caller's device (os, desktop) from the query or the device row its deviceId names. */
  device?: () => Promise<CallerDevice>;
}

const notFound = (detail: string) => new ProblemError({ status: 404, code: 'STRUCTURE_NOT_FOUND', detail });

/** Shell §6: the ceiling comes from the query, else the tenant default, else the global default. */
function itemFilter({ tenant, query }: StructureRequest): ItemFilter {
  const { minRating, maxRating } = ratingBounds(tenant, query);
  const lastId = query.lastId === undefined ? undefined : parseLastId(query.lastId);
  if (lastId !== undefined && query.offset !== undefined) {
    const message = 'must not be combined with lastId (page by one or the other)';
    throw new ProblemError({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: `The request query is invalid: query.offset ${message}.`,
      errors: [{ path: 'query.offset', message }],
    });
  }
  return {
    tenantName: tenant.name,
    minRating,
    maxRating,
    ...(lastId === undefined ? {} : { lastId }),
    ...(query.offset === undefined ? {} : { offset: query.offset }),
    ...(query.limit === undefined ? {} : { limit: query.limit }),
  };
}

function parseLastId(raw: string): number {
  if (/^\d{1,9}$/.test(raw)) return Number(raw);
  throw new ProblemError({
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: 'The request query is invalid: query.lastId must be the id of the last item received.',
    errors: [{ path: 'query.lastId', message: 'must be the id of the last item received' }],
  });
}

const nodeContext = (req: StructureRequest): NodeContext => ({
  lang: req.query.lang ?? (req.tenant.defaultLocale as LocaleCode),
  origin: req.origin,
});

const pageCtx = (db: Db, base: string, req: StructureRequest): PageCtx => ({
  db,
  tenantName: req.tenant.name,
  base,
  filter: itemFilter(req),
  node: nodeContext(req),
  signedIn: req.signedIn ?? (async () => false),
  device: req.device ?? (async () => ({})),
});

/** GET /structure/{name}: an unkeyed page of PAGES, else a stored structure (home, main-*). */
export async function composeStructure(db: Db, name: string, req: StructureRequest): Promise<StructureNode> {
  const resolve = PAGE_RESOLVERS[name];
  const def = pageByBase(name);
  if (resolve && def && !def.key) return resolve(pageCtx(db, name, req), '');
  if (def?.key)
    throw notFound(`Structure "${name}" is answered by fragment: /structure/${name}/fragment/{key}.`);
  return composeStored(db, name, req);
}

/** A stored structure: the page node with one child per section, empty sections left out. */
async function composeStored(
  db: Db,
  name: string,
  req: StructureRequest,
  base = name,
): Promise<StructureNode> {
  const filter = itemFilter(req);
  const [structure] = await db
    .select()
    .from(structures)
    .where(and(eq(structures.tenantName, req.tenant.name), eq(structures.name, name)));
  if (!structure) throw notFound(`There is no structure named "${name}".`);
  const sections = await db
    .select()
    .from(structureSections)
    .where(and(eq(structureSections.tenantName, req.tenant.name), eq(structureSections.structureName, name)))
    .orderBy(asc(structureSections.position));
  const ctx = nodeContext(req);
  // A page-level cursor would be ambiguous across sections; paging happens per fragment.
  const pageFilter = unpaged(filter);
  const nodes = await Promise.all(sections.map((section) => renderSection(db, section, pageFilter, ctx)));
  const description = await tenantTagline(db, req.tenant.name, ctx.lang);
  return {
    name: 'page',
    data: {
      title: pickText(structure.titles, ctx.lang),
      // `structure` names where this page's rails page from (GET /structure/{structure}/fragment/{fragmentId}).
      customProperties: { structure: name, base, lang: ctx.lang, ...(description ? { description } : {}) },
    },
    substructure: nodes.filter((node): node is StructureNode => node !== null),
  };
}

/**
 * GET /structure/{name}/fragment/{id}: a keyed page of PAGES (id = its key, contract/pages.ts),
 * /main/{name} as the stored structure main-{name}, else one section of a stored structure.
 */
export async function composeFragment(
  db: Db,
  name: string,
  fragmentId: string,
  req: StructureRequest,
): Promise<StructureNode> {
  if (name === 'main') {
    if (!/^[a-z0-9][a-z0-9-]{0,60}$/.test(fragmentId))
      throw notFound(`There is no main page "${fragmentId}".`);
    return composeStored(db, `main-${fragmentId}`, req, 'main').catch((error: unknown) => {
      throw error instanceof ProblemError && error.status === 404
        ? notFound(`There is no main page "${fragmentId}".`)
        : error;
    });
  }
  const resolve = PAGE_RESOLVERS[name];
  if (resolve && pageByBase(name)?.key) return resolve(pageCtx(db, name, req), fragmentId);
  const fragment = FRAGMENT_RESOLVERS[name];
  if (fragment) return fragment(pageCtx(db, name, req), fragmentId);
  const filter = itemFilter(req);
  const [section] = await db
    .select()
    .from(structureSections)
    .where(
      and(
        eq(structureSections.tenantName, req.tenant.name),
        eq(structureSections.structureName, name),
        eq(structureSections.slug, fragmentId),
      ),
    );
  if (!section) throw notFound(`Structure "${name}" has no fragment "${fragmentId}".`);
  const node = await renderSection(db, section, filter, nodeContext(req));
  // An exhausted or fully filtered section is still a valid, empty fragment.
  return (
    node ?? {
      name: section.kind,
      data: { customProperties: { fragmentId, hasMore: false } },
      substructure: [],
    }
  );
}

async function renderSection(db: Db, section: StructureSectionRow, filter: ItemFilter, ctx: NodeContext) {
  const page = await loadSectionItems(db, section, filter);
  return sectionNode(section, page, ctx);
}
