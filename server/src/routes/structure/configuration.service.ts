import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { CONFIGURATION_STRUCTURE, ConfigurationSchema } from '../../../../contract/configuration.ts';
import { LOCALE_CODES, type LocaleCode } from '../../../../contract/locales.ts';
import { type StructureNode, StructureNodeSchema } from '../../../../contract/structure.ts';
import type { Db } from '../../db/client.ts';
import { tenantConfigurations } from '../../db/schema/configuration.ts';
import { type LocalizedText, pickText } from '../../db/schema/localized-text.ts';
import { ProblemError } from '../../http/problem.ts';

const notFound = (detail: string) => new ProblemError({ status: 404, code: 'STRUCTURE_NOT_FOUND', detail });

async function load(db: Db, tenantName: string) {
  const [row] = await db
    .select()
    .from(tenantConfigurations)
    .where(eq(tenantConfigurations.tenantName, tenantName));
  return row;
}

const isLocalizedText = (value: object): value is LocalizedText => {
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    typeof (value as { en?: unknown }).en === 'string' &&
    entries.every(
      ([key, text]) => (LOCALE_CODES as readonly string[]).includes(key) && typeof text === 'string',
    )
  );
};

/** Stored groups may hold any text as {en, ar, …}; the answer carries the requested language's text. */
export function localizeGroups(value: unknown, lang: LocaleCode): unknown {
  if (Array.isArray(value)) return value.map((entry) => localizeGroups(entry, lang));
  if (value === null || typeof value !== 'object') return value;
  if (isLocalizedText(value)) return pickText(value, lang);
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, localizeGroups(entry, lang)]));
}

/** Shell §3: GET /structure/configuration, the tenant's global configuration groups in data.customProperties. */
export async function configurationStructure(
  db: Db,
  tenantName: string,
  lang: LocaleCode,
): Promise<StructureNode> {
  const row = await load(db, tenantName);
  // A tenant without stored configuration gets the contract's defaults, never a failure at start-up.
  const groups = v.parse(ConfigurationSchema, localizeGroups(row?.groups ?? {}, lang));
  return { name: CONFIGURATION_STRUCTURE, data: { customProperties: groups } };
}

/** GET /structure/configuration/fragment/{id}: a stored fragment such as the external footer. */
export async function configurationFragment(
  db: Db,
  tenantName: string,
  id: string,
  lang: LocaleCode,
): Promise<StructureNode> {
  const fragments = (await load(db, tenantName))?.fragments ?? {};
  const fragment = Object.hasOwn(fragments, id) ? fragments[id] : undefined;
  if (!fragment) throw notFound(`Structure "configuration" has no fragment "${id}".`);
  return v.parse(StructureNodeSchema, localizeGroups(fragment, lang));
}

/** One stored configuration group of a tenant, in one language (hosted pages and mails read their groups so). */
export async function configurationGroup(
  db: Db,
  tenantName: string,
  group: 'paymentMetaData' | 'loginMetaData' | 'parentalControlEmail',
  lang: LocaleCode,
): Promise<unknown> {
  const groups = (await load(db, tenantName))?.groups as Record<string, unknown> | undefined;
  return localizeGroups(groups?.[group], lang);
}
