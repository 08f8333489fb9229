import { type Context, Hono } from 'hono';
import type * as v from 'valibot';
import { libraryEndpoints } from '../../../../contract/library.ts';
import { ratingEndpoints } from '../../../../contract/rating.ts';
import type { AppEnv } from '../../app-env.ts';
import { clientIp } from '../../auth/client-ip.ts';
import type { AuthSettings } from '../../auth/settings.ts';
import type { Db } from '../../db/client.ts';
import { requireUser, signedInUser } from '../../http/auth-middleware.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { dbOf, idempotent } from '../../http/idempotency.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { parentalLimit } from '../parental/parental-limit.ts';
import { optionalUser } from '../player/optional-user.ts';
import { hiddenKindsOf } from '../structure/family-switch.ts';
import { ratingBounds } from '../tenant/rating-bounds.ts';
import { countRead } from './countread.service.ts';
import {
  addHistory,
  clearHistory,
  deleteHistory,
  historyPage,
  playState,
  savePlayState,
} from './history.service.ts';
import { like, likedIds, likedPage, type PageRequest, type UserScope, unlike } from './likes.service.ts';
import { rate, ratingSummary, userRating } from './ratings.service.ts';

const E = libraryEndpoints;
const R = ratingEndpoints;
type Ctx = Context<AppEnv>;

const scopeOf = (c: Ctx): UserScope => ({ tenant: c.get('tenant'), userId: signedInUser(c) });

/** The page asked, within the rating bounds; an active parental control's age group caps them (commerce §5). */
async function pageRequest(
  db: Db,
  c: Ctx,
  query: v.InferOutput<typeof E.history.query>,
): Promise<PageRequest> {
  const bounds = ratingBounds(c.get('tenant'), query);
  const limit = await parentalLimit(db, c);
  return {
    offset: query.offset,
    limit: query.limit,
    lang: query.lang,
    bounds: limit === undefined ? bounds : { ...bounds, maxRating: Math.min(bounds.maxRating, limit) },
    origin: requestOrigin(c.req.url),
    hiddenKinds: await hiddenKindsOf(db, c.get('tenant').name),
  };
}

/** A user's own data: never cached by anyone else, never served to another session. */
const noStore = (c: Ctx): void => {
  c.header('cache-control', 'no-store');
};

/** Likes, history and ratings (commerce §3, §6: role user only), the public read counter and rating summaries (§7). */
export function libraryRoutes(db: Db, settings: AuthSettings): Hono<AppEnv> {
  const auth = requireUser(db);
  // Writes the offline outbox replays: a repeated Idempotency-Key answers the first result. They query
  // through dbOf, the key's transaction, so a write and its stored answer are kept together or not at all.
  const once = idempotent(db);
  const router = new Hono<AppEnv>();
  const own = <T>(c: Ctx, answer: T): T => {
    noStore(c);
    return answer;
  };
  serveEndpoint(router, E.likedIds, [auth], async (c) => own(c, await likedIds(db, scopeOf(c))));
  serveEndpoint(router, E.liked, [auth], async (c, { params: { type }, query }) =>
    own(c, await likedPage(db, scopeOf(c), type, await pageRequest(db, c, query))),
  );
  serveEndpoint(router, E.like, [auth, once], async (c, { params: { type, id } }) =>
    own(c, await like(dbOf(c, db), scopeOf(c), type, id)),
  );
  serveEndpoint(router, E.unlike, [auth, once], async (c, { params: { type, id } }) =>
    own(c, await unlike(dbOf(c, db), scopeOf(c), type, id)),
  );
  serveEndpoint(router, E.history, [auth], async (c, { query }) =>
    own(c, await historyPage(db, scopeOf(c), await pageRequest(db, c, query))),
  );
  serveEndpoint(router, E.clearHistory, [auth, once], async (c) =>
    own(c, await clearHistory(dbOf(c, db), scopeOf(c))),
  );
  serveEndpoint(router, E.playState, [auth], async (c, { params: { id } }) =>
    own(c, await playState(db, scopeOf(c), id)),
  );
  serveEndpoint(router, E.savePlayState, [auth, once], async (c, { params: { id }, body }) =>
    own(c, await savePlayState(dbOf(c, db), scopeOf(c), id, body)),
  );
  // Registered before the general /user/history/:type/:id, which would also match it.
  serveEndpoint(router, E.deletePlayState, [auth, once], async (c, { params: { id } }) =>
    own(c, await deleteHistory(dbOf(c, db), scopeOf(c), 'PLAY', id)),
  );
  serveEndpoint(router, E.addHistory, [auth, once], async (c, { params: { type, id }, query, body }) => {
    const where = { lang: query.lang, origin: requestOrigin(c.req.url) };
    return own(c, await addHistory(dbOf(c, db), scopeOf(c), type, id, body, where));
  });
  serveEndpoint(router, E.deleteHistory, [auth, once], async (c, { params: { type, id } }) =>
    own(c, await deleteHistory(dbOf(c, db), scopeOf(c), type, id)),
  );
  // A signed-in reader counts as the user; a visitor as the address the per-IP limits see.
  serveEndpoint(router, E.countRead, [optionalUser(db)], async (c, { query }) => {
    const reader = { ip: clientIp(c, settings), userId: c.get('userId') };
    return own(c, await countRead(db, c.get('tenant').name, query, reader));
  });
  // Commerce §3/§7 ratings: the user's own score (role user) and everybody's summary.
  serveEndpoint(router, R.userRating, [auth], async (c, { params: { id }, query }) => {
    const deviceId = query.deviceId === undefined ? undefined : Number(query.deviceId);
    return own(c, await userRating(db, scopeOf(c), id, deviceId));
  });
  serveEndpoint(router, R.rate, [auth, once], async (c, { body }) =>
    own(c, await rate(dbOf(c, db), scopeOf(c), body)),
  );
  serveEndpoint(router, R.summary, [], async (c, { params: { id } }) => {
    c.header('cache-control', 'public, max-age=60');
    return ratingSummary(db, c.get('tenant').name, id);
  });
  return router;
}
