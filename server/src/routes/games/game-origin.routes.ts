import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { GAME_ERRORS } from '../../../../contract/games.ts';
import type { Db } from '../../db/client.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { gameSessions } from '../../db/schema/games.ts';
import { ProblemError } from '../../http/problem.ts';
import { rangedFileResponse } from '../../http/ranged-file.ts';
import { requestHostname } from '../../http/request-origin.ts';
import { contentTypeOf, type GameFiles, injectGamePage, readGamePage } from './game-files.ts';
import { type GameGrant, signGameSessionToken, verifyGameGrant } from './game-grants.ts';

/** The demo's game origin host (Chromium resolves *.localhost to loopback), on the server's own port. */
export const DEFAULT_GAMES_HOST = 'games.localhost';

/** Where games are served: GAMES_ORIGIN, else games.localhost with the scheme and port of the request. */
export function gamesOriginOf(requestOrigin: string, configured: string | undefined): string {
  if (configured) return configured;
  const url = new URL(requestOrigin);
  url.hostname = DEFAULT_GAMES_HOST;
  return url.origin;
}

/** The host name requests for games arrive on. */
export const gamesHostOf = (configured: string | undefined): string =>
  configured ? new URL(configured).hostname : DEFAULT_GAMES_HOST;

/** The game page's policy: its own scripts, styles and pictures only, no network, framed by its portal only. */
export const gamePagePolicy = (portalOrigin: string): string =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "media-src 'self'",
    "connect-src 'none'",
    `frame-ancestors ${portalOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

const PATH = /^\/g\/([^/]+)\/([^/]*)$/;

const refused = (code: string, detail: string, status = 403) => new ProblemError({ status, code, detail });
const noSuchPage = () => refused('NOT_FOUND', 'This host serves games only.', 404);

async function checkedGrant(db: Db, sealed: string): Promise<GameGrant> {
  const checked = await verifyGameGrant(db, sealed);
  if (checked.ok) return checked.grant;
  throw checked.reason === 'expired'
    ? refused(GAME_ERRORS.grantExpired, 'This game link has expired; start the game again.')
    : refused(GAME_ERRORS.grantInvalid, 'This game link is not valid.');
}

/** The page needs its live session, of the grant's tenant and game, and the game still in that tenant. */
async function requireLiveSession(db: Db, grant: GameGrant): Promise<void> {
  const [row] = await db
    .select({ id: gameSessions.id })
    .from(gameSessions)
    .innerJoin(catalogueItems, eq(catalogueItems.id, gameSessions.itemId))
    .where(
      and(
        eq(gameSessions.id, grant.s),
        eq(gameSessions.tenantName, grant.t),
        eq(gameSessions.itemId, grant.i),
        eq(catalogueItems.tenantName, grant.t),
        gt(gameSessions.expiresAt, new Date()),
      ),
    );
  if (!row)
    throw refused(GAME_ERRORS.grantOtherTenant, 'This game link belongs to no live game session here.');
}

async function gamePage(db: Db, files: GameFiles, request: Request, grant: GameGrant): Promise<Response> {
  await requireLiveSession(db, grant);
  const path = await files.pathOf(grant.g, 'index.html');
  if (!path) throw noSuchPage();
  const sessionToken = await signGameSessionToken(db, { t: grant.t, s: grant.s, i: grant.i, e: grant.e });
  const html = injectGamePage(await readGamePage(path), { lang: grant.l, hostOrigin: grant.o, sessionToken });
  return new Response(request.method === 'HEAD' ? null : html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // The page carries this session's token: never kept.
      'cache-control': 'no-store',
      'content-length': String(Buffer.byteLength(html)),
    },
  });
}

/**
 * The game origin (issue 19): on its host only GET/HEAD /g/{grant}/ (the game page) and /g/{grant}/{file}
 * (the engine's files and the SDK) exist; everything else is 404, and other hosts pass through. Every answer
 * carries the game page policy (framed by the grant's portal origin only) and may be embedded cross-origin
 * (the sandboxed frame has an opaque origin).
 */
export function gameOriginRoutes(db: Db, files: GameFiles, configured: string | undefined) {
  const host = gamesHostOf(configured);
  return async (c: Context, next: () => Promise<void>): Promise<Response | undefined> => {
    if (requestHostname(c.req.url) !== host) {
      await next();
      return undefined;
    }
    let policy = gamePagePolicy("'none'");
    try {
      const match = PATH.exec(c.req.path);
      if (!match || !['GET', 'HEAD'].includes(c.req.method)) throw noSuchPage();
      const [, sealed = '', file = ''] = match;
      const grant = await checkedGrant(db, sealed);
      policy = gamePagePolicy(grant.o);
      let answer: Response;
      if (file === '' || file === 'index.html') answer = await gamePage(db, files, c.req.raw, grant);
      else {
        const path = await files.pathOf(grant.g, file);
        if (!path) throw refused('NOT_FOUND', 'This game has no such file.', 404);
        // Files never change under a grant: kept while it lives.
        const seconds = Math.max(0, grant.e - Math.floor(Date.now() / 1000));
        answer = await rangedFileResponse(c.req.raw, {
          path,
          contentType: contentTypeOf(file),
          cacheControl: `private, max-age=${seconds}, immutable`,
        });
      }
      answer.headers.set('content-security-policy', policy);
      answer.headers.set('cross-origin-resource-policy', 'cross-origin');
      return answer;
    } catch (error) {
      if (error instanceof ProblemError)
        throw new ProblemError({
          status: error.status,
          code: error.code,
          detail: error.message,
          headers: { ...error.headers, 'content-security-policy': policy },
        });
      throw error;
    }
  };
}
