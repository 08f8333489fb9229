/** Values the voucher bad-input cases refer to, prepared by the test before the table runs. */
export interface VoucherFixtures {
  sushi: { id: number; price: number };
  /** Stock lowered to 2; price removed (a voucher not on sale). */
  lowStock: number;
  unpriced: number;
  product: number;
  acmeVoucher: number;
  /** The free account's codes: a merchant code already redeemed, an unused one, a Music Week Pass code, an All Access one. */
  used: { code: string; entity: number };
  merchant: { code: string; entity: number };
  week: { code: string; typeId: number };
  allAccess: { code: string; typeId: number };
  /** A code bought in acme. */
  acmeCode: string;
}

export interface VoucherBadInputCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: (f: VoucherFixtures) => unknown;
  as?: 'free' | 'listener' | 'acme' | 'nobody';
  status: 400 | 401 | 404 | 409;
  code: string;
  /** data.feedbackCode the portal's dialogs act on (commerce §4). */
  feedbackCode?: number;
}

const RETURN = 'http://localhost/subscription';
const BUY = '/voucher/purchase';
const SUB = '/voucher/consumption/subscription';
const SPEND = '/voucher/consumption/voucher';
const RESEND = '/voucher/resend/voucher';
const V = 'VALIDATION_FAILED';

/** A one-line cart of the sushi voucher with the right total, changed by `over`. */
const cart = (f: VoucherFixtures, lines: { voucherId: number; quantity: unknown }[], over = {}) => ({
  items: lines,
  total: { amount: Math.round(f.sushi.price * 100 * Number(lines[0]?.quantity ?? 0)) / 100, currency: 'EUR' },
  sessionName: 'en',
  redirectionUrl: RETURN,
  ...over,
});
const sushi = (f: VoucherFixtures, quantity: unknown, over = {}) =>
  cart(f, [{ voucherId: f.sushi.id, quantity }], over);
const spend = (code: string) => ({ externalProviderCode: 'SHOP-1', voucherRequest: { voucherCode: code } });

