import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Per tenant, a number that every write to its catalogue, structures, texts, configuration, route
 * rules or tenant row raises (database triggers, migration 0007), announced on the
 * CONTENT_VERSION_CHANNEL. No foreign key: a deleted and re-created tenant keeps counting up, so a
 * version never means two contents.
 */
export const contentVersions = pgTable('content_versions', {
  tenantName: text('tenant_name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** LISTEN/NOTIFY channel; the payload is "<tenant> <version>". */
export const CONTENT_VERSION_CHANNEL = 'content_version';
