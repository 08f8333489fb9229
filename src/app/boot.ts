import type { QueryClient } from '@tanstack/react-query';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { FALLBACK_LOCALE } from '#contract/locales.ts';
import { sessionEndpoints } from '#contract/session.ts';
import { backendBaseUrl } from '#contract/tenant.ts';
import { createApiClient } from '#lib/api-client.ts';
import { activateLocale, i18n } from '#lib/i18n.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { readBootDevice } from '#platform/device/boot-device.ts';
import { primeDevice } from '#platform/device/device.queries.ts';
import { resolveLocale } from '#platform/locale/locale-path.ts';
import { rememberedLocaleHref } from '#platform/locale/remembered-locale.ts';
import { switchLocale } from '#platform/locale/switch-locale.ts';
import { tenantTextsQuery } from '#platform/locale/tenant-texts.queries.ts';
import { initParentalState, parentalForRating, parentalHeaders } from '#platform/parental/parental-state.ts';
import { provideAccessToken } from '#platform/session/access-token.ts';
import { createSessionAuth, isRevokedElsewhere, webLock } from '#platform/session/session-auth.ts';
import { getToken, initTokenStore, rereadToken, setToken } from '#platform/session/token-store.ts';
import { readBootData } from '#platform/tenant/boot-data.ts';
import { loadEnv } from '#platform/tenant/load-env.ts';
import { structureQuery } from '#structure/structure.queries.ts';
import { createQueryClient } from './query-client.ts';

export interface BootedApp {
  queryClient: QueryClient;
  scope: QueryScope;
}

/** Start-up (ARCHITECTURE §3): environment → API client → locale → catalogue; the page loads in the router. */
export async function bootApp(): Promise<BootedApp> {
  const boot = readBootData();
  const env = await loadEnv(boot);
  // A stored `/` the worker answered, for a user who chose another language: open that one instead.
  const remembered = rememberedLocaleHref(window.location, env.tenant);
  if (remembered) {
    window.location.replace(remembered);
    // The page is being replaced: nothing more starts here.
    return new Promise<never>(() => {});
  }
  initTokenStore(env.tenantName);
  const client = { baseUrl: backendBaseUrl(env), tenant: env.tenantName };
  // Refreshing goes through a client without the session: it is what is being renewed.
  const sessionless = createApiClient(client);
  const auth = createSessionAuth({
    tokens: { get: getToken, reread: rereadToken, set: setToken },
    refresh: (refreshToken, signal) =>
      sessionless.call(sessionEndpoints.refresh, { body: { refreshToken }, signal }),
    lock: webLock(`session-refresh:${env.tenantName}`),
    // Commerce §2: ended from outside (external logout) or run out (session expired); either way, sign in again.
    onRefused: (error) => openDialog(isRevokedElsewhere(error) ? 'external-logout' : 'session-expired'),
  });
  initParentalState(env.tenantName);
  const api = createApiClient({ ...client, auth, sessionHeaders: parentalHeaders });
  provideAccessToken(auth.accessToken);
  const scope: QueryScope = {
    api,
    tenant: env.tenant,
    locale: resolveLocale(window.location.pathname, env.tenant),
  };
  const queryClient = createQueryClient();

  // The server sent the tenant's texts for this language with the page: the catalogue needs no round trip.
  if (boot?.texts && boot.texts.lang === scope.locale) {
    queryClient.setQueryData(tenantTextsQuery(scope).queryKey, boot.texts.texts);
  }
  await Promise.all([
    // The device is part of every structure key: settle it before priming one.
    primeDevice(queryClient, scope, readBootDevice()),
    switchLocale(queryClient, scope).then(async (active) => {
      if (!active) await activateLocale(FALLBACK_LOCALE);
    }),
  ]);
  if (!i18n.locale) throw new Error('No message catalogue could be loaded');

  // The server already rendered this structure into the page (for the device it put there too).
  // Not under a parental limit: the server rendered the page for a visitor, without it.
  if (boot?.structure && boot.structure.lang === scope.locale && !parentalForRating()) {
    queryClient.setQueryData(structureQuery(scope, boot.structure.name).queryKey, boot.structure.node);
  }
  return { queryClient, scope };
}
