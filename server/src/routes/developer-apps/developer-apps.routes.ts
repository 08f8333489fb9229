import { type Context, Hono } from 'hono';
import { developerAppEndpoints as E } from '../../../../contract/developer-apps.ts';
import type { AppEnv } from '../../app-env.ts';
import { clientIp, type ProxyTrust } from '../../auth/client-ip.ts';
import type { Db } from '../../db/client.ts';
import { requireUser, signedInUser } from '../../http/auth-middleware.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { appTokenUser } from './app-tokens.ts';
import {
  createApp,
  type DeveloperScope,
  getApp,
  listApps,
  revokeApp,
  rotateSecret,
  updateApp,
} from './apps.service.ts';
import { listConsents, profileOf, revokeConsent } from './consents.service.ts';
import { authorizeInfo, denyConsent, exchangeCode, grantConsent } from './oauth.service.ts';
import { servePartnerApi } from './partner-api.routes.ts';

type Ctx = Context<AppEnv>;

/** Shell §2 partner developer apps: the developer's calls, the consent screen's, and the app's token and reads. */
export function developerAppRoutes(db: Db, trust: ProxyTrust): Hono<AppEnv> {
  const auth = requireUser(db);
  const router = new Hono<AppEnv>();
  const scopeOf = (c: Ctx): DeveloperScope => {
    c.header('cache-control', 'no-store');
    return { tenantName: c.get('tenant').name, userId: signedInUser(c) };
  };
  serveEndpoint(router, E.create, [auth], (c, { body }) => {
    const s = scopeOf(c);
    return db.transaction((tx) => createApp(tx, s, body));
  });
  serveEndpoint(router, E.list, [auth], (c) => listApps(db, scopeOf(c)));
  serveEndpoint(router, E.get, [auth], (c, { params }) => getApp(db, scopeOf(c), params.id));
  serveEndpoint(router, E.update, [auth], (c, { params, body }) => {
    const s = scopeOf(c);
    return db.transaction((tx) => updateApp(tx, s, params.id, body));
  });
  serveEndpoint(router, E.rotateSecret, [auth], (c, { params }) => {
    const s = scopeOf(c);
    return db.transaction((tx) => rotateSecret(tx, s, params.id));
  });
  serveEndpoint(router, E.revoke, [auth], (c, { params }) => {
    const s = scopeOf(c);
    return db.transaction((tx) => revokeApp(tx, s, params.id));
  });
  serveEndpoint(router, E.authorize, [auth], (c, { query }) => authorizeInfo(db, scopeOf(c), query));
  serveEndpoint(router, E.grant, [auth], (c, { body }) => {
    const s = scopeOf(c);
    return db.transaction((tx) => grantConsent(tx, s, body));
  });
  serveEndpoint(router, E.deny, [auth], (c, { body }) => denyConsent(db, scopeOf(c), body));
  serveEndpoint(router, E.token, [], (c, { body }) => {
    c.header('cache-control', 'no-store');
    return exchangeCode(db, c.get('tenant').name, clientIp(c, trust), body);
  });
  serveEndpoint(router, E.userinfo, [], async (c) => {
    c.header('cache-control', 'no-store');
    const tenantName = c.get('tenant').name;
    return profileOf(db, tenantName, await appTokenUser(db, c, 'profile:read'));
  });
  servePartnerApi(router, db);
  serveEndpoint(router, E.consents, [auth], (c) => listConsents(db, scopeOf(c)));
  serveEndpoint(router, E.revokeConsent, [auth], (c, { params }) => revokeConsent(db, scopeOf(c), params.id));
  return router;
}
