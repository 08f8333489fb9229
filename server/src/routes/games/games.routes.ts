import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { GAME_ERRORS, gameEndpoints } from '../../../../contract/games.ts';
import type { LocaleCode } from '../../../../contract/locales.ts';
import type { AppEnv } from '../../app-env.ts';
import { clientIp, type ProxyTrust } from '../../auth/client-ip.ts';
import { readSecretCookie, setSecretCookie } from '../../auth/cookies.ts';
import { enforceRateLimits } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { requireUser, signedInUser } from '../../http/auth-middleware.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { ProblemError } from '../../http/problem.ts';
import { rangedFileResponse } from '../../http/ranged-file.ts';
import { requestHostname, requestOrigin } from '../../http/request-origin.ts';
import { requireMediaBinding, setMediaCookie } from '../media/media-cookie.ts';
import { requireAllowedItem } from '../parental/parental-limit.ts';
import { optionalUser } from '../player/optional-user.ts';
import { findTenantForHost } from '../tenant/tenant.service.ts';
import { verifyGameDownloadGrant } from './game-grants.ts';
import { gamesOriginOf } from './game-origin.routes.ts';
import type { GamePackages } from './game-packages.ts';
import { submitGameScore } from './game-score.ts';
import { downloadGame, type GameContext, playGame, playGameFree } from './games.service.ts';

const E = gameEndpoints;
type Ctx = Context<AppEnv>;

/** The visitor cookie: a random id free plays are counted by (a visitor has no account to count them on). */
const VISITOR_COOKIE = 'game-visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const VISITOR_COOKIE_SECONDS = 365 * 86_400;

/** Free plays a client address may start per day, whatever its cookies (a visitor clearing them keeps its address). */
export const FREE_PLAYS_PER_ADDRESS = { limit: 30, windowSeconds: 86_400 };

function visitorKey(c: Ctx): string {
  const known = readSecretCookie(c, VISITOR_COOKIE);
  if (known && VISITOR_ID.test(known)) return known;
  const fresh = randomBytes(16).toString('base64url');
  setSecretCookie(c, VISITOR_COOKIE, fresh, { maxAgeSeconds: VISITOR_COOKIE_SECONDS, sameSite: 'Lax' });
  return fresh;
}

export interface GameRouteSettings extends ProxyTrust {
  /** GAMES_ORIGIN, else games.localhost on the request's scheme and port. */
  gamesOrigin: string | undefined;
}

/** Answers about one user's plays and grants: never kept by any cache. */
const noStore = (c: Ctx) => c.header('cache-control', 'no-store');

