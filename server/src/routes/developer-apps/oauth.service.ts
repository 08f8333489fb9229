import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  APP_ERRORS,
  type AppScope,
  type AuthorizeInfo,
  type AuthorizeQuerySchema,
  type developerAppEndpoints,
} from '../../../../contract/developer-apps.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/opaque-token.ts';
import { dummyPasswordHash, verifyPassword } from '../../auth/password.ts';
import { type RateRule, releaseAttempt, reserveAttempt } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { appAuthCodes, appConsents, developerApps } from '../../db/schema/developer-apps.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ProblemError } from '../../http/problem.ts';
import { issueAppToken } from './app-tokens.ts';
import type { DeveloperScope } from './apps.service.ts';

type AuthorizeRequest = v.InferOutput<typeof AuthorizeQuerySchema>;
type TokenBody = v.InferOutput<typeof developerAppEndpoints.token.body>;

/** A code lives a minute (RFC 6749 §4.1.2 recommends at most ten). */
export const CODE_TTL_SECONDS = 60;
/** Token calls: 10 failed secret or code checks per client and per address in 15 minutes, then 429. */
export const TOKEN_ATTEMPTS = { limit: 10, windowSeconds: 15 * 60 } as const;

const refuse = (status: number, code: string, detail: string) => new ProblemError({ status, code, detail });

/** The app behind a client id with its developer's name; 400 INVALID_CLIENT when unknown or revoked. */
async function activeClient(db: Db, tenantName: string, clientId: string) {
  const [row] = await db
    .select({ app: developerApps, developer: users.name })
    .from(developerApps)
    .innerJoin(users, eq(users.id, developerApps.ownerId))
    .where(and(eq(developerApps.tenantName, tenantName), eq(developerApps.clientId, clientId)));
  if (row?.app.status !== 'active')
    throw refuse(400, APP_ERRORS.invalidClient, 'There is no active app with this client id.');
  return row;
}

/** Checks an authorization request: the client, the exact redirect URI and the scopes. */
async function checkRequest(db: Db, s: DeveloperScope, q: AuthorizeRequest) {
  const client = await activeClient(db, s.tenantName, q.client_id);
  if (q.app_id !== undefined && q.app_id !== client.app.id)
    throw refuse(400, APP_ERRORS.invalidClient, 'The client id is not the one of this app.');
  if (!client.app.redirectUris.includes(q.redirect_uri))
    throw refuse(400, APP_ERRORS.redirectMismatch, 'The redirect URI is not one the app registered.');
  const unknown = q.scope.filter((scope) => !client.app.scopes.includes(scope));
  if (unknown.length > 0)
    throw refuse(400, APP_ERRORS.invalidScope, `The app did not register the scopes ${unknown.join(', ')}.`);
  return client;
}

async function liveConsent(db: Db, s: DeveloperScope, appId: number) {
  const [row] = await db
    .select()
    .from(appConsents)
    .where(
      and(
        eq(appConsents.tenantName, s.tenantName),
        eq(appConsents.userId, s.userId),
        eq(appConsents.appId, appId),
        isNull(appConsents.revokedAt),
      ),
    )
    .for('update');
  return row;
}

export async function authorizeInfo(db: Db, s: DeveloperScope, q: AuthorizeRequest): Promise<AuthorizeInfo> {
  const { app, developer } = await checkRequest(db, s, q);
  const consent = await liveConsent(db, s, app.id);
  return {
    app: { clientId: app.clientId, name: app.name, description: app.description, developer },
    scopes: [...new Set(q.scope)],
    redirectUri: q.redirect_uri,
    alreadyGranted: consent?.scopes ?? [],
  };
}

const redirectWith = (uri: string, values: Record<string, string | undefined>) => {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(values))
    if (value !== undefined) url.searchParams.set(key, value);
  return { redirectUrl: url.toString() };
};

