import { type Context, Hono } from 'hono';
import { CONFIGURATION_STRUCTURE } from '../../../../contract/configuration.ts';
import type { LocaleCode } from '../../../../contract/locales.ts';
import { PARENTAL_UNLOCK_HEADER } from '../../../../contract/parental.ts';
import {
  type StructureNode,
  type StructureQuery,
  structureEndpoints,
} from '../../../../contract/structure.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { needsDatabase } from '../../http/admission.ts';
import { bearerToken } from '../../http/auth-middleware.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { parentalLimit } from '../parental/parental-limit.ts';
import { configurationFragment, configurationStructure } from './configuration.service.ts';
import { assertFamilyOn, hiddenKindsOf } from './family-switch.ts';
import { itemFilter } from './item-filter.ts';
import { StoredStructures } from './stored-structures.ts';
import { composeFragment, composeStructure, type StructureRequest } from './structure.service.ts';
import { type AnswerSpec, answerKey, type StructureCaching, serveAnswer } from './structure-answers.ts';
import { viewerOf } from './viewer.ts';

const { structure, fragment } = structureEndpoints;

type Compose = (req: StructureRequest) => Promise<StructureNode>;
interface SpecInput {
  query: StructureQuery;
  stored: StoredStructures | undefined;
  /** The caller's parental age group, when parental control restricts them (parentalLimit). */
  parental: number | undefined;
  /** The kinds of the tenant's switched-off families, left out of every list (family-switch.ts). */
  hidden: string[];
}

/** The signed-in caller's parental limit; a request without a token asks nothing. */
async function parentalOf(db: Db, c: Context<AppEnv>): Promise<number | undefined> {
  if (!bearerToken(c)) return undefined;
  await needsDatabase(c.req.raw);
  return parentalLimit(db, c);
}

/**
 * An answer narrowed for one user's parental control is theirs alone: never kept by a shared or
 * service-worker cache (the portal also names the limit in its own cache key).
 */
function personal(response: Response, parental: number | undefined): Response {
  if (parental === undefined) return response;
  response.headers.set('cache-control', 'private, no-store');
  response.headers.set('vary', `Accept-Encoding, Authorization, ${PARENTAL_UNLOCK_HEADER}`);
  return response;
}
const langOf = (req: StructureRequest): LocaleCode =>
  req.query.lang ?? (req.tenant.defaultLocale as LocaleCode);

/**
 * One structure request as an answer spec. The key holds only what changes the answer: the
 * resolved language, rating bounds and paging, and the origin its URLs start with; the device and
 * the signed-in state join it only when the composition asks for them (answer-cache.ts).
 */
function specOf(
  db: Db,
  c: Context<AppEnv>,
  { query, stored, parental, hidden }: SpecInput,
  path: string[],
  compose: Compose,
) {
  const tenant = c.get('tenant');
  const viewer = viewerOf(db, c, query);
  const origin = requestOrigin(c.req.url);
  const req: StructureRequest = {
    tenant,
    origin,
    query,
    signedIn: viewer.signedIn,
    device: viewer.deviceVia,
    ...(stored ? { stored } : {}),
    ...(parental === undefined ? {} : { parentalLimit: parental }),
    ...(hidden.length ? { hiddenKinds: hidden } : {}),
  };
  const lang = langOf(req);
  const base = { viewer, fresh: query.omitCache === true };
  if (path[1] === CONFIGURATION_STRUCTURE)
    return {
      ...base,
      policy: 'configuration',
      key: answerKey([...path, lang]),
      compose: () => compose(req),
    } as const;
  // Invalid bounds or paging are a 400 before any cache is asked.
  const { minRating, maxRating, lastId, offset, limit, lockedAbove } = itemFilter(tenant, query, parental);
  const lock = lockedAbove === undefined ? undefined : `p${lockedAbove}`;
  // A family switched on or off changes every list of the tenant: the hidden kinds join the key.
  const off = hidden.length ? `off:${hidden.join(',')}` : undefined;
  const key = answerKey([...path, lang, minRating, maxRating, lastId, offset, limit, origin, lock, off]);
  return { ...base, policy: 'structure', key, compose: () => compose(req) } satisfies AnswerSpec;
}

/** GET /structure/{name} and /structure/{name}/fragment/{id} (shell §7), validated with the contract. */
export function structureRoutes(db: Db, caching?: StructureCaching): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const stored = caching?.versions ? new StoredStructures(caching.versions) : undefined;
  serveEndpoint(router, structure, [], async (c, { params: { name }, query }) => {
    const compose: Compose =
      name === CONFIGURATION_STRUCTURE
        ? (req) => configurationStructure(db, req.tenant.name, langOf(req))
        : (req) => composeStructure(db, name, req);
    await assertFamilyOn(db, c.get('tenant'), name);
    const parental = await parentalOf(db, c);
    const hidden = await hiddenKindsOf(db, c.get('tenant').name);
    const spec = specOf(db, c, { query, stored, parental, hidden }, ['structure', name], compose);
    return personal(await serveAnswer(c, caching, spec), parental);
  });
  serveEndpoint(router, fragment, [], async (c, { params: { name, id }, query }) => {
    const compose: Compose =
      name === CONFIGURATION_STRUCTURE
        ? (req) => configurationFragment(db, req.tenant.name, id, langOf(req))
        : (req) => composeFragment(db, name, id, req);
    await assertFamilyOn(db, c.get('tenant'), name, id);
    const parental = await parentalOf(db, c);
    const hidden = await hiddenKindsOf(db, c.get('tenant').name);
    const spec = specOf(db, c, { query, stored, parental, hidden }, ['fragment', name, id], compose);
    return personal(await serveAnswer(c, caching, spec), parental);
  });
  return router;
}
