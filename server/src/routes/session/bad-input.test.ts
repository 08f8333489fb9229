import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAuthCode } from '../../auth/auth-codes.ts';
import { hashOpaqueToken } from '../../auth/opaque-token.ts';
import { issuePartnerToken } from '../../auth/partner-tokens.ts';
import { revokeFamily } from '../../auth/refresh-tokens.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import { tableFingerprint } from '../../testing/table-fingerprint.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { BAD_INPUT_CASES, type BadInputCase, type BadInputFixtures } from './bad-input-cases.ts';
import { accessTokenWith, createUser, expectProblem, signIn, ssoCookieFor } from './session-testing.ts';

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    ten: string;
    sid: string;
    iat: number;
    exp: number;
  };

/** Every row the session endpoints could write, as one fingerprint per table. */
const WRITABLE_TABLES = [
  'users',
  'refresh_tokens',
  'auth_codes',
  'sso_sessions',
  'partner_tokens',
  'server_secrets',
];

const fingerprint = (t: TestApp) => tableFingerprint(t, WRITABLE_TABLES);

describe.each(databaseTargets())('bad input to the session endpoints on %s', (target) => {
  let t: TestApp;
  const f = {} as BadInputFixtures;
  beforeAll(async () => {
    t = await startTestApp(target);
    const db = t.database.db;
    const demoUser = await createUser(t, 'demo');
    const acmeUser = await createUser(t, 'acme');
    const session = await signIn(t, 'demo', demoUser.id);
    const claims = claimsOf(session.access_token);
    const past = Math.floor(Date.now() / 1000) - 600;
    const [header, payload] = session.access_token.split('.');
    const acme = await signIn(t, 'acme', acmeUser.id);
    const expiring = await signIn(t, 'demo', demoUser.id);
    await db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(expiring.refresh_token)));
    const revoked = await signIn(t, 'demo', demoUser.id);
    await revokeFamily(db, 'demo', claimsOf(revoked.access_token).sid);
    Object.assign(f, {
      valid: session.access_token,
      expired: await accessTokenWith(t, { ...claims, iat: past - 900, exp: past }),
      forged: await accessTokenWith(t, claims, 'a-key-the-server-never-had'),
      unsigned: `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`,
      acmeAccess: acme.access_token,
      acmeRefresh: acme.refresh_token,
      acmeCode: await issueAuthCode(db, 'acme', acmeUser.id),
      expiredRefresh: expiring.refresh_token,
      revokedRefresh: revoked.refresh_token,
      acmeSsoCookie: await ssoCookieFor(t, 'acme', acmeUser.id),
      demoPartnerToken: await issuePartnerToken(db, 'demo', '+40700000001'),
    } satisfies BadInputFixtures);
    expect(header).toBeTruthy();
  });
  afterAll(() => t.dispose());

  const send = (c: BadInputCase): Promise<Response> => {
    const body = c.bodyOf ? c.bodyOf(f) : c.body;
    const headers: Record<string, string> = {};
    if (c.contentType !== undefined) headers['content-type'] = c.contentType;
    if (c.cookie) headers.cookie = f[c.cookie];
    if (typeof c.auth === 'object') headers.authorization = c.auth.header;
    return t.api(c.path, {
      method: c.method,
      tenant: c.tenant ?? 'demo',
      headers,
      ...(typeof c.auth === 'string' ? { token: f[c.auth] } : {}),
      ...(body !== undefined ? { body } : {}),
    });
  };

  it('the table has at least 60 cases (bad input rule of issue 4)', () => {
    expect(BAD_INPUT_CASES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(BAD_INPUT_CASES.map((c) => c.name)).size).toBe(BAD_INPUT_CASES.length);
  });

  it.each(BAD_INPUT_CASES.map((c) => [c.name, c] as const))(
    '%s → problem answer, nothing written',
    async (_, c) => {
      const before = await fingerprint(t);
      const problem = await expectProblem(await send(c), c.status, c.code);
      if (c.status === 400 && c.code === 'VALIDATION_FAILED')
        expect(problem.errors?.length).toBeGreaterThan(0);
      expect(await fingerprint(t)).toEqual(before);
    },
  );

  it('after the whole table the demo session still works and its profile is unchanged', async () => {
    const res = await t.api('/user/profile', { token: f.valid });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Test', lastName: 'User' });
  });
});
