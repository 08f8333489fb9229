import { boolean, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { tenants } from './tenant.ts';

export const devices = pgTable(
  'devices',
  {
    // Starts above 1 because id 1 is the portal's fallback when the lookup fails (shell §7).
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1000 }),
    tenantName: text('tenant_name')
      .notNull()
      .references(() => tenants.name, { onDelete: 'cascade' }),
    /** SHA-256 of the User-Agent: one row per tenant and browser family/version. */
    fingerprint: text('fingerprint').notNull(),
    userAgent: text('user_agent').notNull(),
    desktop: boolean('desktop').notNull(),
    tablet: boolean('tablet').notNull(),
    modernPhone: boolean('modern_phone').notNull(),
    operatingSystem: text('operating_system').notNull(),
    channel: text('channel').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('devices_tenant_fingerprint_uq').on(t.tenantName, t.fingerprint)],
);
