import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kioskDevices } from '../../db/schema/kiosk.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { signKioskToken } from './kiosk-token.ts';

describe.each(databaseTargets())('kiosk enrolment on %s', (target) => {
  let t: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { demoTools: 'open' } });
    closed = await startTestApp(target, { auth: { demoTools: 'off' } });
  });
  afterAll(async () => {
    await t.dispose();
    await closed.dispose();
  });

  const mint = async (tenant = 'demo', pin = '2468') => {
    const res = await t.api('/kiosk/enrolment', { method: 'POST', tenant, body: { pin } });
    expect(res.status).toBe(200);
    return (await res.json()) as { url: string; deviceId: string; expiresAt: string };
  };
  const enrol = (token: string, tenant = 'demo') =>
    t.api('/kiosk/enrol', { method: 'POST', tenant, body: { token } });
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
  const rowsOf = (deviceId: string) =>
    t.database.db.select().from(kioskDevices).where(eq(kioskDevices.deviceId, deviceId));

  it('mints a signed link that enrols its device once, in its own tenant only', async () => {
    const minted = await mint();
    expect(new URL(minted.url).pathname).toBe('/kiosk/enrol');
    expect((await rowsOf(minted.deviceId))[0]?.enrolledAt).toBeNull();
    expect((await rowsOf(minted.deviceId))[0]?.pinHash).toMatch(/^\$argon2id\$/);
    const other = await enrol(tokenOf(minted.url), 'acme');
    expect(other.status).toBe(403);
    expect(((await other.json()) as { code: string }).code).toBe('KIOSK_OTHER_TENANT');
    const res = await enrol(tokenOf(minted.url));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ deviceId: minted.deviceId });
    expect((await rowsOf(minted.deviceId))[0]?.enrolledAt).toBeInstanceOf(Date);
    const status = await t.api(`/kiosk/device/${minted.deviceId}`);
    expect(await status.json()).toEqual({ enrolled: true });
  });

  it('refuses a forged token (401), an expired one (403) and malformed input (400), writing nothing', async () => {
    const minted = await mint();
    const token = tokenOf(minted.url);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const bad = await enrol(forged);
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as { code: string }).code).toBe('KIOSK_TOKEN_INVALID');
    const expired = await signKioskToken(t.database.db, {
      tenantName: 'demo',
      deviceId: minted.deviceId,
      exp: Math.floor(Date.now() / 1000) - 1,
    });
    const late = await enrol(expired);
    expect(late.status).toBe(403);
    expect(((await late.json()) as { code: string }).code).toBe('KIOSK_TOKEN_EXPIRED');
    expect((await enrol('not a token')).status).toBe(400);
    expect((await t.api('/kiosk/enrolment', { method: 'POST', body: { pin: '12' } })).status).toBe(400);
    expect((await rowsOf(minted.deviceId))[0]?.enrolledAt).toBeNull();
  });

  it('unenrols only with the right PIN, and limits the guesses', async () => {
    const minted = await mint('demo', '1357');
    await enrol(tokenOf(minted.url));
    const unenrol = (pin: string) =>
      t.api('/kiosk/unenrol', { method: 'POST', body: { deviceId: minted.deviceId, pin } });
    const wrong = await unenrol('0000');
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { code: string }).code).toBe('KIOSK_PIN_WRONG');
    expect(await rowsOf(minted.deviceId)).toHaveLength(1);
    const right = await unenrol('1357');
    expect(right.status).toBe(200);
    expect(await rowsOf(minted.deviceId)).toHaveLength(0);
    // The spent link enrols nobody again.
    expect((await enrol(tokenOf(minted.url))).status).toBe(403);

    const guessed = await mint('demo', '9999');
    await enrol(tokenOf(guessed.url));
    const guess = (pin: string) =>
      t.api('/kiosk/unenrol', { method: 'POST', body: { deviceId: guessed.deviceId, pin } });
    const answers = [];
    for (const pin of ['1000', '1001', '1002', '1003', '1004']) answers.push((await guess(pin)).status);
    // Five failures per address in 15 minutes: this address spent one on the device above.
    expect(answers).toEqual([403, 403, 403, 403, 429]);
    expect((await guess('9999')).status).toBe(429);
  });

  it('the minting tool does not exist where demo tools are off', async () => {
    const res = await closed.api('/kiosk/enrolment', { method: 'POST', body: { pin: '2468' } });
    expect(res.status).toBe(404);
  });
});
