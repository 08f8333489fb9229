/** Values the purchase bad-input cases refer to, prepared by the test before the table runs. */
export interface PurchaseFixtures {
  /** An open PIN transaction of the free account (track 1) and its PIN, and a second one (track 2). */
  open: { id: string; articleId: number; token: string; pin: string };
  other: { id: string; articleId: number; token: string; pin: string };
  /** Settled (paid), expired and locked (5 wrong PINs) transactions of the free account. */
  paid: { id: string; articleId: number; token: string; pin: string };
  expired: { id: string; articleId: number; token: string; pin: string };
  locked: { id: string; articleId: number; token: string; pin: string };
  owned: number;
  unpriced: number;
  voucher: number;
  acmeProduct: number;
  product: number;
}

export interface PurchaseBadInputCase {
  name: string;
  method: 'GET' | 'POST';
  path: string | ((f: PurchaseFixtures) => string);
  body?: (f: PurchaseFixtures) => unknown;
  as?: 'free' | 'owner' | 'nobody';
  status: 400 | 401 | 404 | 409 | 410 | 423;
  code?: string;
  /** A wrong PIN is counted (the payment row changes); nothing else may. */
  counts?: boolean;
}

const RETURN = 'http://localhost/subscription';
type Tx = PurchaseFixtures['open'];
const pin = (tx: Tx, over: Record<string, unknown> = {}) => ({
  paymentTransactionUuid: tx.id,
  articleId: tx.articleId,
  pin: tx.pin,
  purchaseToken: tx.token,
  ...over,
});
const VERIFY = '/purchase/VerifyOneTimePurchasePin';
const OPEN = (id: number | string) => `/purchase/ArticleOneTimePurchase?articleId=${id}`;
const web = (f: PurchaseFixtures, over: Record<string, unknown> = {}) => ({
  paymentOptionUUID: String(f.product),
  sessionName: 'en',
  redirectionUrl: RETURN,
  ...over,
});

