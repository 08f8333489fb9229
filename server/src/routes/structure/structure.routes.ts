import { type Context, Hono } from 'hono';
import { CONFIGURATION_STRUCTURE } from '../../../../contract/configuration.ts';
import type { LocaleCode } from '../../../../contract/locales.ts';
import { type StructureQuery, structureEndpoints } from '../../../../contract/structure.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { bearerToken, requireUser } from '../../http/auth-middleware.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { callerDevice } from './builders/caller-device.ts';
import { configurationFragment, configurationStructure } from './configuration.service.ts';
import { composeFragment, composeStructure, type StructureRequest } from './structure.service.ts';

const { structure, fragment } = structureEndpoints;
const langOf = (req: StructureRequest): LocaleCode =>
  req.query.lang ?? (req.tenant.defaultLocale as LocaleCode);

/**
 * The request as page builders see it. Asking whether the caller is signed in makes the answer
 * personal: it then varies by Authorization and must never sit in a shared cache.
 */
function structureRequest(db: Db, c: Context<AppEnv>, query: StructureQuery) {
  let personal = false;
  let signedIn: Promise<boolean> | undefined;
  const req: StructureRequest = {
    tenant: c.get('tenant'),
    origin: requestOrigin(c.req.url),
    query,
    signedIn: () => {
      personal = true;
      // A token that is present but bad is a 401 (the portal renews it), as on every signed-in call.
      signedIn ??= bearerToken(c)
        ? requireUser(db)(c, async () => {}).then(() => true)
        : Promise.resolve(false);
      return signedIn;
    },
    device: () => callerDevice(db, c.get('tenant').name, query),
  };
  const headers = () => {
    c.header('cache-control', personal ? 'private, no-store' : 'no-cache');
    if (personal) c.header('vary', 'Authorization');
  };
  return { req, headers };
}

/** GET /structure/{name} and /structure/{name}/fragment/{id} (shell §7), validated with the contract. */
export function structureRoutes(db: Db): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  serveEndpoint(router, structure, [], async (c, { params: { name }, query }) => {
    const { req, headers } = structureRequest(db, c, query);
    if (name === CONFIGURATION_STRUCTURE) return configurationStructure(db, req.tenant.name, langOf(req));
    const node = await composeStructure(db, name, req);
    headers();
    return node;
  });
  serveEndpoint(router, fragment, [], async (c, { params: { name, id }, query }) => {
    const { req, headers } = structureRequest(db, c, query);
    if (name === CONFIGURATION_STRUCTURE) return configurationFragment(db, req.tenant.name, id, langOf(req));
    const node = await composeFragment(db, name, id, req);
    headers();
    return node;
  });
  return router;
}
