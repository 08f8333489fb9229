import type { LocaleCode } from '#contract/locales.ts';
import { sessionEndpoints } from '#contract/session.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { sameOriginPath } from './auth-urls.ts';
import { endSession } from './session-events.ts';

export interface LogoutRequest {
  api: ApiClient;
  lang: LocaleCode;
  /** The locale's home page (/ or /ar …): where the user ends, as a visitor. */
  homePath: string;
  origin?: string;
}

/**
 * Shell §4/§7: POST /logout {redirectUrl, lang}; a failure logs "Error logout" (the caller logs
 * out locally anyway). Resolves the in-app path to continue on: the answer's redirectUrl when it
 * is on this origin, else the home page.
 */
export async function requestLogout({
  api,
  lang,
  homePath,
  origin = window.location.origin,
}: LogoutRequest): Promise<string> {
  let next = homePath;
  try {
    const answer = await api.call(sessionEndpoints.logout, {
      body: { redirectUrl: new URL(homePath, origin).href, lang },
    });
    next = sameOriginPath(answer.redirectUrl, origin) ?? homePath;
  } catch (error) {
    console.error('Error logout', error);
  }
  return next;
}

/** The whole logout where the user stays on the page: the server's part, then the tokens and user data go. */
export async function logout(request: LogoutRequest): Promise<string> {
  const next = await requestLogout(request);
  endSession();
  return next;
}
