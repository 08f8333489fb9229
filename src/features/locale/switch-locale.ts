import type { QueryClient } from '@tanstack/react-query';
import { activateLocale, i18n } from '../../lib/i18n.ts';
import type { QueryScope } from '../../lib/query-scope.ts';
import { tenantTextsQuery } from './tenant-texts.queries.ts';

/** Activates a locale with its tenant texts (fetched alongside the catalogue; optional: the portal texts work without them). */
export async function switchLocale(queryClient: QueryClient, scope: QueryScope): Promise<boolean> {
  if (i18n.locale === scope.locale) return activateLocale(scope.locale);
  const texts = queryClient.ensureQueryData(tenantTextsQuery(scope)).catch((error: unknown) => {
    console.error(`Could not load tenant texts for ${scope.locale}`, error);
    return undefined;
  });
  return activateLocale(scope.locale, texts);
}