export const PURCHASE_BAD_INPUT_CASES: PurchaseBadInputCase[] = [
  {
    name: 'PIN of another transaction',
    method: 'POST',
    path: VERIFY,
    body: (f) => pin(f.open, { pin: f.other.pin }),
    status: 400,
    code: 'PIN_WRONG',
    counts: true,
  },
  {
    name: 'transaction of another article',
    method: 'POST',
    path: VERIFY,
    body: (f) => pin(f.open, { articleId: f.other.articleId }),
    status: 404,
    code: 'TRANSACTION_NOT_FOUND',
  },
  {
    name: 'purchase token of another transaction',
    method: 'POST',
    path: VERIFY,
    body: (f) => pin(f.open, { purchaseToken: f.other.token }),
    status: 404,
    code: 'TRANSACTION_NOT_FOUND',
  },
  {
    name: 'another user’s transaction',
    method: 'POST',
    path: VERIFY,
    body: (f) => pin(f.open),
    as: 'owner',
    status: 404,
    code: 'TRANSACTION_NOT_FOUND',
  },
  {
    name: 'unknown transaction',
    method: 'POST',
    path: VERIFY,
    body: (f) => pin(f.open, { paymentTransactionUuid: 'pay_nope' }),
    status: 404,
    code: 'TRANSACTION_NOT_FOUND',
  },
  {
    name: 'reused PIN (already paid)',
    method: 'POST',
    path: VERIFY,
    body: (f) => pin(f.paid),
    status: 409,
    code: 'PIN_ALREADY_USED',
  },
  {
    name: 'expired PIN',
    method: 'POST',
    path: VERIFY,
    body: (f) => pin(f.expired),
    status: 410,
    code: 'PIN_EXPIRED',
  },
  {
    name: 'right PIN after the brute-force lock',
    method: 'POST',
    path: VERIFY,
    body: (f) => pin(f.locked),
    status: 423,
    code: 'PIN_ATTEMPTS_EXCEEDED',
  },
  {
    name: 'forged price in the PIN body',
    method: 'POST',
    path: VERIFY,
    body: (f) => pin(f.open, { price: { amount: 0.01, currency: 'EUR' } }),
    status: 400,
    code: 'VALIDATION_FAILED',
  },
  {
    name: 'PIN with letters',
    method: 'POST',
    path: VERIFY,
    body: (f) => pin(f.open, { pin: '12ab56' }),
    status: 400,
    code: 'VALIDATION_FAILED',
  },
  {
    name: 'PIN without signing in',
    method: 'POST',
    path: VERIFY,
    body: (f) => pin(f.open),
    as: 'nobody',
    status: 401,
  },
  {
    name: 'unknown article',
    method: 'GET',
    path: OPEN(2_000_000_000),
    status: 404,
    code: 'ARTICLE_NOT_FOUND',
  },
  {
    name: 'another tenant’s article',
    method: 'GET',
    path: (f) => OPEN(f.acmeProduct),
    status: 404,
    code: 'ARTICLE_NOT_FOUND',
  },
  { name: 'article id 0', method: 'GET', path: OPEN(0), status: 400, code: 'VALIDATION_FAILED' },
  { name: 'already owned', method: 'GET', path: (f) => OPEN(f.owned), status: 409, code: 'ALREADY_OWNED' },
  {
    name: 'article without a price',
    method: 'GET',
    path: (f) => OPEN(f.unpriced),
    status: 400,
    code: 'NOT_FOR_SALE',
  },
  {
    name: 'voucher (sold through the cart)',
    method: 'GET',
    path: (f) => OPEN(f.voucher),
    status: 400,
    code: 'NOT_FOR_SALE',
  },
  {
    name: 'forged price in the query',
    method: 'GET',
    path: (f) => `${OPEN(f.product)}&amount=0.01`,
    status: 400,
    code: 'VALIDATION_FAILED',
  },
  { name: 'open without signing in', method: 'GET', path: (f) => OPEN(f.product), as: 'nobody', status: 401 },
  {
    name: 'card purchase: forged price',
    method: 'POST',
    path: '/subscription/oneTimePurchase',
    body: (f) => web(f, { amount: 0.01 }),
    status: 400,
    code: 'VALIDATION_FAILED',
  },
  {
    name: 'card purchase: not an article id',
    method: 'POST',
    path: '/subscription/oneTimePurchase',
    body: (f) => web(f, { paymentOptionUUID: 'article:1' }),
    status: 400,
    code: 'UNKNOWN_PAYMENT_OPTION',
  },
  {
    name: 'card purchase: another tenant’s article',
    method: 'POST',
    path: '/subscription/oneTimePurchase',
    body: (f) => web(f, { paymentOptionUUID: String(f.acmeProduct) }),
    status: 404,
    code: 'ARTICLE_NOT_FOUND',
  },
  {
    name: 'card purchase: already owned',
    method: 'POST',
    path: '/subscription/oneTimePurchase',
    body: (f) => web(f, { paymentOptionUUID: String(f.owned) }),
    status: 409,
    code: 'ALREADY_OWNED',
  },
  {
    name: 'card purchase: return URL off the allowlist',
    method: 'POST',
    path: '/subscription/oneTimePurchase',
    body: (f) => web(f, { redirectionUrl: 'https://evil.example/x' }),
    status: 400,
    code: 'REDIRECT_NOT_ALLOWED',
  },
  {
    name: 'options of an unknown article',
    method: 'GET',
    path: '/purchase/ArticlePurchaseOptions/2000000000',
    status: 404,
    code: 'ARTICLE_NOT_FOUND',
  },
  {
    name: 'options of another tenant’s article',
    method: 'GET',
    path: (f) => `/purchase/ArticlePurchaseOptions/${f.acmeProduct}`,
    status: 404,
    code: 'ARTICLE_NOT_FOUND',
  },
  {
    name: 'options with an unknown content type',
    method: 'GET',
    path: (f) => `/purchase/user/purchaseOptions?articleId=${f.product}&contentType=CAR`,
    status: 400,
    code: 'VALIDATION_FAILED',
  },
];