/** Allow: the consent (scopes added to a live one), then a single-use code for the redirect. */
export async function grantConsent(db: Db, s: DeveloperScope, q: AuthorizeRequest) {
  const { app } = await checkRequest(db, s, q);
  const scopes = [...new Set(q.scope)];
  const existing = await liveConsent(db, s, app.id);
  let consentId: number;
  if (existing) {
    const merged = [...new Set([...existing.scopes, ...scopes])] as AppScope[];
    await db
      .update(appConsents)
      .set({ scopes: merged, grantedAt: new Date() })
      .where(eq(appConsents.id, existing.id));
    consentId = existing.id;
  } else {
    const [row] = await db
      .insert(appConsents)
      .values({ tenantName: s.tenantName, userId: s.userId, appId: app.id, scopes })
      .returning({ id: appConsents.id })
      .catch((error: unknown) => {
        // Two Allows at once: the other one recorded the consent; this one asks again.
        if (isUniqueViolation(error))
          throw refuse(409, 'CONSENT_IN_PROGRESS', 'The consent was just recorded; try again.');
        throw error;
      });
    if (!row) throw new Error('insert returned nothing');
    consentId = row.id;
  }
  const code = newOpaqueToken();
  await db.insert(appAuthCodes).values({
    codeHash: hashOpaqueToken(code),
    tenantName: s.tenantName,
    consentId,
    redirectUri: q.redirect_uri,
    scopes,
    codeChallenge: q.code_challenge ?? null,
    expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
  });
  return redirectWith(q.redirect_uri, { code, state: q.state });
}

/** Deny: nothing recorded; the app learns access_denied (RFC 6749 §4.1.2.1). */
export async function denyConsent(db: Db, s: DeveloperScope, q: AuthorizeRequest) {
  await checkRequest(db, s, q);
  return redirectWith(q.redirect_uri, { error: 'access_denied', state: q.state });
}

const tokenRules = (tenantName: string, clientId: string, ip: string): RateRule[] => [
  { key: `oauth-token:client:${tenantName}:${clientId}`, ...TOKEN_ATTEMPTS },
  { key: `oauth-token:ip:${tenantName}:${ip}`, ...TOKEN_ATTEMPTS },
];

const pkceMatches = (challenge: string, verifier: string | undefined) => {
  if (!verifier) return false;
  const actual = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/**
 * POST /oauth/token: the secret (argon2id), then the code: unused, unexpired, of this client, for this
 * redirect URI, with the PKCE verifier when a challenge was given; the code is spent either way once
 * presented by its client. Failures keep their rate-limit slot; a success gives it back.
 */
export async function exchangeCode(db: Db, tenantName: string, ip: string, body: TokenBody) {
  const rules = tokenRules(tenantName, body.client_id, ip);
  const wait = await reserveAttempt(db, rules);
  if (wait > 0)
    throw new ProblemError({
      status: 429,
      code: 'RATE_LIMITED',
      detail: `Too many token requests. Try again in ${wait} seconds.`,
      headers: { 'retry-after': String(wait) },
    });
  const [app] = await db
    .select()
    .from(developerApps)
    .where(and(eq(developerApps.tenantName, tenantName), eq(developerApps.clientId, body.client_id)));
  const secretOk = await verifyPassword(body.client_secret, app?.secretHash ?? (await dummyPasswordHash()));
  if (!app || !secretOk || app.status !== 'active')
    throw refuse(401, APP_ERRORS.invalidClient, 'The client id or secret is not valid.');
  const [code] = await db
    .update(appAuthCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(appAuthCodes.tenantName, tenantName),
        eq(appAuthCodes.codeHash, hashOpaqueToken(body.code)),
        isNull(appAuthCodes.usedAt),
        gt(appAuthCodes.expiresAt, new Date()),
      ),
    )
    .returning();
  const invalid = () => refuse(400, APP_ERRORS.invalidGrant, 'The code is not valid, used or expired.');
  if (!code) throw invalid();
  const [consent] = await db
    .select()
    .from(appConsents)
    .where(and(eq(appConsents.id, code.consentId), isNull(appConsents.revokedAt)));
  if (!consent || consent.appId !== app.id) throw invalid();
  if (code.redirectUri !== body.redirect_uri)
    throw refuse(
      400,
      APP_ERRORS.redirectMismatch,
      'The redirect URI is not the one the code was issued for.',
    );
  if (code.codeChallenge && !pkceMatches(code.codeChallenge, body.code_verifier))
    throw refuse(400, APP_ERRORS.invalidGrant, 'The PKCE code verifier does not match.');
  for (const rule of rules) await releaseAttempt(db, rule.key);
  return issueAppToken(db, tenantName, consent.id, code.scopes);
}
