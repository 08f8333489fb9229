import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { APP_ERRORS, type AppScope } from '../../../../contract/developer-apps.ts';
import type { AppEnv } from '../../app-env.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/opaque-token.ts';
import type { Db } from '../../db/client.ts';
import { appAccessTokens, appConsents, developerApps } from '../../db/schema/developer-apps.ts';
import { bearerToken } from '../../http/auth-middleware.ts';
import { ProblemError } from '../../http/problem.ts';

/** An app's access token lives an hour; it ends sooner with its consent or its app. */
export const APP_TOKEN_TTL_SECONDS = 3600;

/** Issues an opaque access token for a consent (only its hash is kept). */
export async function issueAppToken(db: Db, tenantName: string, consentId: number, scopes: AppScope[]) {
  const token = `mpat_${newOpaqueToken()}`;
  await db.insert(appAccessTokens).values({
    tokenHash: hashOpaqueToken(token),
    tenantName,
    consentId,
    scopes,
    expiresAt: new Date(Date.now() + APP_TOKEN_TTL_SECONDS * 1000),
  });
  return {
    access_token: token,
    token_type: 'Bearer' as const,
    expires_in: APP_TOKEN_TTL_SECONDS,
    scope: scopes.join(' '),
  };
}

const unauthorized = (detail: string) =>
  new ProblemError({
    status: 401,
    code: 'TOKEN_INVALID',
    detail,
    headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
  });

/**
 * The user behind an app's Bearer token, when the token is live, of this tenant, its consent not
 * revoked, its app active, and it carries the scope (else 401, or 403 INSUFFICIENT_SCOPE).
 */
export async function appTokenUser(db: Db, c: Context<AppEnv>, scope: AppScope): Promise<string> {
  const token = bearerToken(c);
  if (!token?.startsWith('mpat_')) throw unauthorized('This call needs an app access token.');
  const [row] = await db
    .select({ scopes: appAccessTokens.scopes, userId: appConsents.userId })
    .from(appAccessTokens)
    .innerJoin(appConsents, eq(appConsents.id, appAccessTokens.consentId))
    .innerJoin(developerApps, eq(developerApps.id, appConsents.appId))
    .where(
      and(
        eq(appAccessTokens.tokenHash, hashOpaqueToken(token)),
        eq(appAccessTokens.tenantName, c.get('tenant').name),
        gt(appAccessTokens.expiresAt, new Date()),
        isNull(appConsents.revokedAt),
        eq(developerApps.status, 'active'),
      ),
    );
  if (!row) throw unauthorized('The app access token is not valid, expired or revoked.');
  if (!row.scopes.includes(scope))
    throw new ProblemError({
      status: 403,
      code: APP_ERRORS.insufficientScope,
      detail: `This call needs the scope ${scope}.`,
      headers: { 'www-authenticate': `Bearer error="insufficient_scope", scope="${scope}"` },
    });
  return row.userId;
}

/** The partner API's guard: the token's user for the scope (else 401/403 as appTokenUser), before the query is read. */
export const requireAppScope =
  (db: Db, scope: AppScope): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.header('cache-control', 'no-store');
    c.set('appUserId', await appTokenUser(db, c, scope));
    await next();
  };

/** The user of a route behind requireAppScope. */
export function appUserOf(c: Context<AppEnv>): string {
  const userId = c.get('appUserId');
  if (!userId) throw new Error('appUserOf() used on a route without requireAppScope');
  return userId;
}
