import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAuthCode } from '../auth/auth-codes.ts';
import { issuePartnerToken } from '../auth/partner-tokens.ts';
import { historyEntries, playStates } from '../db/schema/library.ts';
import { listeningTickets } from '../db/schema/playback.ts';
import { signedInUser } from '../routes/library/library-testing.ts';
import { childOf, LISTENER, tokenOf } from '../routes/player/player-testing.ts';
import { refresh, signIn, ssoCookieFor, userIdOf } from '../routes/session/session-testing.ts';
import { failWrites } from '../testing/fail-writes.ts';
import { databaseTargets, startTestApp, type TestApp } from '../testing/test-app.ts';

/** Issue 11 finding 4: a handler's writes are one transaction, so a failure half-way leaves nothing. */
describe.each(databaseTargets())('one transaction per handler on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const db = () => t.database.db;
  /** Runs the request while the database refuses one write; the request must fail as a whole. */
  const failing = async (
    table: string,
    operation: 'insert' | 'update' | 'delete',
    request: () => Promise<Response>,
  ) => {
    const restore = await failWrites(db(), table, operation);
    try {
      expect((await request()).status).toBe(500);
    } finally {
      await restore();
    }
  };

  it('POST /song/download: when recording the download fails, no listening ticket is left', async () => {
    const { token } = await tokenOf(t, LISTENER);
    const track = await childOf(t, 'demo', 'track', 'paper-oceans', 1);
    const tickets = async () => (await db().select({ n: count() }).from(listeningTickets))[0]?.n;
    const before = await tickets();
    const body = { articleId: track.id, distributionChannel: 'WEB', deviceId: 1001 };
    await failing('downloads', 'insert', () => t.api('/song/download', { method: 'POST', token, body }));
    expect(await tickets()).toBe(before);
  });

  it('history: saving a position, deleting an entry and clearing all are each all or nothing', async () => {
    const { id: userId, token } = await signedInUser(t);
    const track = await childOf(t, 'demo', 'track', 'paper-oceans', 2);
    const path = `/user/history/PLAY/${track.id}`;
    const body = { userCurrentPlaying: 12, contentType: 'FULL_TRACK_MUSIC' };
    const mine = (table: typeof playStates | typeof historyEntries) =>
      db()
        .select()
        .from(table)
        .where(and(eq(table.userId, userId), eq(table.itemId, track.id)));

    await failing('history_entries', 'insert', () => t.api(path, { method: 'PUT', token, body }));
    expect(await mine(playStates)).toEqual([]);

    expect((await t.api(path, { method: 'PUT', token, body })).status).toBe(200);
    await failing('play_states', 'delete', () => t.api(path, { method: 'DELETE', token }));
    expect(await mine(historyEntries)).toHaveLength(1);
    await failing('play_states', 'delete', () => t.api('/user/history', { method: 'DELETE', token }));
    expect(await mine(historyEntries)).toHaveLength(1);
    expect(await mine(playStates)).toHaveLength(1);
  });

  it('POST /userToken: when starting the session fails, the login code is not used up', async () => {
    const userId = await userIdOf(t, 'demo', LISTENER);
    const code = await issueAuthCode(db(), 'demo', userId);
    const exchange = () => t.api('/userToken', { method: 'POST', body: { accessToken: code } });
    await failing('refresh_tokens', 'insert', exchange);
    expect((await exchange()).status).toBe(200);
  });

  it('POST /partner/login: when starting the session or issuing the register token fails, the partner token stays usable', async () => {
    const login = (partnerToken: string) =>
      t.api('/partner/login/acme', { method: 'POST', tenant: 'acme', body: { partnerToken } });
    const known = await issuePartnerToken(db(), 'acme', '+40700000001');
    await failing('refresh_tokens', 'insert', () => login(known));
    expect((await login(known)).status).toBe(200);
    const unknown = await issuePartnerToken(db(), 'acme', '+40799999998');
    await failing('partner_tokens', 'insert', () => login(unknown));
    expect((await login(unknown)).status).toBe(402);
  });

  it('POST /logout: when ending the hosted sign-on fails, the session is not half ended', async () => {
    const userId = await userIdOf(t, 'demo', LISTENER);
    const session = await signIn(t, 'demo', userId);
    const cookie = await ssoCookieFor(t, 'demo', userId);
    const logout = () =>
      t.api('/logout', {
        method: 'POST',
        token: session.access_token,
        headers: { cookie },
        body: { redirectUrl: 'http://localhost:8787/', lang: 'en' },
      });
    await failing('sso_sessions', 'update', logout);
    expect((await refresh(t, session.refresh_token)).status).toBe(200);
  });
});
