import * as v from 'valibot';
import {
  ConsentItemSchema,
  ConsentListSchema,
  PartnerSchema,
  PartnerValuesSchema,
  StoredConsentSchema,
} from './commerce-consent.ts';
import { ContentTypeSchema } from './history.ts';
import { LocaleCodeSchema } from './locales.ts';
import { ReturnUrlSchema } from './session.ts';
import { int32Id, safeText } from './text.ts';

/**
 * Commerce §3/§4 shapes with the spec's field names: subscription types (plans), user subscriptions,
 * the subscribe payload and answer, payment options, stored cards and info-services. Money in answers
 * is the spec's Price ({amount in major units, currency}); the server keeps minor units internally.
 */

/** Commerce §3 billing cycles: daily, weekly, monthly, yearly. */
export const BILLING_CYCLES = ['P1D', 'P7D', 'P1M', 'P1Y'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const SUBSCRIPTION_STATES = ['ACTIVE', 'INACTIVE', 'REQUESTED', 'CANCELED'] as const;
export type SubscriptionStateName = (typeof SUBSCRIPTION_STATES)[number];
export const SUB_STATE_PENDING = 'PENDING';

/** Commerce §3/§4 error texts the portal acts on (body `code` of the problem, and `error` on returns). */
export const COMMERCE_ERRORS = {
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  alreadySubscribed: 'USER_ALREADY_SUBSCRIBED',
  cancelBeforeUpgrade: 'NEED_CANCEL_SUBSCRIPTION_BEFORE_UPGRADE',
  cancelBeforeDowngrade: 'NEED_CANCEL_SUBSCRIPTION_BEFORE_DOWNGRADE',
  needPremium: 'NEED_UPGRADE_TO_PREMIUM_SUBSCRIPTION',
  noSubscription: 'NO_SUBSCRIPTION_FOUND',
  requiredIdentity: 'REQUIRED_IDENTITY_FIELD_NOT_FOUND',
  declined: 'PAYMENT_DECLINED',
  noCredits: 'NO_CREDITS_LEFT',
  /** A purchase return from a checkout the user left before paying (the payment stays open). */
  paymentNotCompleted: 'PAYMENT_NOT_COMPLETED',
} as const;

/** Commerce §3 price: amount in major units (9.99) and an ISO 4217 currency. */
export const PriceSchema = v.object({ amount: v.number(), currency: v.string() });
export type Price = v.InferOutput<typeof PriceSchema>;

export const AttributeSchema = v.object({ key: v.string(), value: v.string() });
export type Attribute = v.InferOutput<typeof AttributeSchema>;

/** Commerce §3 contingent: amount -1 is unlimited; a positive amount is credits (FULL_TRACK_MUSIC). */
export const ContingentSchema = v.object({ amount: v.number(), contentTypes: v.array(ContentTypeSchema) });

/** One level of a group: order 0 is the entry level; a higher order is a higher (premium) level. */
export const GroupLevelSchema = v.object({
  order: v.number(),
  /** The signed-in user holds an active or pending subscription of one of this level's types. */
  currentSubscriptionExist: v.boolean(),
  subscriptionTypeIds: v.array(v.number()),
});
export const SubscriptionTypeGroupSchema = v.object({
  id: v.number(),
  name: v.string(),
  levels: v.array(GroupLevelSchema),
});

/** Commerce §3 payment option: WEB (the browser goes to redirectionUrl) or API (subscriptionApiFlow). */
export const PaymentOptionSchema = v.object({
  paymentOptionUUID: v.string(),
  flow: v.picklist(['WEB', 'API']),
  name: v.string(),
  redirectionUrl: v.optional(v.string()),
});
export type PaymentOption = v.InferOutput<typeof PaymentOptionSchema>;

/** Commerce §3 subscription type (plan); `kind` tells info-services apart from content plans. */
export const SubscriptionTypeSchema = v.object({
  id: v.number(),
  name: v.string(),
  kind: v.picklist(['SUBSCRIPTION', 'INFO_SERVICE']),
  attributes: v.array(AttributeSchema),
  billingCycle: v.picklist(BILLING_CYCLES),
  subscriptionTypePrice: PriceSchema,
  subscriptionTypePromotionPrice: v.nullable(PriceSchema),
  /** ISO 8601 duration of the free trial (P7D), null without one. */
  maxTrialDuration: v.nullable(v.string()),
  contingents: v.array(ContingentSchema),
  subscriptionTypeGroupList: v.array(SubscriptionTypeGroupSchema),
  accumulateContingent: v.boolean(),
  paymentOptions: v.array(PaymentOptionSchema),
  /** ment_double_opt_in: the consents below are asked in a second, explicit confirmation before subscribing. */
  doubleOptIn: v.optional(v.boolean()),
  /** What the customer is asked to consent to (required ones must be accepted in subscriptionConsentList). */
  consents: v.optional(v.array(ConsentItemSchema)),
  /** Sold on behalf of a partner: the fields it needs, sent as the create payload's partnerMetadata. */
  partner: v.optional(v.nullable(PartnerSchema)),
});
export type SubscriptionType = v.InferOutput<typeof SubscriptionTypeSchema>;

/** Commerce §3 user subscription (`subscriptionType` with ?inclSubscriptionType=true). */
export const UserSubscriptionSchema = v.object({
  id: v.number(),
  typeId: v.number(),
  state: v.picklist(SUBSCRIPTION_STATES),
  subState: v.nullable(v.literal(SUB_STATE_PENDING)),
  /** ACTIVE without subState PENDING and not past endDate (commerce §4). */
  active: v.boolean(),
  contingents: v.array(ContingentSchema),
  startDate: v.string(),
  endDate: v.nullable(v.string()),
  nextRenewalDate: v.nullable(v.string()),
  canceledAt: v.nullable(v.string()),
  trial: v.boolean(),
  partnerMetadata: v.optional(v.record(v.string(), v.string())),
  /** The consents given when subscribing (what was shown, the answer, when). */
  consents: v.optional(v.array(StoredConsentSchema)),
  subscriptionType: v.optional(SubscriptionTypeSchema),
});
export type UserSubscription = v.InferOutput<typeof UserSubscriptionSchema>;

const Code = v.pipe(v.string(), safeText(), v.minLength(1), v.maxLength(100));
/** A price the portal showed; the server refuses a subscribe whose price is not the plan's own. */
const ShownPrice = v.strictObject({
  amount: v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000)),
  currency: v.pipe(v.string(), safeText(), v.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code')),
});

