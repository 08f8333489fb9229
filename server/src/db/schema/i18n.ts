import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { LocaleCode } from '../../../../contract/locales.ts';
import { tenants } from './tenant.ts';

/** Tenant-specific texts (tagline, footer …) merged by the portal over its own catalogue. */
export const tenantTexts = pgTable(
  'tenant_texts',
  {
    tenantName: text('tenant_name')
      .notNull()
      .references(() => tenants.name, { onDelete: 'cascade' }),
    lang: text('lang').$type<LocaleCode>().notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantName, t.lang, t.key] })],
);
