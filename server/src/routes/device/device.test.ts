import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceSchema, FALLBACK_DEVICE_ID } from '../../../../contract/device.ts';
import { devices } from '../../db/schema/device.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { USER_AGENTS } from '../../testing/user-agents.ts';

describe.each(databaseTargets())('device lookup on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const device = async (ua: string, tenant = 'demo') => {
    const res = await t.api('/device', { tenant, headers: { 'user-agent': ua } });
    expect(res.status).toBe(200);
    return v.parse(DeviceSchema, await res.json());
  };

  it('answers form factor and OS for desktop Chrome, an iPad and an Android phone', async () => {
    expect((await device(USER_AGENTS.desktopChrome)).deviceAttributes).toEqual({
      desktop: true,
      tablet: false,
      modernPhone: false,
      operatingSystem: 'Windows',
    });
    expect((await device(USER_AGENTS.iPad)).deviceAttributes).toMatchObject({
      tablet: true,
      operatingSystem: 'iOS',
    });
    expect((await device(USER_AGENTS.androidPhone)).deviceAttributes).toMatchObject({
      modernPhone: true,
      operatingSystem: 'Android',
    });
  });

  it('the same browser keeps its id; another kind of device or another tenant gets another one', async () => {
    const first = await device(USER_AGENTS.macSafari);
    const again = await device(USER_AGENTS.macSafari);
    expect(again.id).toBe(first.id);
    expect((await device(USER_AGENTS.linuxFirefox)).id).not.toBe(first.id);
    expect((await device(USER_AGENTS.macSafari, 'acme')).id).not.toBe(first.id);
  });

  it("real device ids never collide with the portal's fallback id 1", async () => {
    expect((await device('curl/8.5.0')).id).toBeGreaterThan(FALLBACK_DEVICE_ID);
  });

  it('200 anonymous lookups with different User-Agents add a bounded number of rows (one per device class)', async () => {
    const rows = async () => {
      const [row] = await t.database.db
        .select({ n: count() })
        .from(devices)
        .where(eq(devices.tenantName, 'demo'));
      return row?.n ?? 0;
    };
    const before = await rows();
    const platforms = ['Windows NT 10.0; Win64; x64', 'Linux; Android 14; Pixel 8', 'X11; Linux x86_64'];
    for (let i = 0; i < 200; i++) {
      const ua = `Mozilla/5.0 (${platforms[i % 3]}) AppleWebKit/537.36 Chrome/${100 + i}.0.${i * 7}.1 Mobile Safari/537.36 Probe/${i}`;
      const res = await t.api('/device', {
        headers: { 'user-agent': ua, 'sec-ch-ua-platform': `"Made-up ${i}"` },
      });
      expect(res.status).toBe(200);
    }
    // Seven operating systems (and 'unknown') × four form factors at most, however many browsers ask.
    expect((await rows()) - before).toBeLessThanOrEqual(8 * 4);
  });
});
