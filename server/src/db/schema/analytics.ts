import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenant.ts';

/**
 * Events the first-party tag (/gtm.js) forwarded after the visitor gave analytics consent. No user,
 * address or device column: the rows say what was seen, never who saw it. Kept for a retention period.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantName: text('tenant_name')
      .notNull()
      .references(() => tenants.name, { onDelete: 'cascade' }),
    tagId: text('tag_id').notNull(),
    event: text('event').notNull(),
    data: jsonb('data').$type<Record<string, string | number | boolean>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_tenant_time_idx').on(t.tenantName, t.receivedAt)],
);
