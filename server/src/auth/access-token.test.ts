import { randomUUID } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSecrets } from '../db/schema/auth.ts';
import { databaseTargets, startTestApp, type TestApp } from '../testing/test-app.ts';
import { signAccessToken, signingKey, verifyAccessToken } from './access-token.ts';

describe.each(databaseTargets())('access tokens on %s', (target) => {
  let t: TestApp;
  const PRESET = 'preset-signing-key-of-another-instance-0123456789';
  beforeAll(async () => {
    t = await startTestApp(target);
    // Another server instance on this database created the key first.
    await t.database.db.insert(serverSecrets).values({ name: 'jwt', value: PRESET });
  });
  afterAll(() => t.dispose());

  const input = () => ({
    userId: randomUUID(),
    tenantName: 'demo',
    sessionId: randomUUID(),
    ttlSeconds: 900,
  });

  it('the signing key comes from server_secrets, so every instance on one database agrees', async () => {
    expect(await signingKey(t.database.db)).toBe(PRESET);
    const { token } = await signAccessToken(t.database.db, input());
    expect(await verify(token, PRESET, 'HS256')).toMatchObject({ ten: 'demo' });
  });

  it('claims are sub, ten, sid, iat, exp; Token.expires is exp in epoch milliseconds', async () => {
    const claims = input();
    const { token, expiresMs } = await signAccessToken(t.database.db, claims);
    const verified = await verifyAccessToken(t.database.db, token);
    if (!verified.ok) throw new Error('not verified');
    expect(verified.expired).toBe(false);
    expect(verified.claims).toMatchObject({ sub: claims.userId, ten: 'demo', sid: claims.sessionId });
    expect(verified.claims.exp - verified.claims.iat).toBe(900);
    expect(expiresMs).toBe(verified.claims.exp * 1000);
  });

  it('an expired but genuine token verifies as expired (logout still honours it)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const c = input();
    const token = await sign(
      { sub: c.userId, ten: 'demo', sid: c.sessionId, iat: now - 100, exp: now - 1 },
      PRESET,
    );
    expect(await verifyAccessToken(t.database.db, token)).toMatchObject({ ok: true, expired: true });
  });

  it('refuses forged signatures, other algorithms, missing claims and garbage', async () => {
    const now = Math.floor(Date.now() / 1000);
    const c = input();
    const claims = { sub: c.userId, ten: 'demo', sid: c.sessionId, iat: now, exp: now + 60 };
    const bad = [
      await sign(claims, 'some-other-key'),
      await sign(claims, PRESET, 'HS512'),
      await sign({ sub: c.userId, ten: 'demo', iat: now, exp: now + 60 }, PRESET),
      await sign({ sub: c.userId, ten: 'demo', sid: c.sessionId, iat: now }, PRESET),
      await sign({ ...claims, sub: 'not-a-uuid' }, PRESET),
      'not.a.jwt',
      '',
    ];
    for (const token of bad)
      expect(await verifyAccessToken(t.database.db, token)).toEqual({ ok: false, reason: 'invalid' });
  });
});
