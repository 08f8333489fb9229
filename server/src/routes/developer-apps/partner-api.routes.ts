import type { Context, Hono } from 'hono';
import { partnerApiEndpoints as P } from '../../../../contract/partner-api.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { appUserOf, requireAppScope } from './app-tokens.ts';
import {
  type PartnerPageRequest,
  type PartnerScope,
  partnerFavourites,
  partnerHistory,
  partnerLibrary,
} from './partner-api.service.ts';

type Ctx = Context<AppEnv>;

const scopeOf = (c: Ctx): PartnerScope => ({ tenant: c.get('tenant'), userId: appUserOf(c) });
const pageOf = (c: Ctx, query: Omit<PartnerPageRequest, 'origin'>): PartnerPageRequest => ({
  offset: query.offset,
  limit: query.limit,
  lang: query.lang,
  origin: requestOrigin(c.req.url),
});

/**
 * The partner API: one read per consent scope with an app's Bearer token (the token is checked before the
 * query: 401 for a missing, expired or revoked token or another tenant's, 403 insufficient_scope without the scope).
 */
export function servePartnerApi(router: Hono<AppEnv>, db: Db): void {
  serveEndpoint(router, P.library, [requireAppScope(db, 'library:read')], (c, { query }) =>
    partnerLibrary(db, scopeOf(c), pageOf(c, query)),
  );
  serveEndpoint(router, P.favourites, [requireAppScope(db, 'favourites:read')], (c, { query }) =>
    partnerFavourites(db, scopeOf(c), query.type, pageOf(c, query)),
  );
  serveEndpoint(router, P.history, [requireAppScope(db, 'history:read')], (c, { query }) =>
    partnerHistory(db, scopeOf(c), pageOf(c, query)),
  );
}
