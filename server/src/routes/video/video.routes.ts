import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { LocaleCode } from '../../../../contract/locales.ts';
import { videoEndpoints } from '../../../../contract/video.ts';
import type { AppEnv } from '../../app-env.ts';
import { clientIp, type ProxyTrust } from '../../auth/client-ip.ts';
import { enforceRateLimits } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import type { LicenceRequestKind } from '../../db/schema/video.ts';
import { requireUser, signedInUser } from '../../http/auth-middleware.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { ProblemError } from '../../http/problem.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { setMediaCookie } from '../media/media-cookie.ts';
import { requireAllowedItem } from '../parental/parental-limit.ts';
import { videoDownloadAnswer } from './download.service.ts';
import { clearKeyAnswer, licensedKey, logLicenceRequest } from './licence.service.ts';
import { streamingAnswer, type VideoContext } from './streaming.service.ts';
import { videoGrantSeconds } from './video-grants.ts';
import type { VideoPackages } from './video-packages.ts';

const E = videoEndpoints;
type Ctx = Context<AppEnv>;

function videoContext(c: Ctx, lang: LocaleCode | undefined): VideoContext {
  const tenant = c.get('tenant');
  return {
    tenantName: tenant.name,
    userId: signedInUser(c),
    origin: requestOrigin(c.req.url),
    lang: lang ?? (tenant.defaultLocale as LocaleCode),
  };
}

/** Answers about one user's media and keys: never kept by any cache. */
const noStore = (c: Ctx): void => {
  c.header('cache-control', 'no-store');
};

/**
 * requireUser for the licence server: a request refused for its token (none, expired, session ended) is
 * logged too, so every licence or key request leaves one licence_requests row.
 */
function loggedAuth(db: Db, kind: LicenceRequestKind, settings: ProxyTrust): MiddlewareHandler<AppEnv> {
  const auth = requireUser(db);
  return async (c, next) => {
    let admitted = false;
    try {
      await auth(c, async () => {
        admitted = true;
        await next();
      });
    } catch (error) {
      if (!admitted && error instanceof ProblemError) {
        // Anonymous callers must not write unbounded rows: beyond the limit per client address, a 429 and no row.
        const tenantName = c.get('tenant').name;
        await enforceRateLimits(db, [
          {
            key: `licence-refused:ip:${tenantName}:${clientIp(c, settings)}`,
            ...LICENCE_REFUSALS_PER_ADDRESS,
          },
        ]);
        await logLicenceRequest(db, { tenantName, userId: undefined, kind, kids: [] }, error.code);
      }
      throw error;
    }
  };
}

/** Licence and key requests refused for their token that are logged per client address and window. */
export const LICENCE_REFUSALS_PER_ADDRESS = { limit: 30, windowSeconds: 10 * 60 };

/** Seconds from now until an ISO instant (a grant's expiry). */
const secondsUntil = (instant: string): number => Math.max(0, (Date.parse(instant) - Date.now()) / 1000);

/** Video playback (commerce §7): /video/streaming, the ClearKey licence server, the HLS key, /video/download. */
export function videoRoutes(db: Db, packages: VideoPackages, settings: ProxyTrust): Hono<AppEnv> {
  const auth = requireUser(db);
  const router = new Hono<AppEnv>();
  serveEndpoint(router, E.streaming, [auth], async (c, { query: { lang }, body }) => {
    const ctx = videoContext(c, lang);
    await requireAllowedItem(db, c, body.id);
    const answer = await streamingAnswer(db, packages, ctx, body);
    // The package's files play only in the browser holding this user's media cookie, for the grant's whole life.
    await setMediaCookie(c, db, ctx.tenantName, ctx.userId, secondsUntil(answer.expiresAt));
    noStore(c);
    return answer;
  });
  serveEndpoint(router, E.licence, [loggedAuth(db, 'stream', settings)], async (c, { params, body }) => {
    const request = { tenantName: c.get('tenant').name, userId: signedInUser(c), kind: 'stream' as const };
    const key = await licensedKey(db, { ...request, kids: body.kids }, params.grant);
    noStore(c);
    return clearKeyAnswer(key);
  });
  serveEndpoint(router, E.hlsKey, [loggedAuth(db, 'hls-key', settings)], async (c, { params: { grant } }) => {
    const request = { tenantName: c.get('tenant').name, userId: signedInUser(c), kind: 'hls-key' as const };
    const key = await licensedKey(db, { ...request, kids: [] }, grant);
    return new Response(Buffer.from(key.key, 'hex'), {
      headers: { 'content-type': 'application/octet-stream', 'cache-control': 'no-store' },
    });
  });
  serveEndpoint(router, E.download, [auth], async (c, { query: { lang }, body }) => {
    const ctx = videoContext(c, lang);
    await requireAllowedItem(db, c, body.articleId);
    const answer = await videoDownloadAnswer(db, packages, ctx, body);
    await setMediaCookie(c, db, ctx.tenantName, ctx.userId, videoGrantSeconds(answer.durationSec));
    noStore(c);
    return answer;
  });
  return router;
}
