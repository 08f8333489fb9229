import * as v from 'valibot';
import { PriceSchema } from './commerce-types.ts';
import { defineEndpoints } from './endpoint.ts';
import { ContentTypeSchema } from './history.ts';
import { LocaleCodeSchema } from './locales.ts';
import { PurchaseOptionSchema } from './player.ts';
import { ReturnUrlSchema } from './session.ts';
import { int32Id, int32IdDigits, int32IdText, safeText } from './text.ts';

/**
 * Commerce §7 purchase calls: the purchase options of an article, a one-time purchase confirmed by a PIN
 * (operator billing) or paid by card (the sandbox checkout), and the user's order history. A DTO option's
 * purchaseIdentifier is the article id the one-time purchase takes; a SUBSCRIPTION option's is the
 * subscription type id POST /subscription takes (also in toSubscriptionType).
 */

/** Header a caller may send to say which page asked for the purchase options (kept for analytics only). */
export const SOURCE_REFERER_HEADER = 'x-source-referer';

/** Commerce §7 getArticlePurchaseOptions answer. `error` names why nothing can be bought. */
export const PurchaseOptionsAnswerSchema = v.object({
  consume: v.boolean(),
  /** Commerce §3 isWalletItem for the signed-in caller (false for a visitor). */
  isWalletItem: v.boolean(),
  unavailable: v.boolean(),
  purchase: v.array(PurchaseOptionSchema),
  upgradeTo: v.array(PurchaseOptionSchema),
  downgradeTo: v.array(PurchaseOptionSchema),
  data: v.object({ url: v.optional(v.string()) }),
  error: v.optional(v.string()),
});
export type PurchaseOptionsAnswer = v.InferOutput<typeof PurchaseOptionsAnswerSchema>;

/** Problem codes of the purchase calls the portal acts on. */
export const PURCHASE_ERRORS = {
  deviceNotSupported: 'DEVICE_NOT_SUPPORTED',
  alreadyOwned: 'ALREADY_OWNED',
  /** A payment for the article still settles (a card that pays later): buying again would charge twice. */
  purchasePending: 'PURCHASE_PENDING',
  notForSale: 'NOT_FOR_SALE',
  pinWrong: 'PIN_WRONG',
  pinLocked: 'PIN_ATTEMPTS_EXCEEDED',
  pinExpired: 'PIN_EXPIRED',
} as const;

const Token = v.pipe(v.string(), safeText(), v.minLength(1), v.maxLength(100));
const OptionsQuery = {
  contentType: v.optional(ContentTypeSchema),
  deviceId: v.optional(int32IdDigits('must be a device id')),
  lang: v.optional(LocaleCodeSchema),
};

/** GET /purchase/ArticleOneTimePurchase: the opened transaction; the PIN went to the user's demo mailbox. */
export const OneTimePurchaseAnswerSchema = v.object({
  paymentTransactionUuid: v.string(),
  purchaseToken: v.string(),
  articleId: v.number(),
  title: v.string(),
  price: PriceSchema,
  /** How many digits the PIN has, and until when it can be typed (ISO 8601). */
  pinLength: v.number(),
  expiresAt: v.string(),
});
export type OneTimePurchaseAnswer = v.InferOutput<typeof OneTimePurchaseAnswerSchema>;

/** One bought article or voucher cart: the receipt of the order history (/myPurchases). */
export const PurchaseReceiptSchema = v.object({
  transactionId: v.string(),
  articleId: v.number(),
  title: v.string(),
  contentType: v.optional(ContentTypeSchema),
  clickUrl: v.optional(v.string()),
  amount: v.number(),
  currency: v.string(),
  paymentMethod: v.picklist(['OPERATOR', 'CARD']),
  date: v.string(),
  /** The order's state: PAID (settled, the article is owned), PENDING (the card payment settles later). */
  status: v.picklist(['PAID', 'PENDING']),
  /** VOUCHER: a voucher cart (articleId is its first voucher, title its lines); absent for an article. */
  kind: v.optional(v.picklist(['ARTICLE', 'VOUCHER'])),
  /** A voucher cart: how many codes it bought. */
  quantity: v.optional(v.number()),
});
export type PurchaseReceipt = v.InferOutput<typeof PurchaseReceiptSchema>;

export const VerifyPinAnswerSchema = v.object({
  status: v.literal('SUCCESS'),
  receipt: PurchaseReceiptSchema,
});

export const purchaseEndpoints = defineEndpoints({
  articlePurchaseOptions: {
    method: 'GET',
    path: '/purchase/ArticlePurchaseOptions/:id',
    params: v.object({ id: int32IdText('must be an article id') }),
    query: v.strictObject({
      isDTO: v.optional(v.picklist(['true', 'false'], 'must be true or false')),
      externalProviderCode: v.optional(Token),
      ...OptionsQuery,
    }),
    response: PurchaseOptionsAnswerSchema,
  },
  userPurchaseOptions: {
    method: 'GET',
    path: '/purchase/user/purchaseOptions',
    query: v.strictObject({ articleId: int32IdText('must be an article id'), ...OptionsQuery }),
    response: PurchaseOptionsAnswerSchema,
  },
  oneTimePurchase: {
    method: 'GET',
    path: '/purchase/ArticleOneTimePurchase',
    query: v.strictObject({
      articleId: int32IdText('must be an article id'),
      lang: v.optional(LocaleCodeSchema),
    }),
    response: OneTimePurchaseAnswerSchema,
  },
  verifyPin: {
    method: 'POST',
    path: '/purchase/VerifyOneTimePurchasePin',
    body: v.strictObject({
      paymentTransactionUuid: Token,
      articleId: int32Id('must be an article id'),
      pin: v.pipe(v.string(), safeText(), v.regex(/^\d{4,8}$/, 'must be the PIN')),
      purchaseToken: Token,
    }),
    response: VerifyPinAnswerSchema,
  },
  webPurchase: {
    method: 'POST',
    path: '/subscription/oneTimePurchase',
    body: v.strictObject({
      /** The DTO option's purchaseIdentifier (the article id). */
      paymentOptionUUID: Token,
      /** The portal's language for the checkout page. */
      sessionName: LocaleCodeSchema,
      redirectionUrl: ReturnUrlSchema,
    }),
    response: v.object({ url: v.string(), transactionId: v.string() }),
  },
  myPurchases: {
    method: 'GET',
    path: '/purchase/user/purchases',
    query: v.strictObject({ lang: v.optional(LocaleCodeSchema) }),
    response: v.array(PurchaseReceiptSchema),
  },
});
