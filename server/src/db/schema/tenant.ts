import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocaleCode } from '../../../../contract/locales.ts';

export const tenants = pgTable('tenants', {
  name: text('name').primaryKey(),
  displayName: text('display_name').notNull(),
  shortName: text('short_name').notNull(),
  defaultLocale: text('default_locale').$type<LocaleCode>().notNull(),
  colors: jsonb('colors').$type<string[]>().notNull(),
  maxRating: integer('max_rating'),
  autoLoginCookie: text('auto_login_cookie'),
  features: jsonb('features').$type<Record<string, boolean>>().notNull().default({}),
  /** Extra origins (beyond the tenant's own hosts) that return/redirect URLs may point at (ASVS 3.7.2). */
  redirectOrigins: jsonb('redirect_origins').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Host names that select a tenant for requests without a tenant header (envFile, manifest, portal). */
export const tenantHosts = pgTable(
  'tenant_hosts',
  {
    hostname: text('hostname').primaryKey(),
    tenantName: text('tenant_name')
      .notNull()
      .references(() => tenants.name, { onDelete: 'cascade' }),
  },
  (t) => [index('tenant_hosts_tenant_idx').on(t.tenantName)],
);

export type TenantRow = typeof tenants.$inferSelect;
