import type { Context } from 'hono';
import { Hono } from 'hono';
import type * as v from 'valibot';
import { libraryEndpoints } from '../../../../contract/library.ts';
import type { AppEnv } from '../../app-env.ts';
import { clientIp } from '../../auth/client-ip.ts';
import type { AuthSettings } from '../../auth/settings.ts';
import type { Db } from '../../db/client.ts';
import { requireUser, signedInUser } from '../../http/auth-middleware.ts';
import { idempotent } from '../../http/idempotency.ts';
import { readJsonBody } from '../../http/json-body.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { parseInput } from '../../http/validate.ts';
import { optionalUser } from '../player/optional-user.ts';
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

const E = libraryEndpoints;
type Ctx = Context<AppEnv>;

const scopeOf = (c: Ctx): UserScope => ({ tenant: c.get('tenant'), userId: signedInUser(c) });
const params = <S extends v.GenericSchema>(c: Ctx, schema: S) => parseInput(schema, c.req.param(), 'path');

function pageRequest(c: Ctx): PageRequest {
  const query = parseInput(E.history.query, c.req.query(), 'query');
  return {
    offset: query.offset,
    limit: query.limit,
    lang: query.lang,
    bounds: ratingBounds(c.get('tenant'), query),
    origin: requestOrigin(c.req.url),
  };
}

/** A user's own data: never cached by anyone else, never served to another session. */
const privateJson = (c: Ctx, body: unknown) => {
  c.header('cache-control', 'no-store');
  return c.json(body);
};

/** Likes and history (commerce §3, §6: role user only) and the public read counter (commerce §7). */
export function libraryRoutes(db: Db, settings: AuthSettings): Hono<AppEnv> {
  const auth = requireUser(db);
  // Writes the offline outbox replays: a repeated Idempotency-Key answers the first result.
  const once = idempotent(db);
  return (
    new Hono<AppEnv>()
      .get(E.likedIds.path, auth, async (c) => privateJson(c, await likedIds(db, scopeOf(c))))
      .get(E.liked.path, auth, async (c) => {
        const { type } = params(c, E.liked.params);
        return privateJson(c, await likedPage(db, scopeOf(c), type, pageRequest(c)));
      })
      .post(E.like.path, auth, once, async (c) => {
        const { type, id } = params(c, E.like.params);
        return privateJson(c, await like(db, scopeOf(c), type, id));
      })
      .delete(E.unlike.path, auth, once, async (c) => {
        const { type, id } = params(c, E.unlike.params);
        return privateJson(c, await unlike(db, scopeOf(c), type, id));
      })
      .get(E.history.path, auth, async (c) =>
        privateJson(c, await historyPage(db, scopeOf(c), pageRequest(c))),
      )
      .delete(E.clearHistory.path, auth, once, async (c) =>
        privateJson(c, await clearHistory(db, scopeOf(c))),
      )
      .get(E.playState.path, auth, async (c) => {
        const { id } = params(c, E.playState.params);
        return privateJson(c, await playState(db, scopeOf(c), id));
      })
      .put(E.savePlayState.path, auth, once, async (c) => {
        const { id } = params(c, E.savePlayState.params);
        const body = await readJsonBody(c, E.savePlayState.body);
        return privateJson(c, await savePlayState(db, scopeOf(c), id, body));
      })
      .post(E.addHistory.path, auth, once, async (c) => {
        const { type, id } = params(c, E.addHistory.params);
        const body = await readJsonBody(c, E.addHistory.body);
        const query = parseInput(E.addHistory.query, c.req.query(), 'query');
        const where = { lang: query.lang, origin: requestOrigin(c.req.url) };
        return privateJson(c, await addHistory(db, scopeOf(c), type, id, body, where));
      })
      // DELETE /user/history/PLAY/{id} (deletePlayState) is this route with type PLAY.
      .delete(E.deleteHistory.path, auth, once, async (c) => {
        const { type, id } = params(c, E.deleteHistory.params);
        return privateJson(c, await deleteHistory(db, scopeOf(c), type, id));
      })
      // A signed-in reader counts as the user; a visitor as the address the per-IP limits see.
      .get(E.countRead.path, optionalUser(db), async (c) => {
        const query = parseInput(E.countRead.query, c.req.query(), 'query');
        const reader = { ip: clientIp(c, settings), userId: c.get('userId') };
        const answer = await countRead(db, c.get('tenant').name, query, reader);
        c.header('cache-control', 'no-store');
        return c.json(answer);
      })
  );
}
