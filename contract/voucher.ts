import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';
import { LocaleCodeSchema } from './locales.ts';
import { ReturnUrlSchema } from './session.ts';
import { INT32_MAX, int32Id, safeText } from './text.ts';

/**
 * Commerce §2/§3/§5/§7 vouchers: the tenant's voucher catalogue (the cart's items), the purchase of a
 * cart through the payment sandbox, the codes it issues (sent to the buyer's demo mailbox), their
 * redemption (a subscription code grants a subscription type; a merchant code is spent at the merchant)
 * and resending a code. Feedback codes (commerce §4): 1 success, 2 insufficient, 3 duplicate, 6 pending,
 * 7 not found, anything else error; a refusal's problem body carries `data.feedbackCode`.
 */

export const VOUCHER_FEEDBACK = {
  success: 1,
  insufficient: 2,
  duplicate: 3,
  pending: 6,
  notFound: 7,
} as const;
export type VoucherFeedbackCode = (typeof VOUCHER_FEEDBACK)[keyof typeof VOUCHER_FEEDBACK] | 0;

/** Commerce §9: cart quantity when the tenant's enabledFeatures sets no maxQuantity. */
export const DEFAULT_MAX_QUANTITY = 10;
/** A cart total the request may name at most (major units): far above any real cart. */
const MAX_TOTAL_AMOUNT = 10_000_000;

/** At most this many different vouchers in one cart. */
export const MAX_CART_LINES = 20;

/** Problem codes of the voucher calls the portal acts on. */
export const VOUCHER_ERRORS = {
  notFound: 'VOUCHER_NOT_FOUND',
  alreadyUsed: 'VOUCHER_ALREADY_USED',
  wrongType: 'VOUCHER_WRONG_SUBSCRIPTION_TYPE',
  forSubscription: 'VOUCHER_FOR_SUBSCRIPTION',
  notForSubscription: 'VOUCHER_NOT_FOR_SUBSCRIPTION',
  alreadySubscribed: 'USER_ALREADY_SUBSCRIBED',
  outOfStock: 'VOUCHER_OUT_OF_STOCK',
  quantity: 'VOUCHER_QUANTITY',
  priceChanged: 'VOUCHER_PRICE_CHANGED',
  notForSale: 'VOUCHER_NOT_FOR_SALE',
} as const;

/** Commerce §3 voucher cart item, without the quantity the cart keeps. `availableNo` is the live stock. */
export const VoucherCatalogueItemSchema = v.object({
  id: v.number(),
  imageUrl: v.optional(v.string()),
  name: v.string(),
  /** The merchant, or the plan a subscription voucher grants. */
  description: v.string(),
  availableNo: v.number(),
  discountPercentage: v.number(),
  price: v.number(),
  currency: v.string(),
  clickUrl: v.optional(v.string()),
  /** A subscription voucher: the subscription type its codes grant (POST /voucher/consumption/subscription). */
  grantsSubscriptionType: v.optional(v.object({ id: v.number(), name: v.string() })),
});
export type VoucherCatalogueItem = v.InferOutput<typeof VoucherCatalogueItemSchema>;

export const VoucherCatalogueSchema = v.object({
  items: v.array(VoucherCatalogueItemSchema),
  /** The tenant's enabledFeatures.maxQuantity (default 10): a cart line's quantity is 1..maxQuantity. */
  maxQuantity: v.number(),
});
export type VoucherCatalogue = v.InferOutput<typeof VoucherCatalogueSchema>;

/** One issued code as its buyer sees it: never the whole code (that goes to the mailbox only). */
export const OwnedVoucherSchema = v.object({
  /** voucherEntityId of POST /voucher/resend/voucher. */
  voucherEntityId: v.number(),
  voucherId: v.number(),
  title: v.string(),
  description: v.string(),
  /** The code's last four characters, e.g. "…7KQ2". */
  codeHint: v.string(),
  status: v.picklist(['ISSUED', 'REDEEMED']),
  grantsSubscriptionType: v.optional(v.object({ id: v.number(), name: v.string() })),
  transactionId: v.string(),
  purchasedAt: v.string(),
  redeemedAt: v.optional(v.string()),
});
export type OwnedVoucher = v.InferOutput<typeof OwnedVoucherSchema>;

