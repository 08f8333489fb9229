import { type I18n, i18n, type Messages, setupI18n } from '@lingui/core';
import type { TenantTexts } from '#contract/i18n.ts';
import { FALLBACK_LOCALE, LOCALE_CODES, localeDir, localeNumbering } from '#contract/locales.ts';

export { i18n };

export type CatalogueLoader = () => Promise<{ messages: Messages }>;

// Every catalogue of the locale table, each its own lazily loaded chunk: only the active language is fetched.
// Lingui compiles `fallbackLocales` (en) into each catalogue for a message it lacks, and `npm run i18n:check`
// fails on any untranslated message, so a page never needs the English catalogue beside its own (it was
// 19 KB gz more on every non-English first load).
const catalogueFiles = import.meta.glob<{ messages: Messages }>('../locales/*/messages.po');

export const CATALOGUES: Readonly<Record<string, CatalogueLoader>> = Object.fromEntries(
  LOCALE_CODES.flatMap((code) => {
    const load = catalogueFiles[`../locales/${code}/messages.po`];
    return load ? [[code, load]] : [];
  }),
);

let latestRequest = 0;

/**
 * Shell §4 language switch: same locale → nothing; otherwise load the target catalogue, lay the
 * tenant texts over it, activate, and set <html lang dir>. A missing
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
    const messages = await localeMessages(load, tenantTexts);
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

/** The target catalogue (fallbacks compiled in), with the tenant's texts over it. */
async function localeMessages(
  load: CatalogueLoader,
  tenantTexts: TenantTexts | Promise<TenantTexts | undefined> | undefined,
): Promise<Messages> {
  // Tenant texts may still be on their way: they load alongside the catalogue.
  const [target, texts] = await Promise.all([load(), tenantTexts]);
  return { ...target.messages, ...compileTenantTexts(texts) };
}

/**
 * A private Lingui instance for one server-rendered page: requests in different languages render at
 * the same time, so the server never touches the shared instance the browser uses.
 */
export async function createPageI18n(code: string, tenantTexts: TenantTexts | undefined): Promise<I18n> {
  const load = Object.hasOwn(CATALOGUES, code) ? CATALOGUES[code] : CATALOGUES[FALLBACK_LOCALE];
  if (!load) throw new Error(`No message catalogue for ${code}`);
  const instance = setupI18n();
  instance.load(code, await localeMessages(load, tenantTexts));
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
