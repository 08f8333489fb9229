import type { QueryClient } from '@tanstack/react-query';
import { activateLocale, i18n } from '#lib/i18n.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { writeLocaleCookie } from './locale-cookie.ts';
import { runAfterLocaleSwitch, runBeforeLocaleSwitch } from './locale-hooks.ts';
import { tenantTextsQuery } from './tenant-texts.queries.ts';

/**
 * Shell §4 language change: same locale → nothing; else the before-switch hook (may substitute),
 * the lazy catalogues (fallback + target) with the tenant texts, the locale cookie, then the
 * after-switch hook (which sets the Mantine direction). Resolves whether the locale is active.
 */
export async function switchLocale(queryClient: QueryClient, scope: QueryScope): Promise<boolean> {
  // Re-activating the current locale also cancels a switch still loading (see activateLocale).
  if (i18n.locale === scope.locale) return activateLocale(scope.locale);
  const previous = i18n.locale || undefined;
  const locale = runBeforeLocaleSwitch(scope.locale, previous);
  if (locale === previous) return activateLocale(locale);
  const texts = queryClient
    .ensureQueryData(tenantTextsQuery({ ...scope, locale }))
    .catch((error: unknown) => {
      console.error(`Could not load tenant texts for ${locale}`, error);
      return undefined;
    });
  if (!(await activateLocale(locale, texts))) return false;
  writeLocaleCookie(locale);
  runAfterLocaleSwitch(locale, previous);
  return true;
}
