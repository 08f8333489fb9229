import type { Context } from 'hono';
import { clearSecretCookie, readSecretCookie, setSecretCookie } from '../../auth/cookies.ts';
import type { Db } from '../../db/client.ts';
import { ProblemError } from '../../http/problem.ts';
import { DOWNLOAD_GRANT_SECONDS, type MediaBinding, signBinding, verifyBinding } from './media-grant.ts';

/** `__Host-media` (plain `media` on plain-http hosts other than loopback, like the session cookies). */
export const MEDIA_COOKIE = 'media';

// At least as long as the longest audio grant issued with it, so a download started with a fresh answer can finish.
const BINDING_SECONDS = DOWNLOAD_GRANT_SECONDS;

/**
 * Binds this browser to the signed-in user: /media/stream plays a full (non-preview) grant only when
 * the request carries this cookie for the grant's tenant and user, so a copied URL is useless elsewhere.
 */
export async function setMediaCookie(
  c: Context,
  db: Db,
  tenant: string,
  userId: string,
  /** The lifetime of the grant issued with it (a long video's): the cookie lives at least as long. */
  grantSeconds = 0,
): Promise<void> {
  const ttlSeconds = Math.max(BINDING_SECONDS, Math.ceil(grantSeconds));
  const value = await signBinding(db, { tenant, userId, ttlSeconds });
  setSecretCookie(c, MEDIA_COOKIE, value, { maxAgeSeconds: ttlSeconds, sameSite: 'Strict' });
}

export type CookieCheck =
  | { state: 'missing' }
  | { state: 'invalid' }
  | { state: 'ok'; binding: MediaBinding };

export async function readMediaCookie(c: Context, db: Db): Promise<CookieCheck> {
  const value = readSecretCookie(c, MEDIA_COOKIE);
  if (!value) return { state: 'missing' };
  const binding = await verifyBinding(db, value);
  return binding ? { state: 'ok', binding } : { state: 'invalid' };
}

/** Logout: this browser is nobody's any more, so no full grant plays here until the next /song. */
export const clearMediaCookie = (c: Context): void => clearSecretCookie(c, MEDIA_COOKIE);

/**
 * A full (non-preview) media file is served only to the browser the granting answer was given to: the media
 * cookie must be there (401), genuine (403) and bound to the grant's tenant and user (403).
 */
export async function requireMediaBinding(
  c: Context,
  db: Db,
  grant: { t: string; u: string | null },
): Promise<void> {
  const cookie = await readMediaCookie(c, db);
  if (cookie.state === 'missing')
    throw new ProblemError({
      status: 401,
      code: 'MEDIA_COOKIE_MISSING',
      detail: 'Playing this file needs the media cookie set by the answer that granted it.',
      headers: { 'www-authenticate': 'Cookie realm="media"' },
    });
  if (cookie.state === 'invalid')
    throw new ProblemError({
      status: 403,
      code: 'MEDIA_COOKIE_INVALID',
      detail: 'The media cookie is not valid; ask for the item again.',
    });
  if (cookie.binding.t !== grant.t || cookie.binding.u !== grant.u)
    throw new ProblemError({
      status: 403,
      code: 'MEDIA_GRANT_OTHER_USER',
      detail: 'This media URL was granted to another user.',
    });
}
