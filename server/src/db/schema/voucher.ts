import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { catalogueItems } from './catalogue.ts';
import { at, tenantRef } from './columns.ts';
import { payments } from './commerce.ts';
import { subscriptionTypes } from './entitlement.ts';

export type VoucherCodeStatus = 'ISSUED' | 'REDEEMED';

/**
 * A voucher code issued by a paid voucher cart (commerce §3/§7): single use, found by the hash of its
 * tenant and normalised code. The code itself is kept encrypted (AES-256-GCM, server secret) so that it can
 * be resent; `code_hint` is its last four characters. One row per (payment, ordinal): a payment's codes
 * are issued once.
 */
export const voucherCodes = pgTable(
  'voucher_codes',
  {
    /** voucherEntityId of POST /voucher/resend/voucher. */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantName: tenantRef(),
    voucherItemId: integer('voucher_item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** 1..n over the payment's lines. */
    ordinal: integer('ordinal').notNull(),
    /** The buyer (any signed-in user of the tenant may redeem: a code can be a gift). */
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of `{tenant}:{normalised code}`. */
    codeHash: text('code_hash').notNull(),
    /** base64url of iv ‖ tag ‖ ciphertext (AES-256-GCM, the code hash as associated data). */
    codeSealed: text('code_sealed').notNull(),
    codeHint: text('code_hint').notNull(),
    /** A subscription voucher: the type its code grants (null for a merchant voucher). */
    grantsTypeId: integer('grants_type_id').references(() => subscriptionTypes.id, { onDelete: 'set null' }),
    status: text('status').$type<VoucherCodeStatus>().notNull().default('ISSUED'),
    redeemedBy: uuid('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: at('redeemed_at'),
    /** externalProviderCode of a merchant redemption. */
    redeemedVia: text('redeemed_via'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('voucher_codes_tenant_hash_uq').on(t.tenantName, t.codeHash),
    unique('voucher_codes_payment_ordinal_uq').on(t.paymentId, t.ordinal),
    index('voucher_codes_owner_idx').on(t.ownerUserId, t.createdAt.desc(), t.id.desc()),
    index('voucher_codes_item_idx').on(t.voucherItemId),
    check('voucher_codes_status_ck', sql`${t.status} in ('ISSUED', 'REDEEMED')`),
    check('voucher_codes_hint_ck', sql`${t.codeHint} ~ '^[0-9A-Z]{4}$'`),
  ],
);

export type VoucherCodeRow = typeof voucherCodes.$inferSelect;
