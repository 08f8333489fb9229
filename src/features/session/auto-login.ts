import { sessionEndpoints } from '#contract/session.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { readCookie } from '#lib/cookies.ts';
import type { AutoLoginRequest } from '#platform/router-context.ts';
import { relocalize } from '#platform/session/auth-urls.ts';
import { setToken } from '#platform/session/token-store.ts';
import { exchangeCode, LOGIN_FLOW_STATUSES } from './login.ts';
import { applySavedTheme, loadSavedPreferences } from './preferences.ts';

/** Provider cookie values that already failed in this tab: the same value is not tried again (no loop). */
const failedValues = new Set<string>();
let running: Promise<boolean> | undefined;

/** POST /login/api (fails unless 200/201/202, shell §8) → a login code → POST /userToken → tokens. */
async function signInWithProvider(api: ApiClient, provider: string): Promise<void> {
  const { code } = await api.call(sessionEndpoints.loginApi, {
    body: { provider },
    acceptStatus: LOGIN_FLOW_STATUSES,
  });
  setToken(await exchangeCode(api, code));
}

function signInOnce(api: ApiClient, provider: string): Promise<boolean> {
  const value = readCookie(provider) ?? '';
  if (failedValues.has(value)) return Promise.resolve(false);
  running ??= signInWithProvider(api, provider)
    .then(
      () => true,
      (error: unknown) => {
        // The server clears the provider cookie after a failure; this guards a tab whose cookie stayed.
        failedValues.add(value);
        console.error('Auto-login failed', error);
        return false;
      },
    )
    .finally(() => {
      running = undefined;
    });
  return running;
}

/**
 * Shell §4 rule 3, once the middleware found all four conditions: signs in through the provider
 * and applies the saved preferences. Resolves false (continue as visitor), true (continue signed
 * in) or the address of this page in the user's saved language.
 */
export async function autoLogin({
  api,
  provider,
  locale,
  publicHref,
}: AutoLoginRequest): Promise<boolean | { href: string }> {
  if (!(await signInOnce(api, provider))) return false;
  const saved = await loadSavedPreferences(api);
  applySavedTheme(saved);
  return saved.lang && saved.lang !== locale ? { href: relocalize(publicHref, saved.lang) } : true;
}
