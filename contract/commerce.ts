import * as v from 'valibot';
import { ConsentListSchema, PartnerValuesSchema } from './commerce-consent.ts';
import {
  ApiFlowAnswerSchema,
  CancelAnswerSchema,
  CreditCardSchema,
  InfoServiceEntrySchema,
  PaymentOptionSchema,
  SubscribeAnswerSchema,
  SubscribeRequestSchema,
  SubscriptionTypeSchema,
  UserSubscriptionSchema,
} from './commerce-types.ts';
import { defineEndpoints } from './endpoint.ts';
import { LocaleCodeSchema } from './locales.ts';
import { ReturnUrlSchema } from './session.ts';
import { int32Id, int32IdText, safeText } from './text.ts';

/**
 * Commerce §7 subscription calls, info-services and stored cards. Subscribe outcomes by status (§4):
 * 200 checkout needed (data.type redirect, url) or 201 subscribed at once; 202 pending; 402
 * INSUFFICIENT_FUNDS; 409 USER_ALREADY_SUBSCRIBED or NEED_CANCEL_SUBSCRIPTION_BEFORE_*; 400 with the
 * error text (problem `code`). Every payment call honours Idempotency-Key.
 */

const BoolFlag = v.pipe(
  v.picklist(['true', 'false'], 'must be true or false'),
  v.transform((s) => s === 'true'),
);
const SubscriptionId = v.object({ id: int32IdText('must be a subscription id') });
const TypeId = v.object({ id: int32IdText('must be a subscription type id') });
const Token = v.pipe(v.string(), safeText(), v.minLength(1), v.maxLength(100));
/** Body of an operator (API) flow step: the mobile number first, then the PIN it received. */
const ApiFlowBody = v.strictObject({
  msisdn: v.optional(v.pipe(v.string(), safeText(), v.regex(/^\+?[0-9 ]{6,20}$/, 'must be a mobile number'))),
  pin: v.optional(v.pipe(v.string(), safeText(), v.regex(/^\d{4,8}$/, 'must be the PIN'))),
  transactionId: v.optional(Token),
});

export { COMMERCE_ERRORS } from './commerce-types.ts';

/** HMAC-SHA256 (hex) of the raw notification body under the provider's shared secret. */
export const PAYMENT_SIGNATURE_HEADER = 'x-payment-signature';

/** A provider notification: a payment (by its id) settled, was refused, or was refunded. Sent again until acknowledged. */
export const PaymentNotificationSchema = v.strictObject({
  eventId: Token,
  paymentId: Token,
  outcome: v.picklist(['SUCCEEDED', 'FAILED', 'REFUNDED']),
  amountMinor: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000)),
  currency: v.pipe(v.string(), safeText(), v.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code')),
});

/** Added to a cancel's redirect URL so the portal knows it comes back from a cancellation. */
export const CANCELLATION_FLOW_PARAM = 'cancellationFlow';

/**
 * GET /subscription's answer header: the commerce clock's now (ISO 8601) when the answer was made, so the
 * portal counts credit expiry on the server's time (which the demo clock moves), not the device's.
 */
export const COMMERCE_TIME_HEADER = 'x-commerce-time';

