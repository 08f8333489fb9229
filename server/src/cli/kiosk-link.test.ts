import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kioskDevices } from '../db/schema/kiosk.ts';
import { readKioskToken } from '../routes/kiosk/kiosk-token.ts';
import { databaseTargets, startTestApp, type TestApp } from '../testing/test-app.ts';
import { createKioskLink, KioskLinkError, kioskPinProblem, parseKioskLinkArgs } from './kiosk-link.ts';

describe('kiosk:link arguments', () => {
  it('reads --name value and --name=value, --origin optional', () => {
    expect(parseKioskLinkArgs(['--tenant', 'acme', '--pin=4826'])).toEqual({ tenant: 'acme', pin: '4826' });
    expect(parseKioskLinkArgs(['--pin', '4826', '--tenant=demo', '--origin', 'https://a.example'])).toEqual({
      tenant: 'demo',
      pin: '4826',
      origin: 'https://a.example',
    });
  });

  it('refuses missing, repeated, empty and unknown arguments with the usage', () => {
    for (const argv of [
      [],
      ['--tenant', 'demo'],
      ['--pin', '4826'],
      ['--tenant', 'demo', '--pin'],
      ['--tenant', '--pin', '4826'],
      ['--tenant', 'demo', '--tenant', 'acme', '--pin', '4826'],
      ['--tenant', 'demo', '--pin', '4826', '--port', '80'],
      ['demo', '4826'],
    ])
      expect(() => parseKioskLinkArgs(argv), argv.join(' ')).toThrow(KioskLinkError);
    expect(() => parseKioskLinkArgs(['--tenant', 'demo'])).toThrow(
      /--pin is required\nusage: npm run kiosk:link/,
    );
  });

  it('refuses malformed and easy PINs', () => {
    expect(kioskPinProblem('4826')).toBeUndefined();
    expect(kioskPinProblem('90417735')).toBeUndefined();
    expect(kioskPinProblem('48a6')).toMatch(/digits only/);
    expect(kioskPinProblem('482')).toMatch(/4 to 8 digits, not 3/);
    expect(kioskPinProblem('482648264')).toMatch(/not 9/);
    expect(kioskPinProblem('0000')).toMatch(/one digit repeated/);
    expect(kioskPinProblem('3456')).toMatch(/consecutive/);
    expect(kioskPinProblem('87654321')).toMatch(/consecutive/);
  });
});

describe.each(databaseTargets())('kiosk:link on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const rowsOf = (deviceId: string) =>
    t.database.db.select().from(kioskDevices).where(eq(kioskDevices.deviceId, deviceId));
  const count = async () => (await t.database.db.select().from(kioskDevices)).length;

  it('mints a link that enrols a device of the tenant on its host, and the PIN unenrols it', async () => {
    const link = await createKioskLink(t.database.db, { tenant: 'acme', pin: '4826' }, 8931);
    const url = new URL(link.url);
    expect(url.origin).toBe('http://acme.localhost:8931');
    expect(url.pathname).toBe('/kiosk/enrol');
    const claims = await readKioskToken(t.database.db, url.searchParams.get('token') ?? '');
    expect(claims).toMatchObject({ tenantName: 'acme', deviceId: link.deviceId });
    const lifetime = Date.parse(link.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);
    const token = url.searchParams.get('token') ?? '';
    const enrolled = await t.api('/kiosk/enrol', { method: 'POST', tenant: 'acme', body: { token } });
    expect(enrolled.status).toBe(200);
    const left = await t.api('/kiosk/unenrol', {
      method: 'POST',
      tenant: 'acme',
      body: { deviceId: link.deviceId, pin: '4826' },
    });
    expect(left.status).toBe(200);
    expect(await rowsOf(link.deviceId)).toHaveLength(0);
  });

  it('takes an origin on one of the tenant hosts, and refuses others', async () => {
    const link = await createKioskLink(t.database.db, {
      tenant: 'demo',
      pin: '7391',
      origin: 'http://demo.localhost:9000/',
    });
    expect(new URL(link.url).origin).toBe('http://demo.localhost:9000');
    expect((await rowsOf(link.deviceId))[0]?.tenantName).toBe('demo');
    const before = await count();
    const refused = [
      ['http://acme.localhost:9000', /not a host of this tenant \(its hosts: .*demo\.localhost/],
      ['http://portal.example', /must use https/],
      ['https://demo.localhost/kiosk', /origin only/],
      ['not a url', /is not a URL/],
    ] as const;
    for (const [origin, message] of refused)
      await expect(createKioskLink(t.database.db, { tenant: 'demo', pin: '7391', origin })).rejects.toThrow(
        message,
      );
    expect(await count()).toBe(before);
  });

  it('refuses an unknown tenant and a weak PIN, writing nothing', async () => {
    const before = await count();
    await expect(createKioskLink(t.database.db, { tenant: 'nobody', pin: '7391' })).rejects.toThrow(
      /unknown tenant "nobody" \(tenants: .*acme.*demo/,
    );
    await expect(createKioskLink(t.database.db, { tenant: 'demo', pin: '1111' })).rejects.toThrow(
      /--pin refused: the PIN is too easy to guess/,
    );
    await expect(createKioskLink(t.database.db, { tenant: 'demo', pin: '12ab' })).rejects.toThrow(
      KioskLinkError,
    );
    expect(await count()).toBe(before);
  });
});
