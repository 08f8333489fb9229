import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { at, tenantRef } from './columns.ts';

/** Commerce §2 custom feedback: what a visitor or user told the tenant (no address is kept, only the account). */
export const feedback = pgTable(
  'feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantName: tenantRef(),
    // A deleted account leaves its feedback, anonymous.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reasons: text('reasons').array().notNull(),
    message: text('message').notNull(),
    rating: smallint('rating'),
    source: text('source').notNull(),
    lang: text('lang').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('feedback_tenant_time_idx').on(t.tenantName, t.createdAt),
    check('feedback_rating_ck', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check('feedback_message_ck', sql`char_length(${t.message}) <= 1000`),
  ],
);
