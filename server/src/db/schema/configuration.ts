import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenants } from './tenant.ts';

/** Shell §3 global configuration groups per tenant, served as the `configuration` structure. */
export const tenantConfigurations = pgTable('tenant_configurations', {
  tenantName: text('tenant_name')
    .primaryKey()
    .references(() => tenants.name, { onDelete: 'cascade' }),
  groups: jsonb('groups').$type<Record<string, unknown>>().notNull(),
  /** Fragments of the configuration structure (e.g. an external footer), by id; texts may be {en, ar, …}. */
  fragments: jsonb('fragments').$type<Record<string, unknown>>().notNull().default({}),
});

/** Shell §4 step 6: per-tenant redirects looked up by path. */
export const routeRules = pgTable(
  'route_rules',
  {
    tenantName: text('tenant_name')
      .notNull()
      .references(() => tenants.name, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    to: text('to').notNull(),
    external: boolean('external').notNull(),
    permanent: boolean('permanent').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantName, t.path] }),
    // Defence in depth behind the service's validation: no protocol-relative or scheme-less targets.
    check(
      'route_rules_to_ck',
      sql`(${t.external} and ${t.to} ~ '^https?://[^/]') or (not ${t.external} and ${t.to} ~ '^/([^/]|$)')`,
    ),
    check('route_rules_path_ck', sql`${t.path} ~ '^/'`),
  ],
);

export type RouteRuleRow = typeof routeRules.$inferSelect;
