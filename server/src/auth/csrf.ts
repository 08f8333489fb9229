import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { readSecretCookie, setSecretCookie } from './cookies.ts';
import { newOpaqueToken } from './opaque-token.ts';
import { serverKey } from './server-secret.ts';

/** Name of the hidden form field that carries the CSRF token. */
export const CSRF_FIELD = '_csrf';
const CSRF_COOKIE = 'csrf';
// Renewed on every form render, so only a form left open this long needs a reload.
const CSRF_COOKIE_SECONDS = 24 * 3600;
const OPAQUE = /^[A-Za-z0-9_-]{43}$/;

// A server secret, so every server instance on the database accepts the others' form tokens.
const csrfKey = (db: Db): Promise<Buffer> => serverKey(db, 'csrf');

const sign = (key: Buffer, secret: string): string =>
  createHmac('sha256', key).update(`csrf:${secret}`).digest('base64url');

/**
 * Double-submit token, signed: a random secret in an HttpOnly SameSite=Strict (__Host-) cookie and its
 * HMAC in the form. A site that can plant cookies still cannot compute the matching field without the key.
 */
export async function csrfToken(c: Context, db: Db): Promise<string> {
  const current = readSecretCookie(c, CSRF_COOKIE);
  const secret = current && OPAQUE.test(current) ? current : newOpaqueToken();
  setSecretCookie(c, CSRF_COOKIE, secret, { maxAgeSeconds: CSRF_COOKIE_SECONDS, sameSite: 'Strict' });
  return sign(await csrfKey(db), secret);
}

/** A cross-site form post: an Origin (or Sec-Fetch-Site) that is not this very origin. */
export function isCrossOrigin(c: Context, trustProxy: boolean): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return true;
  const origin = c.req.header('origin');
  if (origin === undefined) return false;
  const url = new URL(c.req.url);
  const forwardedHost = trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  try {
    const host = new URL(origin).host;
    return host !== url.host && host !== forwardedHost;
  } catch {
    // "null" (sandboxed frames, privacy redirects) and garbage are never this origin.
    return true;
  }
}

/** True when the post comes from this origin and its form token matches the cookie's secret. */
export async function verifyCsrf(c: Context, db: Db, field: unknown, trustProxy: boolean): Promise<boolean> {
  if (isCrossOrigin(c, trustProxy)) return false;
  const secret = readSecretCookie(c, CSRF_COOKIE);
  if (!secret || !OPAQUE.test(secret) || typeof field !== 'string') return false;
  const expected = Buffer.from(sign(await csrfKey(db), secret));
  const actual = Buffer.from(field);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
