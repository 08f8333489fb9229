import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { catalogueItems } from './catalogue.ts';
import { at, tenantRef, userRef } from './columns.ts';
import { subscriptionTypes, userSubscriptions } from './entitlement.ts';

export const PAYMENT_STATUSES = [
  'CREATED',
  'CHALLENGE',
  'PENDING',
  'SUCCEEDED',
  'FAILED',
  'CANCELED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** ONE_TIME: a one-time purchase of an article (intent.articleId); VOUCHER: a voucher cart (intent.lines), commerce §7. */
export type PaymentPurpose = 'SUBSCRIBE' | 'RENEWAL' | 'ADD_CARD' | 'ONE_TIME' | 'VOUCHER';

/** A stored card: brand, last four digits and expiry only; the number never reaches the database. */
export const creditCards = pgTable(
  'credit_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantName: tenantRef(),
    userId: userRef(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    /** The sandbox's outcome for this card, kept so a stored card behaves like the test card it was. */
    behaviour: text('behaviour').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('credit_cards_user_idx').on(t.userId),
    uniqueIndex('credit_cards_one_default_uq').on(t.userId).where(sql`${t.isDefault}`),
    check('credit_cards_last4_ck', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * One payment attempt with the provider: a checkout session, a stored-card charge, a renewal or an
 * operator (API) flow. `chargeKey` makes a charge happen once: the same key never charges twice, even
 * across a restart between the provider's answer and the subscription change (both commit together).
 */
export const payments = pgTable(
  'payments',
  {
    /** Public id (purchaseID on the return, the checkout URL), random. */
    id: text('id').primaryKey(),
    tenantName: tenantRef(),
    userId: userRef(),
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    provider: text('provider').$type<'sandbox' | 'operator'>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    typeId: integer('type_id').references(() => subscriptionTypes.id, { onDelete: 'set null' }),
    subscriptionId: integer('subscription_id').references(() => userSubscriptions.id, {
      onDelete: 'set null',
    }),
    /** Minor units (cents) and ISO 4217 currency; 0 for a card check. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    chargeKey: text('charge_key').notNull(),
    returnUrl: text('return_url'),
    lang: text('lang').notNull().default('en'),
    cardId: integer('card_id').references(() => creditCards.id, { onDelete: 'set null' }),
    /** What the payment does once it succeeds (the subscribe decision, kept until then). */
    intent: jsonb('intent').$type<Record<string, unknown>>().notNull().default({}),
    /** 3-D Secure or operator PIN: hash of the code the user must type; attempts counted. */
    challengeHash: text('challenge_hash'),
    challengeAttempts: integer('challenge_attempts').notNull().default(0),
    msisdn: text('msisdn'),
    error: text('error'),
    /** When the renewal job settles a PENDING payment (commerce clock). */
    settleAfter: at('settle_after'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('payments_charge_key_uq').on(t.tenantName, t.chargeKey),
    index('payments_user_idx').on(t.userId),
    index('payments_settle_idx').on(t.status, t.settleAfter),
    check('payments_amount_ck', sql`${t.amountMinor} >= 0 and ${t.amountMinor} <= 100000000`),
  ],
);

/** The money: one row per charge or refund, written in the same transaction as what it pays for. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantName: tenantRef(),
    userId: userRef(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id'),
    kind: text('kind').$type<'CHARGE' | 'REFUND'>().notNull(),
    /** Positive for a charge, negative for a refund (minor units). */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_entries_payment_kind_uq').on(t.paymentId, t.kind),
    index('ledger_entries_user_idx').on(t.userId),
  ],
);

/** Provider notifications already handled (by event id): a replay is acknowledged and changes nothing. */
export const paymentNotifications = pgTable('payment_notifications', {
  eventId: text('event_id').primaryKey(),
  tenantName: tenantRef(),
  paymentId: text('payment_id').notNull(),
  outcome: text('outcome').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

/** A FULL_TRACK_MUSIC credit spent: once per subscription, article and period (the renewal starts a new one). */
export const creditSpends = pgTable(
  'credit_spends',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => userSubscriptions.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    periodStart: at('period_start').notNull(),
    tenantName: tenantRef(),
    spentAt: at('spent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.itemId, t.periodStart] })],
);

/** The commerce clock: a server-wide offset the demo tool and tests move forward (one row, id 1). */
export const commerceClock = pgTable(
  'commerce_clock',
  {
    id: integer('id').primaryKey(),
    offsetSeconds: bigint('offset_seconds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('commerce_clock_one_row_ck', sql`${t.id} = 1`)],
);

export type PaymentRow = typeof payments.$inferSelect;
export type CreditCardRow = typeof creditCards.$inferSelect;