/** Commerce §3 subscription create payload (POST /subscription). */
export const SubscribeRequestSchema = v.strictObject({
  subscriptionTypeId: int32Id('must be a subscription type id'),
  lang: LocaleCodeSchema,
  /** Where every outcome of the payment returns to (allowlisted). */
  redirect: ReturnUrlSchema,
  /** When sent, it must be the signed-in user's id. */
  userId: v.optional(v.pipe(v.string(), safeText(), v.maxLength(64))),
  subscriptionConsentList: v.optional(ConsentListSchema),
  /** A partner plan's fields (plan.partner.fields), kept as the subscription's partner metadata. */
  partnerMetadata: v.optional(PartnerValuesSchema),
  /** The subscription this one replaces (upgrade, downgrade, change within a group). */
  migrateSubId: v.optional(int32Id('must be a subscription id')),
  /** paymentOptionUUIDs the user picked (the first one is used). */
  selectedOptions: v.optional(v.pipe(v.array(Code), v.maxLength(5))),
  upgradeTo: v.optional(int32Id('must be a subscription type id')),
  marketingCampaign: v.optional(Code),
  /** A stored card (GET /creditCard/creditCardInfo) charged without the checkout page. */
  cardId: v.optional(int32Id('must be a card id')),
  price: v.optional(ShownPrice),
});
export type SubscribeRequest = v.InferInput<typeof SubscribeRequestSchema>;

/** Commerce §7 subscribeUser answer data: redirect (go to url), onclick (done here), options, error. */
export const SubscribeAnswerSchema = v.object({
  status: v.number(),
  data: v.object({
    type: v.picklist(['redirect', 'onclick']),
    url: v.optional(v.string()),
    options: v.array(PaymentOptionSchema),
    error: v.optional(v.string()),
  }),
  subscription: v.optional(UserSubscriptionSchema),
  purchaseID: v.optional(v.string()),
});
export type SubscribeAnswer = v.InferOutput<typeof SubscribeAnswerSchema>;

/** Commerce §7 cancelSubscription answer: where the portal goes next (cancellationFlow=true added). */
export const CancelAnswerSchema = v.object({ status: v.number(), redirectionUrl: v.string() });

/** Commerce §7 subscriptionApiFlow / apiFlow answer: the step the operator flow expects next. */
export const API_FLOW_STEPS = ['ENTER_MSISDN', 'VERIFY_PIN', 'DONE'] as const;
export const ApiFlowAnswerSchema = v.object({
  nextApiFlowStep: v.picklist(API_FLOW_STEPS),
  response: v.object({
    status: v.number(),
    transactionId: v.string(),
    url: v.optional(v.string()),
    error: v.optional(v.string()),
    subscriptionId: v.optional(v.number()),
  }),
});

/** A stored card: only brand, last four digits and expiry are ever kept. */
export const CreditCardSchema = v.object({
  id: v.number(),
  brand: v.string(),
  last4: v.string(),
  expiryMonth: v.number(),
  expiryYear: v.number(),
  isDefault: v.boolean(),
});

/** One info-service offer or subscription (GET /info-service/subscriptions*). */
export const InfoServiceEntrySchema = v.object({
  subscriptionTypeId: v.number(),
  infoServiceId: v.number(),
  name: v.string(),
  billingCycle: v.picklist(BILLING_CYCLES),
  price: PriceSchema,
  subscribed: v.boolean(),
  subscription: v.nullable(UserSubscriptionSchema),
});
