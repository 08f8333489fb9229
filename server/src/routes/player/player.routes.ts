import { type Context, Hono } from 'hono';
import type { LocaleCode } from '../../../../contract/locales.ts';
import { playerEndpoints, RESULT_COUNT_HEADER, resultCount } from '../../../../contract/player.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { requireUser, signedInUser } from '../../http/auth-middleware.ts';
import { idempotent } from '../../http/idempotency.ts';
import { readJsonBody } from '../../http/json-body.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { parseInput } from '../../http/validate.ts';
import { setMediaCookie } from '../../media/media-cookie.ts';
import { nodeContext } from '../library/list-context.ts';
import { optionalUser } from './optional-user.ts';
import { downloadAnswer, type PlayContext, songAnswer } from './song.service.ts';
import { recordReport } from './tickets.service.ts';
import { parseContentTypes, walletArticle, walletPage } from './wallet.service.ts';

const E = playerEndpoints;
type Ctx = Context<AppEnv>;

function playContext(c: Ctx, lang: LocaleCode | undefined): PlayContext {
  const tenant = c.get('tenant');
  return {
    tenantName: tenant.name,
    userId: c.get('userId'),
    origin: requestOrigin(c.req.url),
    lang: lang ?? (tenant.defaultLocale as LocaleCode),
  };
}

/** Answers about one user's media: never kept by any cache. */
const privateJson = (c: Ctx, body: unknown) => {
  c.header('cache-control', 'no-store');
  return c.json(body);
};

/** Playback (commerce §7): /song, /song/download, listening reports, and the wallet (role user). */
export function playerRoutes(db: Db): Hono<AppEnv> {
  const auth = requireUser(db);
  const maybeAuth = optionalUser(db);
  const once = idempotent(db);
  const walletScope = (c: Ctx) => ({ tenantName: c.get('tenant').name, userId: signedInUser(c) });
  return new Hono<AppEnv>()
    .post(E.song.path, maybeAuth, async (c) => {
      const { lang } = parseInput(E.song.query, c.req.query(), 'query');
      const body = await readJsonBody(c, E.song.body);
      const ctx = playContext(c, lang);
      const answer = await songAnswer(db, ctx, body.id);
      // Full grants play only in the browser holding this user's media cookie.
      if (ctx.userId && answer.url && !answer.isPreview)
        await setMediaCookie(c, db, ctx.tenantName, ctx.userId);
      return privateJson(c, answer);
    })
    .post(E.download.path, auth, async (c) => {
      const { lang } = parseInput(E.download.query, c.req.query(), 'query');
      const body = await readJsonBody(c, E.download.body);
      const ctx = { ...playContext(c, lang), userId: signedInUser(c) };
      const answer = await downloadAnswer(db, ctx, body);
      await setMediaCookie(c, db, ctx.tenantName, ctx.userId);
      return privateJson(c, answer);
    })
    .post(E.report.path, maybeAuth, once, async (c) => {
      const body = await readJsonBody(c, E.report.body);
      const scope = { tenantName: c.get('tenant').name, userId: c.get('userId') };
      return privateJson(c, await recordReport(db, scope, body));
    })
    .get(E.wallet.path, auth, async (c) => {
      const query = parseInput(E.wallet.query, c.req.query(), 'query');
      const contentTypes = parseContentTypes(query.inclContTypes);
      // devId is accepted as the spec sends it; every wallet article plays on every web device.
      const ctx = nodeContext(c.get('tenant'), query.lang, requestOrigin(c.req.url));
      const page = await walletPage(db, walletScope(c), { contentTypes, ...query }, ctx);
      c.header(RESULT_COUNT_HEADER, resultCount(query.offset, page.items.length, page.total));
      return privateJson(c, page);
    })
    .get(E.walletArticle.path, auth, async (c) => {
      const { id } = parseInput(E.walletArticle.params, c.req.param(), 'path');
      const { lang } = parseInput(E.walletArticle.query, c.req.query(), 'query');
      const ctx = nodeContext(c.get('tenant'), lang, requestOrigin(c.req.url));
      return privateJson(c, await walletArticle(db, walletScope(c), id, ctx));
    });
}
