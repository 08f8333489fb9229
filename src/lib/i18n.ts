import { type I18n, i18n, type Messages, setupI18n } from '@lingui/core';
import type { TenantTexts } from '#contract/i18n.ts';
import { FALLBACK_LOCALE, LOCALE_CODES, localeDir, localeNumbering } from '#contract/locales.ts';

export { i18n };

export type CatalogueLoader = () => Promise<{ messages: Messages }>;

// Every catalogue of the locale table, each its own lazily loaded chunk: only the active language (and en,
// the fallback) is fetched.
const catalogueFiles = import.meta.glob<{ messages: Messages }>('../locales/*/messages.po');

export const CATALOGUES: Readonly<Record<string, CatalogueLoader>> = Object.fromEntries(
  LOCALE_CODES.flatMap((code) => {
    const load = catalogueFiles[`../locales/${code}/messages.po`];
    return load ? [[code, load]] : [];
  }),
);

let latestRequest = 0;

/**
 * Shell §4 language switch: same locale → nothing; otherwise load the target and fallback
 * catalogues, lay the tenant texts over them, activate, and set <html lang dir>. A missing
 * catalogue is warned about and a failed load is logged; either way the current locale stays.
 */
export async function activateLocale(
  code: string,
  tenantTexts?: TenantTexts | Promise<TenantTexts | undefined>,
  catalogues: Readonly<Record<string, CatalogueLoader>> = CATALOGUES,
): Promise<boolean> {
  if (i18n.locale === code) {
    latestRequest++; // cancels a switch still loading, so this locale stays
    return true;
  }
  const load = Object.hasOwn(catalogues, code) ? catalogues[code] : undefined;
  if (!load) {
    console.warn(`Could not find messages for locale code ${code}`);
    return false;
  }
  const request = ++latestRequest;
  try {
    const messages = await localeMessages(code, load, tenantTexts, catalogues);
    // A later switch started while this one was loading: it decides the locale.
    if (request !== latestRequest) return false;
    i18n.load(code, messages);
    // Numbers Lingui formats itself (plural '#', i18n.number) use Arabic-Indic digits in ar (commerce §9):
    // Intl's own default for 'ar' is Latin digits now.
    i18n.activate(code, [intlLocaleOf(code)]);
    applyDocumentLocale(code);
    return true;
  } catch (error) {
    console.error(`Could not load messages for locale code ${code}`, error);
    return false;
  }
}

/** The fallback catalogue under the target one, with the tenant's texts over both. */
async function localeMessages(
  code: string,
  load: CatalogueLoader,
  tenantTexts: TenantTexts | Promise<TenantTexts | undefined> | undefined,
  catalogues: Readonly<Record<string, CatalogueLoader>>,
): Promise<Messages> {
  const fallback = code === FALLBACK_LOCALE ? undefined : catalogues[FALLBACK_LOCALE];
  // Tenant texts may still be on their way: they load alongside the catalogues.
  const [target, base, texts] = await Promise.all([load(), fallback?.(), tenantTexts]);
  return { ...base?.messages, ...target.messages, ...compileTenantTexts(texts) };
}

/**
 * A private Lingui instance for one server-rendered page: requests in different languages render at
 * the same time, so the server never touches the shared instance the browser uses.
 */
export async function createPageI18n(code: string, tenantTexts: TenantTexts | undefined): Promise<I18n> {
  const load = Object.hasOwn(CATALOGUES, code) ? CATALOGUES[code] : CATALOGUES[FALLBACK_LOCALE];
  if (!load) throw new Error(`No message catalogue for ${code}`);
  const instance = setupI18n();
  instance.load(code, await localeMessages(code, load, tenantTexts, CATALOGUES));
  instance.activate(code, [intlLocaleOf(code)]);
  return instance;
}

/** The Intl locale for a portal language: Arabic asks for the Arabic-Indic numbering system. */
export const intlLocaleOf = (code: string): string =>
  localeNumbering(code) === 'latn' ? code : `${code}-u-nu-${localeNumbering(code)}`;

/** Tenant texts are literal copy; a one-token array is the compiled form Lingui renders as-is. */
function compileTenantTexts(texts: TenantTexts | undefined): Messages {
  const compiled: Messages = {};
  for (const [id, text] of Object.entries(texts ?? {})) compiled[id] = [text];
  return compiled;
}

function applyDocumentLocale(code: string): void {
  document.documentElement.lang = code;
  document.documentElement.dir = localeDir(code);
}
