/**
 * Redirect URI rules of partner developer apps (shell §2), shared by the server's check and the
 * portal's form: absolute https (http only for localhost and 127.0.0.1), no fragment, no wildcard,
 * no user information, at most 2048 characters; matched exactly at authorization time.
 */
export const REDIRECT_URI_MAX_LENGTH = 2048;
export const REDIRECT_URIS_MAX = 5;

export type RedirectUriProblem = 'length' | 'absolute' | 'https' | 'fragment' | 'wildcard' | 'userinfo';

const LOOPBACK = new Set(['localhost', '127.0.0.1']);

/** What is wrong with a redirect URI, or undefined when it follows the rules. */
export function redirectUriProblem(uri: string): RedirectUriProblem | undefined {
  if (uri.length === 0 || uri.length > REDIRECT_URI_MAX_LENGTH) return 'length';
  if (uri.includes('*')) return 'wildcard';
  if (uri.includes('#')) return 'fragment';
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'absolute';
  }
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(uri) || !url.hostname) return 'absolute';
  if (url.username || url.password || /^[a-z][a-z0-9+.-]*:\/\/[^/?]*@/i.test(uri)) return 'userinfo';
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return undefined;
  return 'https';
}

export const REDIRECT_URI_MESSAGES: Record<RedirectUriProblem, string> = {
  length: `must be 1 to ${REDIRECT_URI_MAX_LENGTH} characters`,
  absolute: 'must be an absolute URL',
  https: 'must use https (http only for localhost or 127.0.0.1)',
  fragment: 'must not have a fragment (#)',
  wildcard: 'must not contain a wildcard (*)',
  userinfo: 'must not carry a user name or password',
};