// biome-ignore format: one case per line
export const VOUCHER_BAD_INPUT_CASES: VoucherBadInputCase[] = [
  { name: 'quantity 0', method: 'POST', path: BUY, body: (f) => sushi(f, 0), status: 400, code: V },
  { name: 'quantity 11 (maxQuantity 10)', method: 'POST', path: BUY, body: (f) => sushi(f, 11), status: 400, code: 'VOUCHER_QUANTITY' },
  { name: 'quantity not a whole number', method: 'POST', path: BUY, body: (f) => sushi(f, 1.5), status: 400, code: V },
  { name: 'quantity as text', method: 'POST', path: BUY, body: (f) => sushi(f, '2'), status: 400, code: V },
  { name: 'negative quantity', method: 'POST', path: BUY, body: (f) => sushi(f, -1), status: 400, code: V },
  { name: 'empty cart', method: 'POST', path: BUY, body: (f) => cart(f, []), status: 400, code: V },
  { name: '21 lines', method: 'POST', path: BUY, body: (f) => cart(f, Array.from({ length: 21 }, (_, i) => ({ voucherId: f.sushi.id + i, quantity: 1 }))), status: 400, code: V },
  { name: 'the same voucher on two lines', method: 'POST', path: BUY, body: (f) => cart(f, [{ voucherId: f.sushi.id, quantity: 1 }, { voucherId: f.sushi.id, quantity: 1 }], { total: { amount: 2 * f.sushi.price, currency: 'EUR' } }), status: 400, code: 'VOUCHER_DUPLICATE_LINE' },
  { name: 'unknown voucher', method: 'POST', path: BUY, body: (f) => cart(f, [{ voucherId: 99_999_999, quantity: 1 }]), status: 404, code: 'VOUCHER_NOT_FOR_SALE' },
  { name: 'a product id as voucher', method: 'POST', path: BUY, body: (f) => cart(f, [{ voucherId: f.product, quantity: 1 }]), status: 404, code: 'VOUCHER_NOT_FOR_SALE' },
  { name: 'another tenant’s voucher', method: 'POST', path: BUY, body: (f) => cart(f, [{ voucherId: f.acmeVoucher, quantity: 1 }]), status: 404, code: 'VOUCHER_NOT_FOR_SALE' },
  { name: 'a voucher without a price', method: 'POST', path: BUY, body: (f) => cart(f, [{ voucherId: f.unpriced, quantity: 1 }]), status: 400, code: 'VOUCHER_NOT_FOR_SALE' },
  { name: 'more than the stock', method: 'POST', path: BUY, body: (f) => cart(f, [{ voucherId: f.lowStock, quantity: 3 }]), status: 409, code: 'VOUCHER_OUT_OF_STOCK' },
  { name: 'forged total', method: 'POST', path: BUY, body: (f) => sushi(f, 2, { total: { amount: 0.01, currency: 'EUR' } }), status: 409, code: 'VOUCHER_PRICE_CHANGED' },
  { name: 'total in another currency', method: 'POST', path: BUY, body: (f) => sushi(f, 1, { total: { amount: f.sushi.price, currency: 'USD' } }), status: 409, code: 'VOUCHER_PRICE_CHANGED' },
  { name: 'unlisted redirection URL', method: 'POST', path: BUY, body: (f) => sushi(f, 1, { redirectionUrl: 'https://evil.example/return' }), status: 400, code: 'REDIRECT_NOT_ALLOWED' },
  { name: 'javascript: redirection URL', method: 'POST', path: BUY, body: (f) => sushi(f, 1, { redirectionUrl: 'javascript:alert(1)' }), status: 400, code: 'REDIRECT_NOT_ALLOWED' },
  { name: 'unknown cart field', method: 'POST', path: BUY, body: (f) => sushi(f, 1, { discount: 100 }), status: 400, code: V },
  { name: 'visitor buys', method: 'POST', path: BUY, body: (f) => sushi(f, 1), as: 'nobody', status: 401, code: 'AUTH_REQUIRED' },
  { name: 'visitor lists codes', method: 'GET', path: '/voucher/user/vouchers', as: 'nobody', status: 401, code: 'AUTH_REQUIRED' },
  { name: 'a used code again (merchant)', method: 'POST', path: SPEND, body: (f) => spend(f.used.code), status: 409, code: 'VOUCHER_ALREADY_USED', feedbackCode: 3 },
  { name: 'a used code on a plan', method: 'POST', path: SUB, body: (f) => ({ voucherCode: f.used.code, typeId: f.week.typeId }), status: 409, code: 'VOUCHER_ALREADY_USED', feedbackCode: 3 },
  { name: 'another tenant’s code (merchant)', method: 'POST', path: SPEND, body: (f) => spend(f.acmeCode), status: 404, code: 'VOUCHER_NOT_FOUND', feedbackCode: 7 },
  { name: 'another tenant’s code on a plan', method: 'POST', path: SUB, body: (f) => ({ voucherCode: f.acmeCode, typeId: f.week.typeId }), status: 404, code: 'VOUCHER_NOT_FOUND', feedbackCode: 7 },
  { name: 'a demo code typed in acme', method: 'POST', path: SPEND, body: (f) => spend(f.merchant.code), as: 'acme', status: 404, code: 'VOUCHER_NOT_FOUND', feedbackCode: 7 },
  { name: 'unknown well-formed code', method: 'POST', path: SPEND, body: () => spend('ABCD-EFGH-JKMN-PQRS'), status: 404, code: 'VOUCHER_NOT_FOUND', feedbackCode: 7 },
  { name: 'malformed code (merchant)', method: 'POST', path: SPEND, body: () => spend('NOT-A-CODE'), status: 404, code: 'VOUCHER_NOT_FOUND', feedbackCode: 7 },
  { name: 'malformed code on a plan', method: 'POST', path: SUB, body: (f) => ({ voucherCode: 'UUUU-UUUU-UUUU-UUUU', typeId: f.week.typeId }), status: 404, code: 'VOUCHER_NOT_FOUND', feedbackCode: 7 },
  { name: 'empty code', method: 'POST', path: SPEND, body: () => spend('   '), status: 400, code: V },
  { name: 'wrong typeId', method: 'POST', path: SUB, body: (f) => ({ voucherCode: f.week.code, typeId: f.allAccess.typeId }), status: 400, code: 'VOUCHER_WRONG_SUBSCRIPTION_TYPE' },
  { name: 'typeId not a number', method: 'POST', path: SUB, body: (f) => ({ voucherCode: f.week.code, typeId: 'premium' }), status: 400, code: V },
  { name: 'a merchant code on a plan', method: 'POST', path: SUB, body: (f) => ({ voucherCode: f.merchant.code, typeId: f.week.typeId }), status: 400, code: 'VOUCHER_NOT_FOR_SUBSCRIPTION' },
  { name: 'a subscription code at a merchant', method: 'POST', path: SPEND, body: (f) => spend(f.week.code), status: 400, code: 'VOUCHER_FOR_SUBSCRIPTION' },
  { name: 'a plan the user already holds', method: 'POST', path: SUB, body: (f) => ({ voucherCode: f.allAccess.code, typeId: f.allAccess.typeId }), as: 'listener', status: 409, code: 'USER_ALREADY_SUBSCRIBED', feedbackCode: 3 },
  { name: 'voucherRequest missing', method: 'POST', path: SPEND, body: () => ({ externalProviderCode: 'SHOP-1' }), status: 400, code: V },
  { name: 'visitor redeems', method: 'POST', path: SPEND, body: (f) => spend(f.merchant.code), as: 'nobody', status: 401, code: 'AUTH_REQUIRED' },
  { name: 'someone else’s voucherEntityId on resend', method: 'POST', path: RESEND, body: (f) => ({ voucherEntityId: f.merchant.entity }), as: 'listener', status: 404, code: 'VOUCHER_NOT_FOUND' },
  { name: 'resend in another tenant', method: 'POST', path: RESEND, body: (f) => ({ voucherEntityId: f.merchant.entity }), as: 'acme', status: 404, code: 'VOUCHER_NOT_FOUND' },
  { name: 'unknown voucherEntityId', method: 'POST', path: RESEND, body: () => ({ voucherEntityId: 99_999_999 }), status: 404, code: 'VOUCHER_NOT_FOUND' },
  { name: 'redeemed code resend', method: 'POST', path: RESEND, body: (f) => ({ voucherEntityId: f.used.entity }), status: 409, code: 'VOUCHER_ALREADY_USED', feedbackCode: 3 },
  { name: 'voucherEntityId 0', method: 'POST', path: RESEND, body: () => ({ voucherEntityId: 0 }), status: 400, code: V },
  { name: 'visitor resends', method: 'POST', path: RESEND, body: (f) => ({ voucherEntityId: f.merchant.entity }), as: 'nobody', status: 401, code: 'AUTH_REQUIRED' },
];
