import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Digest of the demo seed last applied per tenant: an unchanged seed is skipped at start-up. */
export const seedState = pgTable('seed_state', {
  tenantName: text('tenant_name').primaryKey(),
  digest: text('digest').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