/** Commerce §7 games: /game/play, /game/play-free, /game/download and the named URL lookups. */
export function gameRoutes(db: Db, packages: GamePackages, settings: GameRouteSettings): Hono<AppEnv> {
  const auth = requireUser(db);
  const maybeUser = optionalUser(db);
  const router = new Hono<AppEnv>();
  const context = (c: Ctx, lang: LocaleCode | undefined, deviceId: number): GameContext => {
    const tenant = c.get('tenant');
    const origin = requestOrigin(c.req.url);
    return {
      tenantName: tenant.name,
      userId: c.get('userId'),
      origin,
      gamesOrigin: gamesOriginOf(origin, settings.gamesOrigin),
      lang: lang ?? (tenant.defaultLocale as LocaleCode),
      deviceId,
    };
  };
  const free = async (c: Ctx, lang: LocaleCode | undefined, deviceId: number, articleId: number) => {
    await requireAllowedItem(db, c, articleId);
    const ctx = context(c, lang, deviceId);
    const visitor = ctx.userId ? {} : { visitorKey: visitorKey(c) };
    const key = `game-free:ip:${ctx.tenantName}:${clientIp(c, settings)}`;
    // In the play's transaction: a refused play counts nothing. Users too: the device id is the caller's word,
    // so the address cap is what bounds a player who names a new device each time.
    const admit = async (tx: Db) => {
      await enforceRateLimits(tx, [{ key, ...FREE_PLAYS_PER_ADDRESS }]);
    };
    noStore(c);
    return playGameFree(db, { ...ctx, ...visitor }, articleId, admit);
  };
  const download = async (c: Ctx, lang: LocaleCode | undefined, deviceId: number, articleId: number) => {
    await requireAllowedItem(db, c, articleId);
    const ctx = { ...context(c, lang, deviceId), userId: signedInUser(c) };
    const answer = await downloadGame(db, packages, ctx, articleId);
    // The zip is served only to the browser holding this user's media cookie.
    await setMediaCookie(c, db, ctx.tenantName, ctx.userId);
    noStore(c);
    return answer;
  };
  serveEndpoint(router, E.play, [auth], async (c, { query, body }) => {
    noStore(c);
    await requireAllowedItem(db, c, body.articleId);
    return playGame(db, context(c, query.lang, body.deviceId), body.articleId);
  });
  serveEndpoint(router, E.score, [auth], (c, { body }) => {
    noStore(c);
    return submitGameScore(db, { tenantName: c.get('tenant').name, userId: signedInUser(c) }, body);
  });
  serveEndpoint(router, E.playFree, [maybeUser], (c, { query, body }) =>
    free(c, query.lang, body.deviceId, body.articleId),
  );
  serveEndpoint(router, E.download, [auth], (c, { query, body }) =>
    download(c, query.lang, body.deviceId, body.articleId),
  );
  serveEndpoint(router, E.onlineUrl, [auth], async (c, { params, query }) => {
    noStore(c);
    await requireAllowedItem(db, c, params.id);
    return { uri: (await playGame(db, context(c, query.lang, query.deviceId), params.id)).url };
  });
  serveEndpoint(router, E.onlineFreeUrl, [maybeUser], async (c, { params, query }) => ({
    uri: (await free(c, query.lang, query.deviceId, params.id)).url,
  }));
  serveEndpoint(router, E.downloadUrl, [auth], async (c, { params, query }) => ({
    uri: (await download(c, query.lang, query.deviceId, params.id)).uri,
  }));
  return router;
}

const forbidden = (code: string, detail: string) => new ProblemError({ status: 403, code, detail });

/**
 * GET/HEAD /media/game/{grant}/{slug}.zip: a downloadable game's package on the tenant's own host. The grant
 * must be genuine, live and of the Host's tenant, the media cookie must name its tenant and user, and the
 * file must be the game's own.
 */
export function gameDownloadRoutes(db: Db, packages: GamePackages, defaultTenant: string): Hono {
  return new Hono().get('/media/game/:grant/:file', async (c) => {
    const checked = await verifyGameDownloadGrant(db, c.req.param('grant'));
    if (!checked.ok)
      throw checked.reason === 'expired'
        ? forbidden(GAME_ERRORS.grantExpired, 'This download link has expired; ask for the game again.')
        : forbidden(GAME_ERRORS.grantInvalid, 'This download link is not valid.');
    const grant = checked.grant;
    const tenant = await findTenantForHost(db, requestHostname(c.req.url), defaultTenant);
    if (tenant.name !== grant.t)
      throw forbidden(GAME_ERRORS.grantOtherTenant, 'This download link belongs to another service.');
    await requireMediaBinding(c, db, grant);
    const [item] = await db
      .select()
      .from(catalogueItems)
      .where(and(eq(catalogueItems.tenantName, grant.t), eq(catalogueItems.id, grant.i)));
    if (!item || item.props.gameEngine !== grant.g)
      throw new ProblemError({ status: 404, code: GAME_ERRORS.notFound, detail: 'This game is gone.' });
    const pkg = await packages.ready(grant.t, item, grant.g as NonNullable<typeof item.props.gameEngine>);
    if (c.req.param('file') !== pkg.fileName)
      throw new ProblemError({ status: 404, code: 'FILE_NOT_FOUND', detail: 'There is no such file.' });
    const answer = await rangedFileResponse(c.req.raw, {
      path: pkg.path,
      contentType: 'application/zip',
      cacheControl: 'private, no-cache',
    });
    answer.headers.set('content-disposition', `attachment; filename="${pkg.fileName}"`);
    return answer;
  });
}
