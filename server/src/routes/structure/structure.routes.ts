import { Hono } from 'hono';
import { CONFIGURATION_STRUCTURE } from '../../../../contract/configuration.ts';
import type { LocaleCode } from '../../../../contract/locales.ts';
import { structureEndpoints } from '../../../../contract/structure.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { parseInput } from '../../http/validate.ts';
import { configurationFragment, configurationStructure } from './configuration.service.ts';
import { composeFragment, composeStructure, type StructureRequest } from './structure.service.ts';

const { structure, fragment } = structureEndpoints;
const langOf = (req: StructureRequest): LocaleCode =>
  req.query.lang ?? (req.tenant.defaultLocale as LocaleCode);

/** GET /structure/{name} and /structure/{name}/fragment/{id} (shell §7), validated with the contract. */
export function structureRoutes(db: Db): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/structure/:name', async (c) => {
      const { name } = parseInput(structure.params, c.req.param(), 'path');
      const req: StructureRequest = {
        tenant: c.get('tenant'),
        origin: requestOrigin(c.req.url),
        query: parseInput(structure.query, c.req.query(), 'query'),
      };
      if (name === CONFIGURATION_STRUCTURE)
        return c.json(await configurationStructure(db, req.tenant.name, langOf(req)));
      c.header('cache-control', 'no-cache');
      return c.json(await composeStructure(db, name, req));
    })
    .get('/structure/:name/fragment/:id', async (c) => {
      const { name, id } = parseInput(fragment.params, c.req.param(), 'path');
      const req: StructureRequest = {
        tenant: c.get('tenant'),
        origin: requestOrigin(c.req.url),
        query: parseInput(fragment.query, c.req.query(), 'query'),
      };
      if (name === CONFIGURATION_STRUCTURE)
        return c.json(await configurationFragment(db, req.tenant.name, id, langOf(req)));
      c.header('cache-control', 'no-cache');
      return c.json(await composeFragment(db, name, id, req));
    });
}
