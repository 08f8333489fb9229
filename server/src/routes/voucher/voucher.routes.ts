import { type Context, Hono } from 'hono';
import type { LocaleCode } from '../../../../contract/locales.ts';
import { voucherEndpoints as E } from '../../../../contract/voucher.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { requireUser, signedInUser } from '../../http/auth-middleware.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { dbOf, idempotent, keepRefusalWrites } from '../../http/idempotency.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { voucherCatalogue } from './catalogue.service.ts';
import { myVouchers, resendVoucher } from './owned.service.ts';
import { openVoucherPurchase } from './purchase.service.ts';
import { redeemAtMerchant, redeemForSubscription } from './redeem.service.ts';

type Ctx = Context<AppEnv>;

const noStore = (c: Ctx) => c.header('cache-control', 'no-store');
const langOf = (c: Ctx, lang?: LocaleCode): LocaleCode =>
  lang ?? (c.get('tenant').defaultLocale as LocaleCode);
const ownerOf = (c: Ctx) => ({ tenantName: c.get('tenant').name, userId: signedInUser(c) });

/** Commerce §7 voucher calls: the catalogue, a cart's purchase, the buyer's codes, redemption and resend. */
export function voucherRoutes(db: Db): Hono<AppEnv> {
  const auth = requireUser(db);
  const once = idempotent(db);
  const router = new Hono<AppEnv>();

  serveEndpoint(router, E.catalogue, [], async (c, { query }) => {
    noStore(c);
    return voucherCatalogue(db, c.get('tenant').name, langOf(c, query.lang), requestOrigin(c.req.url));
  });
  serveEndpoint(router, E.purchase, [auth, once], async (c, { body }) => {
    noStore(c);
    return openVoucherPurchase(dbOf(c, db), c.get('tenant'), ownerOf(c), body);
  });
  serveEndpoint(router, E.myVouchers, [auth], async (c, { query }) => {
    noStore(c);
    return myVouchers(db, ownerOf(c), langOf(c, query.lang));
  });
  serveEndpoint(router, E.consumeSubscription, [auth, once], async (c, { body }) => {
    noStore(c);
    return redeemForSubscription(dbOf(c, db), ownerOf(c), body, () => keepRefusalWrites(c));
  });
  serveEndpoint(router, E.consumeVoucher, [auth, once], async (c, { body }) => {
    noStore(c);
    return redeemAtMerchant(dbOf(c, db), ownerOf(c), body, langOf(c), () => keepRefusalWrites(c));
  });
  serveEndpoint(router, E.resend, [auth, once], async (c, { body }) => {
    noStore(c);
    return resendVoucher(dbOf(c, db), ownerOf(c), body.voucherEntityId, langOf(c));
  });
  return router;
}
