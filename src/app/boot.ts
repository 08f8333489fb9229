import type { QueryClient } from '@tanstack/react-query';
import { FALLBACK_LOCALE } from '../../contract/locales.ts';
import { backendBaseUrl } from '../../contract/tenant.ts';
import { structureQuery } from '../features/catalogue/structure.queries.ts';
import { resolveLocale } from '../features/locale/locale-path.ts';
import { switchLocale } from '../features/locale/switch-locale.ts';
import { readBootData } from '../features/tenant/boot-data.ts';
import { loadEnv } from '../features/tenant/load-env.ts';
import { createApiClient } from '../lib/api-client.ts';
import { activateLocale, i18n } from '../lib/i18n.ts';
import type { QueryScope } from '../lib/query-scope.ts';
import { createQueryClient } from './query-client.ts';

export interface BootedApp {
  queryClient: QueryClient;
  scope: QueryScope;
}

/** Start-up (ARCHITECTURE §3): environment → API client → locale → catalogue; the page loads in the router. */
export async function bootApp(): Promise<BootedApp> {
  const boot = readBootData();
  const env = await loadEnv(boot);
  const api = createApiClient({ baseUrl: backendBaseUrl(env), tenant: env.tenantName });
  const scope: QueryScope = {
    api,
    tenant: env.tenant,
    locale: resolveLocale(window.location.pathname, env.tenant),
  };
  const queryClient = createQueryClient();

  // The server already rendered this structure into the page: the first route needs no request.
  if (boot?.structure && boot.structure.lang === scope.locale) {
    queryClient.setQueryData(structureQuery(scope, boot.structure.name).queryKey, boot.structure.node);
  }

  if (!(await switchLocale(queryClient, scope))) await activateLocale(FALLBACK_LOCALE);
  if (!i18n.locale) throw new Error('No message catalogue could be loaded');
  return { queryClient, scope };
}
