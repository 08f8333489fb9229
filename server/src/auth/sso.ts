import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/client.ts';
import { ssoSessions } from '../db/schema/auth.ts';
import type { TenantRow } from '../db/schema/tenant.ts';
import { clearSecretCookie, isSecureContext, readSecretCookie, setSecretCookie } from './cookies.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';

/** The hosted pages' sign-on lasts 30 days; logout ends it. */
export const SSO_TTL_SECONDS = 30 * 24 * 3600;
const SSO_COOKIE = 'sso';

/**
 * After a hosted login: the secret session (HttpOnly cookie) plus, for tenants with an auto-login
 * provider cookie, that cookie as a readable "signed in at the provider" flag (shell §4 rule 3).
 */
export async function startSsoSession(c: Context, db: Db, tenant: TenantRow, userId: string): Promise<void> {
  const token = newOpaqueToken();
  await db.insert(ssoSessions).values({
    tokenHash: hashOpaqueToken(token),
    tenantName: tenant.name,
    userId,
    expiresAt: sql`now() + make_interval(secs => ${SSO_TTL_SECONDS})`,
  });
  setSecretCookie(c, SSO_COOKIE, token, { maxAgeSeconds: SSO_TTL_SECONDS, sameSite: 'Lax' });
  if (tenant.autoLoginCookie) {
    setCookie(c, tenant.autoLoginCookie, '1', {
      path: '/',
      sameSite: 'Lax',
      secure: isSecureContext(c),
      maxAge: SSO_TTL_SECONDS,
    });
  }
}

/** The signed-in user of the hosted session cookie, if it is live and belongs to this tenant. */
export async function currentSsoUser(c: Context, db: Db, tenant: TenantRow): Promise<string | undefined> {
  const token = readSecretCookie(c, SSO_COOKIE);
  if (!token) return undefined;
  const rows = await db
    .select({ userId: ssoSessions.userId })
    .from(ssoSessions)
    .where(
      and(
        eq(ssoSessions.tokenHash, hashOpaqueToken(token)),
        eq(ssoSessions.tenantName, tenant.name),
        isNull(ssoSessions.revokedAt),
        gt(ssoSessions.expiresAt, sql`now()`),
      ),
    );
  return rows[0]?.userId;
}

/** Ends the hosted session (database row and both cookies). */
export async function endSsoSession(c: Context, db: Db, tenant: TenantRow): Promise<void> {
  const token = readSecretCookie(c, SSO_COOKIE);
  if (token) {
    await db
      .update(ssoSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(ssoSessions.tokenHash, hashOpaqueToken(token)), eq(ssoSessions.tenantName, tenant.name)));
  }
  clearSecretCookie(c, SSO_COOKIE);
  if (tenant.autoLoginCookie) deleteCookie(c, tenant.autoLoginCookie, { path: '/' });
}
