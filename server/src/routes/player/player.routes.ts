import { type Context, Hono } from 'hono';
import type { LocaleCode } from '../../../../contract/locales.ts';
import { playerEndpoints, RESULT_COUNT_HEADER, resultCount } from '../../../../contract/player.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { requireUser, signedInUser } from '../../http/auth-middleware.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { dbOf, idempotent } from '../../http/idempotency.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { nodeContext } from '../library/list-context.ts';
import { setMediaCookie } from '../media/media-cookie.ts';
import { requireAllowedItem } from '../parental/parental-limit.ts';
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
const noStore = (c: Ctx): void => {
  c.header('cache-control', 'no-store');
};

/** Playback (commerce §7): /song, /song/download, listening reports, and the wallet (role user). */
export function playerRoutes(db: Db): Hono<AppEnv> {
  const auth = requireUser(db);
  const maybeAuth = optionalUser(db);
  const once = idempotent(db);
  const walletScope = (c: Ctx) => ({ tenantName: c.get('tenant').name, userId: signedInUser(c) });
  const router = new Hono<AppEnv>();
  serveEndpoint(router, E.song, [maybeAuth], async (c, { query: { lang }, body }) => {
    const ctx = playContext(c, lang);
    await requireAllowedItem(db, c, body.id);
    const answer = await songAnswer(db, ctx, body.id);
    // Full grants play only in the browser holding this user's media cookie.
    if (ctx.userId && answer.url && !answer.isPreview)
      await setMediaCookie(c, db, ctx.tenantName, ctx.userId);
    noStore(c);
    return answer;
  });
  serveEndpoint(router, E.download, [auth], async (c, { query: { lang }, body }) => {
    const ctx = { ...playContext(c, lang), userId: signedInUser(c) };
    await requireAllowedItem(db, c, body.articleId);
    const answer = await downloadAnswer(db, ctx, body);
    await setMediaCookie(c, db, ctx.tenantName, ctx.userId);
    noStore(c);
    return answer;
  });
  serveEndpoint(router, E.report, [maybeAuth, once], async (c, { body }) => {
    const scope = { tenantName: c.get('tenant').name, userId: c.get('userId') };
    noStore(c);
    // Through the Idempotency-Key's transaction: the report and its stored answer are one.
    return recordReport(dbOf(c, db), scope, body);
  });
  serveEndpoint(router, E.wallet, [auth], async (c, { query }) => {
    const contentTypes = parseContentTypes(query.inclContTypes);
    // devId is accepted as the spec sends it; every wallet article plays on every web device.
    const ctx = nodeContext(c.get('tenant'), query.lang, requestOrigin(c.req.url));
    const page = await walletPage(db, walletScope(c), { contentTypes, ...query }, ctx);
    c.header(RESULT_COUNT_HEADER, resultCount(query.offset, page.items.length, page.total));
    noStore(c);
    return page;
  });
  serveEndpoint(router, E.walletArticle, [auth], async (c, { params: { id }, query: { lang } }) => {
    const ctx = nodeContext(c.get('tenant'), lang, requestOrigin(c.req.url));
    noStore(c);
    return walletArticle(db, walletScope(c), id, ctx);
  });
  return router;
}
