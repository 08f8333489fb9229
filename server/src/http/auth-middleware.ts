import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { verifyAccessToken } from '../auth/access-token.ts';
import { isFamilyLive } from '../auth/refresh-tokens.ts';
import type { Db } from '../db/client.ts';
import { ProblemError } from './problem.ts';

const BEARER = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/;

const unauthorized = (code: string, detail: string, error = 'invalid_token') =>
  new ProblemError({
    status: 401,
    code,
    detail,
    // RFC 6750 §3: tell the client which scheme and why.
    headers: { 'www-authenticate': `Bearer error="${error}"` },
  });

/** The Bearer token of the request, if it carries one in the expected form. */
export const bearerToken = (c: Context): string | undefined =>
  BEARER.exec(c.req.header('authorization')?.trim() ?? '')?.[1];

/**
 * Routes behind it need a live access token of this tenant whose session (refresh family) has not been
 * revoked, so logout and reuse detection end access at once rather than at token expiry.
 */
export const requireUser =
  (db: Db): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const token = bearerToken(c);
    if (!token)
      throw unauthorized('AUTH_REQUIRED', 'This call needs a Bearer access token.', 'invalid_request');
    const verified = await verifyAccessToken(db, token);
    if (!verified.ok) throw unauthorized('TOKEN_INVALID', 'The access token is not valid.');
    if (verified.expired) throw unauthorized('TOKEN_EXPIRED', 'The access token has expired.');
    const { claims } = verified;
    const tenantName = c.get('tenant').name;
    if (claims.ten !== tenantName) throw unauthorized('TOKEN_INVALID', 'The access token is not valid.');
    const live = await isFamilyLive(db, { tenantName, userId: claims.sub, familyId: claims.sid });
    if (!live) throw unauthorized('SESSION_ENDED', 'The session of this access token has ended.');
    c.set('userId', claims.sub);
    c.set('sessionId', claims.sid);
    await next();
  };

/** The signed-in user of a route behind requireUser. */
export function signedInUser(c: Context<AppEnv>): string {
  const userId = c.get('userId');
  if (!userId) throw new Error('signedInUser() used on a route without requireUser');
  return userId;
}
