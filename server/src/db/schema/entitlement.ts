import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ConsentItem, Partner, StoredConsent } from '../../../../contract/commerce-consent.ts';
import type { ContentType } from '../../../../contract/history.ts';
import { catalogueItems } from './catalogue.ts';
import { at, itemRef, tenantRef, userRef } from './columns.ts';
import type { LocalizedText } from './localized-text.ts';

export type Money = { amount: number; currency: string };
/** Commerce §3 contingent: what a subscription covers; amount -1 is unlimited, a positive amount is credits. */
export type Contingent = { amount: number; contentTypes: ContentType[] };
export type Attribute = { key: string; value: string };

export const SUBSCRIPTION_STATES = ['ACTIVE', 'INACTIVE', 'REQUESTED', 'CANCELED'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** Commerce §3 subscription type group: plans a user moves between (upgrade, downgrade, change). */
export const subscriptionGroups = pgTable(
  'subscription_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantName: tenantRef(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [unique('subscription_groups_tenant_slug_uq').on(t.tenantName, t.slug)],
);

/** Commerce §3 subscription type: what a tenant sells; the commerce issue subscribes users to these. */
export const subscriptionTypes = pgTable(
  'subscription_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantName: tenantRef(),
    /** Natural key the seed upserts by. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Display names per portal language (also offered as DISPLAY_SERVICE_NAME_TEXT_{lang} attributes). */
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    attributes: jsonb('attributes').$type<Attribute[]>().notNull().default([]),
    /** ISO 8601 duration: P1D, P7D, P1M, P1Y. */
    billingCycle: text('billing_cycle').notNull(),
    price: jsonb('price').$type<Money>().notNull(),
    promotionPrice: jsonb('promotion_price').$type<Money>(),
    maxTrialDuration: text('max_trial_duration'),
    contingents: jsonb('contingents').$type<Contingent[]>().notNull().default([]),
    accumulateContingent: boolean('accumulate_contingent').notNull().default(false),
    /** SUBSCRIPTION (content plans) or INFO_SERVICE (a paid info-service, `info_service_item_id`). */
    kind: text('kind').$type<'SUBSCRIPTION' | 'INFO_SERVICE'>().notNull().default('SUBSCRIPTION'),
    /** Commerce §3 group (upgrade/downgrade/change happen within one) and the level in it (0 = entry). */
    groupId: integer('group_id').references(() => subscriptionGroups.id, { onDelete: 'set null' }),
    levelOrder: integer('level_order'),
    infoServiceItemId: integer('info_service_item_id').references(() => catalogueItems.id, {
      onDelete: 'set null',
    }),
    /** Consents asked before subscribing (double opt-in where attribute ment_double_opt_in is 1). */
    consents: jsonb('consents').$type<ConsentItem[]>().notNull().default([]),
    /** Sold on behalf of a partner: its name and the fields it needs from the customer. */
    partner: jsonb('partner').$type<Partner>(),
    /** Sold now; a disabled type keeps its subscribers but is offered to nobody. */
    enabled: boolean('enabled').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [unique('subscription_types_tenant_slug_uq').on(t.tenantName, t.slug)],
);

/**
 * Commerce §3/§4 user subscription. Active = ACTIVE without subState PENDING (and not past endDate);
 * contingents are copied from the type when subscribing, so credits can be counted down per user.
 */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantName: tenantRef(),
    userId: userRef(),
    typeId: integer('type_id')
      .notNull()
      .references(() => subscriptionTypes.id, { onDelete: 'cascade' }),
    state: text('state').$type<SubscriptionState>().notNull(),
    subState: text('sub_state').$type<'PENDING'>(),
    contingents: jsonb('contingents').$type<Contingent[]>().notNull(),
    startDate: at('start_date').notNull().defaultNow(),
    /** Start of the current billing period: credits reset (or accumulate) and are spent per period. */
    periodStart: at('period_start').notNull().defaultNow(),
    endDate: at('end_date'),
    nextRenewalDate: at('next_renewal_date'),
    canceledAt: at('canceled_at'),
    /** A free trial (commerce §7 subscribeToFreeTrial): one per user and type, ever. */
    trial: boolean('trial').notNull().default(false),
    /** The subscription this one replaced (upgrade, downgrade, change); it ends when this one starts. */
    migratedFromId: integer('migrated_from_id'),
    /** The stored card renewals charge (null: the sandbox's default card of the user, if any). */
    cardId: integer('card_id'),
    /** Failed renewal charges in a row; the renewal job retries, then expires the subscription. */
    renewalFailures: integer('renewal_failures').notNull().default(0),
    /** After a failed renewal charge, the next attempt waits until then (commerce clock). */
    renewalRetryAt: at('renewal_retry_at'),
    /** PUT /subscription/{id}/partnerMetadata/attributes. */
    partnerMetadata: jsonb('partner_metadata').$type<Record<string, string>>().notNull().default({}),
    /** The consents given when subscribing: id, version and language shown, the answer and when (audit). */
    consents: jsonb('consents').$type<StoredConsent[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('user_subscriptions_user_idx').on(t.userId, t.state),
    index('user_subscriptions_type_idx').on(t.typeId),
    index('user_subscriptions_renewal_idx').on(t.nextRenewalDate),
    uniqueIndex('user_subscriptions_one_trial_uq').on(t.userId, t.typeId).where(sql`${t.trial}`),
    check('user_subscriptions_state_ck', sql`${t.state} in ('ACTIVE', 'INACTIVE', 'REQUESTED', 'CANCELED')`),
    check('user_subscriptions_sub_state_ck', sql`${t.subState} is null or ${t.subState} = 'PENDING'`),
  ],
);

/** Commerce §3 wallet: articles the user owns (an album or audiobook owns its tracks or chapters). */
export const walletItems = pgTable(
  'wallet_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantName: tenantRef(),
    userId: userRef(),
    itemId: itemRef(),
    /** How it came: DTO (bought), CREDIT (a subscription credit), GIFT (the operator, the demo seed). */
    source: text('source').$type<'DTO' | 'CREDIT' | 'GIFT'>().notNull(),
    acquiredAt: at('acquired_at').notNull().defaultNow(),
  },
  (t) => [
    unique('wallet_items_user_item_uq').on(t.userId, t.itemId),
    index('wallet_items_user_newest_idx').on(t.userId, t.acquiredAt.desc(), t.id.desc()),
    index('wallet_items_item_idx').on(t.itemId),
  ],
);

export type SubscriptionTypeRow = typeof subscriptionTypes.$inferSelect;
export type UserSubscriptionRow = typeof userSubscriptions.$inferSelect;
