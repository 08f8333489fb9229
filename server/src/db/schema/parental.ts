import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { at, tenantRef, userRef } from './columns.ts';

/** Commerce §3 parental config: one per user; the passcode as an argon2id PHC string. */
export const parentalControls = pgTable(
  'parental_controls',
  {
    tenantName: tenantRef(),
    userId: userRef(),
    passwordHash: text('password_hash'),
    maxAgeGroup: integer('max_age_group').notNull().default(40),
    isActive: boolean('is_active').notNull().default(false),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantName, t.userId] }),
    check('parental_controls_age_ck', sql`${t.maxAgeGroup} in (0, 10, 20, 30, 40)`),
    check('parental_controls_active_ck', sql`not ${t.isActive} or ${t.passwordHash} is not null`),
  ],
);

/** Mailed passcode-reset codes (sendEmail): hashed, one use, 15 minutes. */
export const parentalResetCodes = pgTable(
  'parental_reset_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    tenantName: tenantRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('parental_reset_codes_user_idx').on(t.tenantName, t.userId)],
);

export type ParentalControlRow = typeof parentalControls.$inferSelect;
