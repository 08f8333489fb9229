import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceSchema, FALLBACK_DEVICE_ID } from '../../../../contract/device.ts';
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

  it('the same browser keeps its id; another browser or tenant gets a new one', async () => {
    const first = await device(USER_AGENTS.macSafari);
    const again = await device(USER_AGENTS.macSafari);
    expect(again.id).toBe(first.id);
    expect((await device(USER_AGENTS.linuxFirefox)).id).not.toBe(first.id);
    expect((await device(USER_AGENTS.macSafari, 'acme')).id).not.toBe(first.id);
  });

  it("real device ids never collide with the portal's fallback id 1", async () => {
    expect((await device('curl/8.5.0')).id).toBeGreaterThan(FALLBACK_DEVICE_ID);
  });
});
