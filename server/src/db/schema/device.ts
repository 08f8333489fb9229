import { boolean, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { tenants } from './tenant.ts';

/**
 * One row per tenant and device class (operating system × form factor), never per browser: the
 * table stays bounded however many User-Agents ask, and the id identifies no one.
 */
export const devices = pgTable(
  'devices',
  {
    // Starts above 1 because id 1 is the portal's fallback when the lookup fails (shell §7).
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1000 }),
    tenantName: text('tenant_name')
      .notNull()
      .references(() => tenants.name, { onDelete: 'cascade' }),
    desktop: boolean('desktop').notNull(),
    tablet: boolean('tablet').notNull(),
    modernPhone: boolean('modern_phone').notNull(),
    /** One of the names GET /device answers (routes/device/user-agent.ts), never the raw header. */
    operatingSystem: text('operating_system').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('devices_tenant_class_uq').on(t.tenantName, t.operatingSystem, t.desktop, t.tablet, t.modernPhone),
  ],
);