/** Codes are 16 characters of Crockford base32, shown in groups of four; case, spaces and dashes are ignored. */
const VoucherCode = v.pipe(
  v.string(),
  safeText(),
  v.trim(),
  v.minLength(1, 'must be a voucher code'),
  v.maxLength(40, 'must be a voucher code'),
);

const CartLine = v.strictObject({
  voucherId: int32Id('must be a voucher id'),
  /** 1..maxQuantity; the upper bound is the tenant's and is checked by the server. */
  quantity: v.pipe(
    v.number('must be a whole number'),
    v.integer('must be a whole number'),
    v.minValue(1, 'must be at least 1'),
    v.maxValue(INT32_MAX, 'must be at most the cart maximum'),
  ),
});

export const voucherEndpoints = defineEndpoints({
  catalogue: {
    method: 'GET',
    path: '/voucher/catalogue',
    query: v.strictObject({ lang: v.optional(LocaleCodeSchema) }),
    response: VoucherCatalogueSchema,
  },
  /** Pays a cart through the sandbox checkout; the return carries purchaseType VOUCHER. */
  purchase: {
    method: 'POST',
    path: '/voucher/purchase',
    body: v.strictObject({
      items: v.pipe(v.array(CartLine), v.minLength(1, 'must hold a voucher'), v.maxLength(MAX_CART_LINES)),
      /** The total the portal showed; a different server total is refused (409 VOUCHER_PRICE_CHANGED). */
      total: v.strictObject({
        amount: v.pipe(v.number('must be an amount'), v.minValue(0), v.maxValue(MAX_TOTAL_AMOUNT)),
        currency: v.pipe(v.string(), safeText(), v.regex(/^[A-Z]{3}$/, 'must be a currency code')),
      }),
      sessionName: LocaleCodeSchema,
      redirectionUrl: ReturnUrlSchema,
    }),
    response: v.object({ url: v.string(), transactionId: v.string() }),
  },
  myVouchers: {
    method: 'GET',
    path: '/voucher/user/vouchers',
    query: v.strictObject({ lang: v.optional(LocaleCodeSchema) }),
    response: v.array(OwnedVoucherSchema),
  },
  consumeSubscription: {
    method: 'POST',
    path: '/voucher/consumption/subscription',
    body: v.strictObject({ voucherCode: VoucherCode, typeId: int32Id('must be a subscription type id') }),
    response: v.object({
      feedbackCode: v.literal(VOUCHER_FEEDBACK.success),
      subscriptionId: v.number(),
      typeId: v.number(),
      /** ISO 8601: the granted period's end (a voucher subscription does not renew). */
      endDate: v.string(),
    }),
  },
  consumeVoucher: {
    method: 'POST',
    path: '/voucher/consumption/voucher',
    body: v.strictObject({
      /** The merchant's code where the code is spent (optional in the demo; recorded with the redemption). */
      externalProviderCode: v.optional(v.pipe(v.string(), safeText(), v.maxLength(100))),
      voucherRequest: v.strictObject({ voucherCode: VoucherCode }),
    }),
    response: v.object({
      feedbackCode: v.literal(VOUCHER_FEEDBACK.success),
      voucherId: v.number(),
      title: v.string(),
      description: v.string(),
      discountPercentage: v.number(),
    }),
  },
  resend: {
    method: 'POST',
    path: '/voucher/resend/voucher',
    body: v.strictObject({ voucherEntityId: int32Id('must be a voucher entity id') }),
    /** `recipient` is the masked address the code went to (e.g. "l•••@example.com"). */
    response: v.object({ sent: v.literal(true), recipient: v.string() }),
  },
});
