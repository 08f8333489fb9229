import { type Context, Hono } from 'hono';
import type { LocaleCode } from '../../../../contract/locales.ts';
import { purchaseEndpoints as E } from '../../../../contract/purchase.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { requireUser, signedInUser } from '../../http/auth-middleware.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { dbOf, idempotent, keepRefusalWrites } from '../../http/idempotency.ts';
import { optionalUser } from '../player/optional-user.ts';
import { openCardPurchase, openOneTimePurchase, verifyOneTimePin } from './one-time.service.ts';
import { articlePurchaseOptions } from './options.service.ts';
import { myPurchases } from './receipts.service.ts';

type Ctx = Context<AppEnv>;

const noStore = (c: Ctx) => c.header('cache-control', 'no-store');
const langOf = (c: Ctx, lang: LocaleCode | undefined): LocaleCode =>
  lang ?? (c.get('tenant').defaultLocale as LocaleCode);
const ownerOf = (c: Ctx) => ({ tenantName: c.get('tenant').name, userId: signedInUser(c) });

/** Commerce §7 purchase calls: purchase options, one-time purchase (PIN or card), order history. */
export function purchaseRoutes(db: Db): Hono<AppEnv> {
  const auth = requireUser(db);
  const maybeAuth = optionalUser(db);
  const once = idempotent(db);
  const router = new Hono<AppEnv>();
  const optionsScope = (c: Ctx, lang: LocaleCode | undefined) => ({
    tenantName: c.get('tenant').name,
    userId: c.get('userId'),
    lang: langOf(c, lang),
  });

  serveEndpoint(router, E.articlePurchaseOptions, [maybeAuth], async (c, { params, query }) => {
    noStore(c);
    return articlePurchaseOptions(db, optionsScope(c, query.lang), params.id, query);
  });
  serveEndpoint(router, E.userPurchaseOptions, [auth], async (c, { query }) => {
    noStore(c);
    return articlePurchaseOptions(db, optionsScope(c, query.lang), query.articleId, query);
  });
  serveEndpoint(router, E.oneTimePurchase, [auth], async (c, { query }) => {
    noStore(c);
    return openOneTimePurchase(db, c.get('tenant'), ownerOf(c), query.articleId, langOf(c, query.lang));
  });
  serveEndpoint(router, E.verifyPin, [auth, once], async (c, { body }) => {
    noStore(c);
    return verifyOneTimePin(dbOf(c, db), ownerOf(c), body, () => keepRefusalWrites(c));
  });
  serveEndpoint(router, E.webPurchase, [auth, once], async (c, { body }) => {
    noStore(c);
    return openCardPurchase(dbOf(c, db), c.get('tenant'), ownerOf(c), body);
  });
  serveEndpoint(router, E.myPurchases, [auth], async (c, { query }) => {
    noStore(c);
    return myPurchases(db, ownerOf(c), langOf(c, query.lang));
  });
  return router;
}
