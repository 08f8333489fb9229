import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSchema } from '../../../../contract/session.ts';
import { verifyAccessToken } from '../../auth/access-token.ts';
import { issueAuthCode } from '../../auth/auth-codes.ts';
import { hashOpaqueToken } from '../../auth/opaque-token.ts';
import { authCodes } from '../../db/schema/auth.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { ACME_EMAIL, DEMO_EMAIL, expectProblem, userIdOf } from './session-testing.ts';

describe.each(databaseTargets())('login code exchange (POST /userToken) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const exchange = (code: string, tenant = 'demo') =>
    t.api('/userToken', { method: 'POST', tenant, body: { accessToken: code } });

  it('a fresh code gives a Token: access JWT for this user, tenant and session, expires in epoch ms, no-store', async () => {
    const userId = await userIdOf(t, 'demo', DEMO_EMAIL);
    const before = Date.now();
    const res = await exchange(await issueAuthCode(t.database.db, 'demo', userId));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const token = v.parse(TokenSchema, await res.json());
    expect(token.expires).toBeGreaterThanOrEqual(before + 899_000);
    expect(token.expires).toBeLessThanOrEqual(Date.now() + 900_000);
    const verified = await verifyAccessToken(t.database.db, token.access_token);
    expect(verified).toMatchObject({ ok: true, expired: false, claims: { sub: userId, ten: 'demo' } });
    const profile = await t.api('/user/profile', { token: token.access_token });
    expect(await profile.json()).toMatchObject({ UUID: userId, email: DEMO_EMAIL, roles: ['user'] });
  });

  it('a code works once: the second exchange is 400 INVALID_CODE (not 401, which reloads the portal)', async () => {
    const code = await issueAuthCode(t.database.db, 'demo', await userIdOf(t, 'demo', DEMO_EMAIL));
    expect((await exchange(code)).status).toBe(200);
    await expectProblem(await exchange(code), 400, 'INVALID_CODE');
  });

  it('an expired code is refused', async () => {
    const code = await issueAuthCode(t.database.db, 'demo', await userIdOf(t, 'demo', DEMO_EMAIL));
    await t.database.db
      .update(authCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authCodes.codeHash, hashOpaqueToken(code)));
    await expectProblem(await exchange(code), 400, 'INVALID_CODE');
  });

  it('tenant scoping: a code of demo is refused by acme and stays unused', async () => {
    const code = await issueAuthCode(t.database.db, 'demo', await userIdOf(t, 'demo', DEMO_EMAIL));
    await expectProblem(await exchange(code, 'acme'), 400, 'INVALID_CODE');
    expect((await exchange(code, 'demo')).status).toBe(200);
  });

  it('an unknown code is refused', async () => {
    await expectProblem(await exchange('x'.repeat(43)), 400, 'INVALID_CODE');
  });

  it('each tenant signs in its own seeded demo account', async () => {
    const acmeUser = await userIdOf(t, 'acme', ACME_EMAIL);
    const res = await exchange(await issueAuthCode(t.database.db, 'acme', acmeUser), 'acme');
    const token = v.parse(TokenSchema, await res.json());
    const profile = await t.api('/user/profile', { token: token.access_token, tenant: 'acme' });
    expect(await profile.json()).toMatchObject({ UUID: acmeUser, email: ACME_EMAIL });
  });
});
