import { and, eq, inArray } from 'drizzle-orm';
import type { TenantTexts } from '../../../../contract/i18n.ts';
import { FALLBACK_LOCALE, type LocaleCode } from '../../../../contract/locales.ts';
import type { Db } from '../../db/client.ts';
import { tenantTexts } from '../../db/schema/i18n.ts';

/** The tenant's texts in one language; keys missing there fall back to the English text. */
export async function loadTenantTexts(db: Db, tenantName: string, lang: LocaleCode): Promise<TenantTexts> {
  const langs = lang === FALLBACK_LOCALE ? [lang] : [FALLBACK_LOCALE, lang];
  const rows = await db
    .select({ lang: tenantTexts.lang, key: tenantTexts.key, text: tenantTexts.text })
    .from(tenantTexts)
    .where(and(eq(tenantTexts.tenantName, tenantName), inArray(tenantTexts.lang, langs)));
  const texts: TenantTexts = {};
  for (const row of rows) if (row.lang === FALLBACK_LOCALE) texts[row.key] = row.text;
  for (const row of rows) if (row.lang !== FALLBACK_LOCALE) texts[row.key] = row.text;
  return texts;
}
