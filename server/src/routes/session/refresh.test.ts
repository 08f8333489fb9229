import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Token, TokenSchema } from '../../../../contract/session.ts';
import { hashOpaqueToken } from '../../auth/opaque-token.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, expectProblem, refresh, signIn } from './session-testing.ts';

const tokenOf = async (res: Response): Promise<Token> => {
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return v.parse(TokenSchema, await res.json());
};

const profileStatus = async (t: TestApp, token: Token, tenant = 'demo') =>
  (await t.api('/user/profile', { token: token.access_token, tenant })).status;

describe.each(databaseTargets())('refresh-token rotation on %s', (target) => {
  // No grace: any second use of a refresh token is reuse.
  let strict: TestApp;
  // A long grace window: a second use soon after the first is a lost answer, not theft.
  let lenient: TestApp;
  beforeAll(async () => {
    [strict, lenient] = await Promise.all([
      startTestApp(target, { auth: { refreshGraceSeconds: 0 } }),
      startTestApp(target, { auth: { refreshGraceSeconds: 60 } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([strict.dispose(), lenient.dispose()]);
  });

  const session = async (t: TestApp) => signIn(t, 'demo', (await createUser(t, 'demo')).id);

  it('rotation: a refresh answers a new working pair and the old refresh token is spent', async () => {
    const first = await session(strict);
    const second = await tokenOf(await refresh(strict, first.refresh_token));
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.expires).toBeGreaterThan(Date.now());
    expect(await profileStatus(strict, second)).toBe(200);
    const third = await tokenOf(await refresh(strict, second.refresh_token));
    expect(await profileStatus(strict, third)).toBe(200);
  });

  it('reuse after the grace window revokes the whole family: the newest child and its access token stop working', async () => {
    const first = await session(strict);
    const child = await tokenOf(await refresh(strict, first.refresh_token));
    await expectProblem(await refresh(strict, first.refresh_token), 401, 'REFRESH_TOKEN_REUSED');
    await expectProblem(await refresh(strict, child.refresh_token), 401, 'SESSION_REVOKED');
    expect(await profileStatus(strict, child)).toBe(401);
    expect(await profileStatus(strict, first)).toBe(401);
  });

  it('reuse detection spares other sessions of the same user', async () => {
    const user = await createUser(strict, 'demo');
    const stolen = await signIn(strict, 'demo', user.id);
    const other = await signIn(strict, 'demo', user.id);
    await tokenOf(await refresh(strict, stolen.refresh_token));
    await expectProblem(await refresh(strict, stolen.refresh_token), 401, 'REFRESH_TOKEN_REUSED');
    expect(await profileStatus(strict, other)).toBe(200);
    await tokenOf(await refresh(strict, other.refresh_token));
  });

  it('grace window: a replay soon after the first use gets a working pair; the lost answer’s token is superseded', async () => {
    const first = await session(lenient);
    const lost = await tokenOf(await refresh(lenient, first.refresh_token));
    const replay = await tokenOf(await refresh(lenient, first.refresh_token));
    expect(replay.refresh_token).not.toBe(lost.refresh_token);
    expect(await profileStatus(lenient, replay)).toBe(200);
    const next = await tokenOf(await refresh(lenient, replay.refresh_token));
    expect(await profileStatus(lenient, next)).toBe(200);
  });

  it('a thief replaying within the grace window is caught when the rightful holder refreshes: the family is revoked', async () => {
    const first = await session(lenient);
    const holder = await tokenOf(await refresh(lenient, first.refresh_token));
    const thief = await tokenOf(await refresh(lenient, first.refresh_token));
    await expectProblem(await refresh(lenient, holder.refresh_token), 401, 'REFRESH_TOKEN_REUSED');
    await expectProblem(await refresh(lenient, thief.refresh_token), 401, 'SESSION_REVOKED');
    expect(await profileStatus(lenient, thief)).toBe(401);
    expect(await profileStatus(lenient, holder)).toBe(401);
  });

  it('grace window ends: the same replay once the window has passed revokes the family', async () => {
    const first = await session(lenient);
    const child = await tokenOf(await refresh(lenient, first.refresh_token));
    // Move the first use back beyond the 60 s window instead of waiting for it.
    await lenient.database.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '61 seconds'` })
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(first.refresh_token)));
    await expectProblem(await refresh(lenient, first.refresh_token), 401, 'REFRESH_TOKEN_REUSED');
    await expectProblem(await refresh(lenient, child.refresh_token), 401, 'SESSION_REVOKED');
  });

  it('parallel refresh: 20 concurrent refreshes of one token within grace all succeed, and exactly one chain stays live', async () => {
    const first = await session(lenient);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refresh(lenient, first.refresh_token)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    const pairs = await Promise.all(answers.map(tokenOf));
    expect(new Set(pairs.map((p) => p.refresh_token)).size).toBe(20);
    const [row] = await lenient.database.db
      .select({ family: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(first.refresh_token)));
    const family = await lenient.database.db
      .select({ revokedAt: refreshTokens.revokedAt, usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, row?.family ?? ''));
    expect(family).toHaveLength(21);
    expect(family.filter((r) => r.revokedAt === null && r.usedAt === null)).toHaveLength(1);
    // Every access token of the session still works while the session stands.
    for (const pair of pairs.slice(0, 3)) expect(await profileStatus(lenient, pair)).toBe(200);
  });

  it('parallel refresh without grace: exactly one rotation wins, the rest revoke the family, nothing fails with 5xx', async () => {
    const first = await session(strict);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(strict, first.refresh_token)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(19);
  });

  it('an expired refresh token is refused with REFRESH_TOKEN_EXPIRED', async () => {
    const first = await session(strict);
    await strict.database.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(first.refresh_token)));
    await expectProblem(await refresh(strict, first.refresh_token), 401, 'REFRESH_TOKEN_EXPIRED');
  });

  it('sliding expiry: each rotation issues a token that lives the full refresh lifetime again', async () => {
    const first = await session(strict);
    const next = await tokenOf(await refresh(strict, first.refresh_token));
    const [row] = await strict.database.db
      .select({ seconds: sql<number>`extract(epoch from ${refreshTokens.expiresAt} - now())::int` })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(next.refresh_token)));
    expect(row?.seconds).toBeGreaterThan(30 * 24 * 3600 - 60);
  });

  it('tenant scoping: a refresh token of demo is refused by acme and stays usable in demo', async () => {
    const first = await session(strict);
    await expectProblem(await refresh(strict, first.refresh_token, 'acme'), 401, 'REFRESH_TOKEN_INVALID');
    await tokenOf(await refresh(strict, first.refresh_token));
  });

  it('an unknown refresh token is refused with REFRESH_TOKEN_INVALID', async () => {
    await expectProblem(await refresh(strict, 'A'.repeat(43)), 401, 'REFRESH_TOKEN_INVALID');
  });
});
