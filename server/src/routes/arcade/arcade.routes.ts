import { type Context, Hono } from 'hono';
import { arcadeEndpoints as E } from '../../../../contract/arcade.ts';
import type { LocaleCode } from '../../../../contract/locales.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { requireUser, signedInUser } from '../../http/auth-middleware.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { gamesOriginOf } from '../games/game-origin.routes.ts';
import { requireAllowedItem } from '../parental/parental-limit.ts';
import { competitionAnswer, findCompetition, settleFinished } from './arcade-competitions.ts';
import { startArcadeRun } from './arcade-play.ts';
import { leaderboard, submitArcadeScore } from './arcade-scores.ts';

type Ctx = Context<AppEnv>;

const scopeOf = (c: Ctx) => ({ tenantName: c.get('tenant').name, userId: signedInUser(c) });
const noStore = (c: Ctx) => c.header('cache-control', 'no-store');

/** Commerce §7 arcade: the competition, a run of it, its score and the leaderboard. */
export function arcadeRoutes(db: Db, settings: { gamesOrigin: string | undefined }): Hono<AppEnv> {
  const auth = requireUser(db);
  const router = new Hono<AppEnv>();
  serveEndpoint(router, E.competition, [], async (c, { params, query }) => {
    const tenantName = c.get('tenant').name;
    await settleFinished(db, tenantName, params.contentId);
    noStore(c);
    return competitionAnswer(await findCompetition(db, tenantName, params.contentId, query.state));
  });
  serveEndpoint(router, E.start, [auth], async (c, { query, body }) => {
    noStore(c);
    // Parental control covers arcade runs as it covers every other game call.
    await requireAllowedItem(db, c, body.contentId);
    const tenant = c.get('tenant');
    const origin = requestOrigin(c.req.url);
    const ctx = {
      ...scopeOf(c),
      origin,
      gamesOrigin: gamesOriginOf(origin, settings.gamesOrigin),
      lang: query.lang ?? (tenant.defaultLocale as LocaleCode),
      deviceId: body.deviceId ?? 0,
    };
    return startArcadeRun(db, ctx, body.contentId);
  });
  serveEndpoint(router, E.score, [auth], (c, { body }) => {
    noStore(c);
    return submitArcadeScore(db, scopeOf(c), body);
  });
  serveEndpoint(router, E.leaderboard, [auth], (c, { params, query }) => {
    noStore(c);
    return leaderboard(db, scopeOf(c), params.contentId, query.state);
  });
  return router;
}
