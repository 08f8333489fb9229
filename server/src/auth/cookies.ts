import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/;

/** Browsers keep Secure cookies on https and on loopback hosts (http://localhost is a secure context). */
export const isSecureContext = (c: Context): boolean => {
  const url = new URL(c.req.url);
  return url.protocol === 'https:' || LOOPBACK.test(url.hostname);
};

/** A cookie that holds a secret: HttpOnly, SameSite, Secure and __Host- prefixed wherever the browser allows. */
export function secretCookieName(c: Context, base: string): string {
  return isSecureContext(c) ? `__Host-${base}` : base;
}

export function setSecretCookie(
  c: Context,
  base: string,
  value: string,
  options: { maxAgeSeconds: number; sameSite: 'Strict' | 'Lax' },
): void {
  const secure = isSecureContext(c);
  setCookie(c, base, value, {
    path: '/',
    httpOnly: true,
    secure,
    sameSite: options.sameSite,
    maxAge: options.maxAgeSeconds,
    ...(secure ? { prefix: 'host' as const } : {}),
  });
}

export const readSecretCookie = (c: Context, base: string): string | undefined =>
  isSecureContext(c) ? getCookie(c, base, 'host') : getCookie(c, base);

export function clearSecretCookie(c: Context, base: string): void {
  const secure = isSecureContext(c);
  deleteCookie(c, base, { path: '/', secure, ...(secure ? { prefix: 'host' as const } : {}) });
}
