import { and, eq, sql } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import * as v from 'valibot';
import { expect } from 'vitest';
import { PROBLEM_CONTENT_TYPE, type Problem, ProblemSchema } from '../../../../contract/problem.ts';
import { type Token, TokenSchema } from '../../../../contract/session.ts';
import { signingKey } from '../../auth/access-token.ts';
import { issueAuthCode } from '../../auth/auth-codes.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/opaque-token.ts';
import { ssoSessions, users } from '../../db/schema/auth.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** Seeded demo accounts (server/seed/users.ts). */
export const DEMO_EMAIL = 'listener@demo.example';
export const ACME_EMAIL = 'client@acme.example';

export async function userIdOf(t: TestApp, tenantName: string, email: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantName, tenantName), sql`lower(${users.email}) = lower(${email})`));
  if (!row) throw new Error(`no user ${email} in ${tenantName}`);
  return row.id;
}

/** A throw-away account (the password hash is never checked by these tests). */
export async function createUser(
  t: TestApp,
  tenantName: string,
  fields: { email?: string; name?: string; msisdn?: string } = {},
): Promise<{ id: string; email: string }> {
  const email = fields.email ?? `user-${newOpaqueToken().slice(0, 10).toLowerCase()}@test.example`;
  const [row] = await t.database.db
    .insert(users)
    .values({
      tenantName,
      email,
      passwordHash: 'not-a-password',
      name: fields.name ?? 'Test',
      lastName: 'User',
      msisdn: fields.msisdn ?? null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return { id: row.id, email };
}

/** The portal's login: a login code from the hosted pages, exchanged with POST /userToken. */
export async function signIn(t: TestApp, tenantName: string, userId: string): Promise<Token> {
  const code = await issueAuthCode(t.database.db, tenantName, userId);
  const res = await t.api('/userToken', { method: 'POST', tenant: tenantName, body: { accessToken: code } });
  expect(res.status).toBe(200);
  return v.parse(TokenSchema, await res.json());
}

export async function refresh(t: TestApp, refreshToken: string, tenant = 'demo'): Promise<Response> {
  return t.api('/security/token/refresh', { method: 'POST', tenant, body: { refreshToken } });
}

/** Signs an access token with the server's key (or another key, to forge one). */
export async function accessTokenWith(
  t: TestApp,
  claims: { sub: string; ten: string; sid: string; iat: number; exp: number },
  key?: string,
): Promise<string> {
  return sign(claims, key ?? (await signingKey(t.database.db)), 'HS256');
}

/** Asserts an RFC 9457 answer and returns its body. */
export async function expectProblem(res: Response, status: number, code?: string): Promise<Problem> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe(PROBLEM_CONTENT_TYPE);
  const problem = v.parse(ProblemSchema, await res.json());
  if (code) expect(problem.code).toBe(code);
  return problem;
}

/** A live hosted sign-on for the user, as startSsoSession leaves it: the row and the cookie value. */
export async function ssoCookieFor(t: TestApp, tenantName: string, userId: string): Promise<string> {
  const token = newOpaqueToken();
  await t.database.db.insert(ssoSessions).values({
    tokenHash: hashOpaqueToken(token),
    tenantName,
    userId,
    expiresAt: sql`now() + interval '1 hour'`,
  });
  // localhost is a secure context, so the secret cookie carries the __Host- prefix.
  return `__Host-sso=${token}`;
}
