import type { Context } from 'hono';
import type { Token } from '../../../../contract/session.ts';
import { signAccessToken } from '../../auth/access-token.ts';
import { consumeAuthCode } from '../../auth/auth-codes.ts';
import { revokeFamily, rotateRefreshToken, startRefreshFamily } from '../../auth/refresh-tokens.ts';
import type { AuthSettings } from '../../auth/settings.ts';
import { endSsoSession } from '../../auth/sso.ts';
import type { Db } from '../../db/client.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';

/** Tokens and personal data must never sit in a shared or browser cache. */
export const noStore = (c: Context): void => {
  c.header('cache-control', 'no-store');
};

/** ASVS 3.7.2: the answer when a return URL fails isAllowedReturnUrl. */
export const redirectNotAllowed = () =>
  new ProblemError({
    status: 400,
    code: 'REDIRECT_NOT_ALLOWED',
    detail: 'The return URL does not point at an origin this tenant allows.',
  });

/** The answer of a sign-in: an access token for the session beside its refresh token (signed outside any transaction). */
export async function tokenFor(
  db: Db,
  settings: AuthSettings,
  session: { tenantName: string; userId: string; familyId: string; refreshToken: string },
): Promise<Token> {
  const access = await signAccessToken(db, {
    userId: session.userId,
    tenantName: session.tenantName,
    sessionId: session.familyId,
    ttlSeconds: settings.accessTokenTtlSeconds,
  });
  return { access_token: access.token, refresh_token: session.refreshToken, expires: access.expiresMs };
}

/** A sign-in (login code, partner token): a new session, i.e. a new refresh-token family. */
export async function startSession(
  db: Db,
  settings: AuthSettings,
  tenantName: string,
  userId: string,
): Promise<Token> {
  const issued = await startRefreshFamily(db, {
    tenantName,
    userId,
    ttlSeconds: settings.refreshTokenTtlSeconds,
  });
  return tokenFor(db, settings, { tenantName, ...issued });
}

/**
 * POST /userToken: the login code is used up and the session started in one transaction, so a failure
 * in between never spends the code; undefined when the code is unknown, used or expired.
 */
export async function exchangeLoginCode(
  db: Db,
  settings: AuthSettings,
  tenantName: string,
  code: string,
): Promise<Token | undefined> {
  const issued = await db.transaction(async (tx) => {
    const userId = await consumeAuthCode(tx, tenantName, code);
    if (!userId) return undefined;
    return startRefreshFamily(tx, { tenantName, userId, ttlSeconds: settings.refreshTokenTtlSeconds });
  });
  // Signed after the commit: the signing key is made once, never inside a transaction that may roll back.
  return issued ? tokenFor(db, settings, { tenantName, ...issued }) : undefined;
}

/** POST /logout: the session's refresh tokens and the hosted sign-on end together or not at all. */
export async function endSession(
  c: Context,
  db: Db,
  tenant: TenantRow,
  familyId: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (familyId) await revokeFamily(tx, tenant.name, familyId);
    await endSsoSession(c, tx, tenant);
  });
}

const REFRESH_FAILURES = {
  invalid: { code: 'REFRESH_TOKEN_INVALID', detail: 'The refresh token is not valid.' },
  expired: { code: 'REFRESH_TOKEN_EXPIRED', detail: 'The refresh token has expired.' },
  // The portal tells the user their session was ended elsewhere (commerce §2 external logout).
  revoked: { code: 'SESSION_REVOKED', detail: 'The session was ended elsewhere; please sign in again.' },
  reused: {
    code: 'REFRESH_TOKEN_REUSED',
    detail: 'The refresh token was already used; the session has been ended.',
  },
} as const;

/** Rotates the refresh token (see rotateRefreshToken) and signs a matching access token. */
export async function refreshSession(
  db: Db,
  settings: AuthSettings,
  tenantName: string,
  refreshToken: string,
): Promise<Token> {
  const rotated = await rotateRefreshToken(db, {
    tenantName,
    token: refreshToken,
    ttlSeconds: settings.refreshTokenTtlSeconds,
    graceSeconds: settings.refreshGraceSeconds,
  });
  if (!rotated.ok) throw new ProblemError({ status: 401, ...REFRESH_FAILURES[rotated.reason] });
  return tokenFor(db, settings, { tenantName, ...rotated });
}
