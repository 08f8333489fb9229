import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenant.ts';

/**
 * Kiosk devices (issue 21): one row per minted enrolment link, bound to its tenant and a random device
 * id. `enrolledAt` is set when the device opens the signed link; unenrolling (with the PIN) deletes the row.
 */
export const kioskDevices = pgTable(
  'kiosk_devices',
  {
    tenantName: text('tenant_name')
      .notNull()
      .references(() => tenants.name, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').notNull(),
    /** argon2id of the PIN that unenrols the device. */
    pinHash: text('pin_hash').notNull(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantName, t.deviceId] })],
);
