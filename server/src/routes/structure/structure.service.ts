import type { LocaleCode } from '../../../../contract/locales.ts';
import { pageByBase } from '../../../../contract/pages.ts';
import type { StructureNode, StructureQuery } from '../../../../contract/structure.ts';
import type { Db } from '../../db/client.ts';
import { pickText } from '../../db/schema/localized-text.ts';
import type { StructureSectionRow } from '../../db/schema/structure.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';
import type { CallerDevice } from './builders/caller-device.ts';
import { FRAGMENT_RESOLVERS } from './builders/fragments.ts';
import { batchedTagline, type PageCtx, TAGLINE_KEY, taglineQuery } from './builders/page-kit.ts';
import { PAGE_RESOLVERS } from './builders/page-resolvers.ts';
import { itemFilter } from './item-filter.ts';
import { QueryBatch } from './query-batch.ts';
import { type ItemFilter, loadSectionItems, unpaged } from './section-items.ts';
import { readStoredStructure, type StoredStructures } from './stored-structures.ts';
import { storiesNode } from './stories-node.ts';
import { continueWatchingNode, type NodeContext, sectionNode } from './structure-nodes.ts';

export interface StructureRequest {
  tenant: TenantRow;
  origin: string;
  query: StructureQuery;
  /** Whether the caller is a signed-in user; asked only by pages that differ for them (premium articles). */
  signedIn?: () => Promise<boolean>;
  /** The caller's device (os, desktop) from the query or the device row its deviceId names. */
  device?: (db: QueryBatch) => Promise<CallerDevice>;
  /** Stored structures kept in memory (validated by the content version); read every time without. */
  stored?: StoredStructures;
  /** The caller's active parental age group, when it restricts them (parental-limit.ts). */
  parentalLimit?: number;
  /** The kinds of the tenant's switched-off families (family-switch.ts): shown in no list, story or link. */
  hiddenKinds?: readonly string[];
}

const notFound = (detail: string) => new ProblemError({ status: 404, code: 'STRUCTURE_NOT_FOUND', detail });

const nodeContext = (req: StructureRequest): NodeContext => ({
  lang: req.query.lang ?? (req.tenant.defaultLocale as LocaleCode),
  origin: req.origin,
});

/** The composition's context; the tagline rides along with its first statement (most pages need it). */
function pageCtx(db: Db, base: string, req: StructureRequest): PageCtx {
  const batch = new QueryBatch(db);
  const filter = itemFilter(req.tenant, req.query, req.parentalLimit, req.hiddenKinds);
  batch.prefetch(taglineQuery(req.tenant.name), TAGLINE_KEY);
  let device: Promise<CallerDevice> | undefined;
  return {
    db: batch,
    tenantName: req.tenant.name,
    base,
    filter,
    node: nodeContext(req),
    signedIn: req.signedIn ?? (async () => false),
    device: () => {
      device ??= req.device ? req.device(batch) : Promise.resolve({});
      return device;
    },
  };
}

/** GET /structure/{name}: an unkeyed page of PAGES, else a stored structure (home, main-*). */
export async function composeStructure(db: Db, name: string, req: StructureRequest): Promise<StructureNode> {
  const resolve = PAGE_RESOLVERS[name];
  const def = pageByBase(name);
  if (resolve && def && !def.key) return resolve(pageCtx(db, name, req), '');
  if (def?.key)
    throw notFound(`Structure "${name}" is answered by fragment: /structure/${name}/fragment/{key}.`);
  return composeStored(pageCtx(db, name, req), req, name);
}

/** A stored structure from the kept definitions when there are some, else read. */
const storedStructure = (p: PageCtx, req: StructureRequest, name: string) =>
  req.stored ? req.stored.read(p.db, p.tenantName, name) : readStoredStructure(p.db, p.tenantName, name);

/** A stored structure: the page node with one child per section, empty sections left out. */
async function composeStored(p: PageCtx, req: StructureRequest, name: string): Promise<StructureNode> {
  const structure = await storedStructure(p, req, name);
  if (!structure) throw notFound(`There is no structure named "${name}".`);
  // A page-level cursor would be ambiguous across sections; paging happens per fragment.
  const pageFilter = unpaged(p.filter);
  const [nodes, description] = await Promise.all([
    Promise.all(structure.sections.map((section) => renderSection(p.db, section, pageFilter, p.node))),
    batchedTagline(p.db, p.tenantName, p.node.lang),
  ]);
  const shown = nodes.filter((node): node is StructureNode => node !== null);
  // The home's continue-watching rail, after its first section (the hero).
  if (name === 'home') shown.splice(Math.min(1, shown.length), 0, continueWatchingNode());
  return {
    name: 'page',
    data: {
      title: pickText(structure.titles, p.node.lang),
      // `structure` names where this page's rails page from (GET /structure/{structure}/fragment/{fragmentId}).
      customProperties: {
        structure: name,
        base: p.base,
        lang: p.node.lang,
        ...(description ? { description } : {}),
      },
    },
    substructure: shown,
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
    return composeStored(pageCtx(db, 'main', req), req, `main-${fragmentId}`).catch((error: unknown) => {
      throw error instanceof ProblemError && error.status === 404
        ? notFound(`There is no main page "${fragmentId}".`)
        : error;
    });
  }
  const resolve = PAGE_RESOLVERS[name];
  if (resolve && pageByBase(name)?.key) return resolve(pageCtx(db, name, req), fragmentId);
  const fragment = FRAGMENT_RESOLVERS[name];
  if (fragment) return fragment(pageCtx(db, name, req), fragmentId);
  const p = pageCtx(db, name, req);
  const section = (await storedStructure(p, req, name))?.sections.find((s) => s.slug === fragmentId);
  if (!section) throw notFound(`Structure "${name}" has no fragment "${fragmentId}".`);
  const node = await renderSection(p.db, section, p.filter, p.node);
  // An exhausted or fully filtered section is still a valid, empty fragment.
  return (
    node ?? {
      name: section.kind,
      data: { customProperties: { fragmentId, hasMore: false } },
      substructure: [],
    }
  );
}

async function renderSection(
  db: QueryBatch,
  section: StructureSectionRow,
  filter: ItemFilter,
  ctx: NodeContext,
) {
  if (section.kind === 'stories') return storiesNode(db, section, filter, ctx);
  const page = await loadSectionItems(db, section, filter);
  return sectionNode(section, page, ctx);
}
