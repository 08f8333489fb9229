import { type Context, Hono } from 'hono';
import { CONFIGURATION_STRUCTURE } from '../../../../contract/configuration.ts';
import type { LocaleCode } from '../../../../contract/locales.ts';
import {
  type StructureNode,
  type StructureQuery,
  structureEndpoints,
} from '../../../../contract/structure.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { configurationFragment, configurationStructure } from './configuration.service.ts';
import { itemFilter } from './item-filter.ts';
import { StoredStructures } from './stored-structures.ts';
import { composeFragment, composeStructure, type StructureRequest } from './structure.service.ts';
import { type AnswerSpec, answerKey, type StructureCaching, serveAnswer } from './structure-answers.ts';
import { viewerOf } from './viewer.ts';

const { structure, fragment } = structureEndpoints;

type Compose = (req: StructureRequest) => Promise<StructureNode>;
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
  { query, stored }: { query: StructureQuery; stored: StoredStructures | undefined },
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
  const { minRating, maxRating, lastId, offset, limit } = itemFilter(tenant, query);
  const key = answerKey([...path, lang, minRating, maxRating, lastId, offset, limit, origin]);
  return { ...base, policy: 'structure', key, compose: () => compose(req) } satisfies AnswerSpec;
}

/** GET /structure/{name} and /structure/{name}/fragment/{id} (shell §7), validated with the contract. */
export function structureRoutes(db: Db, caching?: StructureCaching): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const stored = caching?.versions ? new StoredStructures(caching.versions) : undefined;
  serveEndpoint(router, structure, [], (c, { params: { name }, query }) => {
    const compose: Compose =
      name === CONFIGURATION_STRUCTURE
        ? (req) => configurationStructure(db, req.tenant.name, langOf(req))
        : (req) => composeStructure(db, name, req);
    return serveAnswer(c, caching, specOf(db, c, { query, stored }, ['structure', name], compose));
  });
  serveEndpoint(router, fragment, [], (c, { params: { name, id }, query }) => {
    const compose: Compose =
      name === CONFIGURATION_STRUCTURE
        ? (req) => configurationFragment(db, req.tenant.name, id, langOf(req))
        : (req) => composeFragment(db, name, id, req);
    return serveAnswer(c, caching, specOf(db, c, { query, stored }, ['fragment', name, id], compose));
  });
  return router;
}
