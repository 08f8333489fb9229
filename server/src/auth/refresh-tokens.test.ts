import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../db/schema/auth.ts';
import { createUser } from '../routes/session/session-testing.ts';
import { databaseTargets, startTestApp, type TestApp } from '../testing/test-app.ts';
import { hashOpaqueToken } from './opaque-token.ts';
import { isFamilyLive, revokeFamily, rotateRefreshToken, startRefreshFamily } from './refresh-tokens.ts';

describe.each(databaseTargets())('refresh-token families on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const rowOf = async (token: string) => {
    const [row] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)));
    return row;
  };
  const rotate = (token: string, graceSeconds = 30) =>
    rotateRefreshToken(t.database.db, { tenantName: 'demo', token, ttlSeconds: 3600, graceSeconds });

  it('only the hash is stored; rotation marks the token used and issues a child in the same family', async () => {
    const user = await createUser(t, 'demo');
    const first = await startRefreshFamily(t.database.db, {
      tenantName: 'demo',
      userId: user.id,
      ttlSeconds: 3600,
    });
    const firstRow = await rowOf(first.refreshToken);
    expect(firstRow?.tokenHash).not.toBe(first.refreshToken);
    expect(firstRow?.parentId).toBeNull();
    const next = await rotate(first.refreshToken);
    if (!next.ok) throw new Error('rotation failed');
    expect(next.replay).toBe(false);
    expect((await rowOf(first.refreshToken))?.usedAt).not.toBeNull();
    expect(await rowOf(next.refreshToken)).toMatchObject({
      familyId: first.familyId,
      parentId: firstRow?.id,
    });
  });

  it('a replay within grace issues a sibling (same parent) and flags the replay', async () => {
    const user = await createUser(t, 'demo');
    const first = await startRefreshFamily(t.database.db, {
      tenantName: 'demo',
      userId: user.id,
      ttlSeconds: 3600,
    });
    const a = await rotate(first.refreshToken);
    const b = await rotate(first.refreshToken);
    if (!a.ok || !b.ok) throw new Error('rotation failed');
    expect(b.replay).toBe(true);
    expect((await rowOf(a.refreshToken))?.parentId).toBe((await rowOf(b.refreshToken))?.parentId);
  });

  it('revoking a family ends only that family', async () => {
    const user = await createUser(t, 'demo');
    const one = await startRefreshFamily(t.database.db, {
      tenantName: 'demo',
      userId: user.id,
      ttlSeconds: 3600,
    });
    const two = await startRefreshFamily(t.database.db, {
      tenantName: 'demo',
      userId: user.id,
      ttlSeconds: 3600,
    });
    await revokeFamily(t.database.db, 'acme', one.familyId);
    expect(
      await isFamilyLive(t.database.db, { tenantName: 'demo', userId: user.id, familyId: one.familyId }),
    ).toBe(true);
    await revokeFamily(t.database.db, 'demo', one.familyId);
    expect(
      await isFamilyLive(t.database.db, { tenantName: 'demo', userId: user.id, familyId: one.familyId }),
    ).toBe(false);
    expect(
      await isFamilyLive(t.database.db, { tenantName: 'demo', userId: user.id, familyId: two.familyId }),
    ).toBe(true);
    expect(await rotate(one.refreshToken)).toEqual({ ok: false, reason: 'revoked' });
  });
});