export const commerceEndpoints = defineEndpoints({
  subscriptionTypes: {
    method: 'GET',
    path: '/subscription/type',
    query: v.strictObject({ lang: v.optional(LocaleCodeSchema) }),
    response: v.array(SubscriptionTypeSchema),
  },
  userSubscriptions: {
    method: 'GET',
    path: '/subscription',
    query: v.strictObject({
      inclCancelled: v.optional(BoolFlag, 'false'),
      inclSubscriptionType: v.optional(BoolFlag, 'false'),
    }),
    response: v.array(UserSubscriptionSchema),
  },
  voucherbookEligible: {
    method: 'GET',
    path: '/subscription/isVoucherbookEligible',
    query: v.strictObject({ subsTypeId: v.optional(int32IdText('must be a subscription type id')) }),
    response: v.object({ eligible: v.boolean() }),
  },
  subscribe: {
    method: 'POST',
    path: '/subscription',
    body: SubscribeRequestSchema,
    response: SubscribeAnswerSchema,
  },
  cancel: {
    method: 'DELETE',
    path: '/subscription/:id',
    params: SubscriptionId,
    query: v.strictObject({ lang: v.optional(LocaleCodeSchema), redirectionUrl: ReturnUrlSchema }),
    response: CancelAnswerSchema,
  },
  freeTrialEligible: {
    method: 'GET',
    path: '/subscription/isFreeTrialEligible',
    response: v.object({ eligible: v.boolean(), subscriptionTypeIds: v.array(v.number()) }),
  },
  subscribeToFreeTrial: {
    method: 'POST',
    path: '/subscription/subscribeToFreeTrial',
    body: v.strictObject({
      redirect: ReturnUrlSchema,
      lang: LocaleCodeSchema,
      /** Which trial plan; the first eligible one when absent. */
      subscriptionTypeId: v.optional(int32Id('must be a subscription type id')),
    }),
    response: SubscribeAnswerSchema,
  },
  oneTimePaymentOptions: {
    method: 'POST',
    path: '/subscription/oneTimePaymentOptions',
    body: v.strictObject({ redirectionUrl: ReturnUrlSchema, lang: LocaleCodeSchema, transactionId: Token }),
    response: v.object({ options: v.array(PaymentOptionSchema) }),
  },
  partnerMetadata: {
    method: 'PUT',
    path: '/subscription/:id/partnerMetadata/attributes',
    params: SubscriptionId,
    body: v.strictObject({ value: v.record(v.pipe(v.string(), safeText(), v.maxLength(64)), Token) }),
    response: UserSubscriptionSchema,
  },
  validateExternal: {
    method: 'POST',
    path: '/subscription/validate/external',
    body: v.strictObject({ externalProviderCode: Token }),
    response: v.object({ valid: v.boolean(), subscriptionTypeIds: v.array(v.number()) }),
  },
  apiFlow: {
    method: 'POST',
    path: '/subscription/api',
    body: v.strictObject({ paymentOptionUUID: Token, body: ApiFlowBody }),
    response: ApiFlowAnswerSchema,
  },
  apiFlowStart: {
    method: 'POST',
    path: '/subscription/api/:id',
    params: TypeId,
    body: v.strictObject({
      paymentOptionUUID: Token,
      redirectionUrl: ReturnUrlSchema,
      body: ApiFlowBody,
      /** The language the consents were shown in (the tenant's default when absent). */
      lang: v.optional(LocaleCodeSchema),
      /** As in POST /subscription: the consents and partner fields the plan asks for. */
      subscriptionConsentList: v.optional(ConsentListSchema),
      partnerMetadata: v.optional(PartnerValuesSchema),
    }),
    response: ApiFlowAnswerSchema,
  },
  enabledType: {
    method: 'GET',
    path: '/subscription/enabled/:id',
    params: TypeId,
    response: SubscriptionTypeSchema,
  },
  infoServiceSubscribe: {
    method: 'POST',
    path: '/info-service/subscribe',
    body: v.strictObject({
      subscriptionTypeId: int32Id('must be a subscription type id'),
      lang: LocaleCodeSchema,
      redirect: ReturnUrlSchema,
    }),
    response: SubscribeAnswerSchema,
  },
  infoServices: {
    method: 'GET',
    path: '/info-service/subscriptions',
    response: v.array(InfoServiceEntrySchema),
  },
  infoServicesDaily: {
    method: 'GET',
    path: '/info-service/subscriptions/daily',
    response: v.array(InfoServiceEntrySchema),
  },
  infoServicesDailyAbo: {
    method: 'GET',
    path: '/info-service/subscriptions/daily-abo',
    response: v.array(InfoServiceEntrySchema),
  },
  cards: {
    method: 'GET',
    path: '/creditCard/creditCardInfo',
    response: v.array(CreditCardSchema),
  },
  addCardSession: {
    method: 'POST',
    path: '/creditCard/session/add/card',
    body: v.strictObject({ redirectionUrl: ReturnUrlSchema, lang: LocaleCodeSchema }),
    response: v.object({ url: v.string() }),
  },
  setDefaultCard: {
    method: 'PUT',
    path: '/creditCard/creditCardInfo/:id',
    params: v.object({ id: int32IdText('must be a card id') }),
    body: v.strictObject({ isDefault: v.literal(true) }),
    response: CreditCardSchema,
  },
  deleteCard: {
    method: 'DELETE',
    path: '/creditCard/creditCardInfo/:id',
    params: v.object({ id: int32IdText('must be a card id') }),
    response: v.object({ deleted: v.boolean() }),
  },
  /** The payment provider's server-to-server notification, signed (header PAYMENT_SIGNATURE_HEADER). */
  providerNotification: {
    method: 'POST',
    path: '/payment/notification',
    body: PaymentNotificationSchema,
    response: v.object({ accepted: v.boolean(), duplicate: v.boolean() }),
  },
});
