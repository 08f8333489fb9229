import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantConfigurations } from '../../db/schema/configuration.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { ACME_CLIENT, LISTENER, tokenOf } from '../player/player-testing.ts';
import { parentalMailSettings } from './parental-mail.ts';
import { type As, mailedResetCode, parentalCall } from './parental-testing.ts';

/**
 * Issue 22: the parentalControlEmail configuration group drives the parental reset mail. Each tenant's mail
 * carries its configured sender, subject (in the asked language) and template; without the group the mail
 * keeps the platform's subject and no sender.
 */
describe.each(databaseTargets())('parental-control mail configuration on %s', (target) => {
  let t: TestApp;
  const demo: As = { token: '', ip: '198.51.100.60' };
  const acme: As = { token: '', tenant: 'acme', ip: '198.51.100.61' };

  beforeAll(async () => {
    t = await startTestApp(target, { auth: { trustProxy: true } });
    demo.token = (await tokenOf(t, LISTENER)).token;
    acme.token = (await tokenOf(t, ACME_CLIENT, 'acme')).token;
  });
  afterAll(() => t.dispose());

  const send = async (as: As, lang?: string) => {
    const res = await parentalCall(t, '/sendEmail', as, { body: { sendGridConfig: lang ? { lang } : {} } });
    expect(res.status, await res.clone().text()).toBe(200);
  };

  it("demo's mail comes from the demo's sender, with its subject and template, in the asked language", async () => {
    await send(demo, 'de');
    const { mail } = await mailedResetCode(t, LISTENER);
    expect(mail.sender).toBe('Demo Media Familienservice <family@demo-media.example>');
    expect(mail.subject).toBe('Demo Media: Ihr Code für die Kindersicherung');
    expect(mail.templateId).toBe('demo-parental-reset');
    expect(mail.body).toMatch(/Kindersicherung festzulegen: \d{8}/);
  });

  it("acme's mail carries acme's values, in the tenant's language when none is asked", async () => {
    await send(acme);
    const { mail } = await mailedResetCode(t, ACME_CLIENT, 'acme');
    expect(mail.sender).toBe('Acme Stream Parents <parents@acme.example>');
    expect(mail.subject).toBe('Acme Stream : réinitialisez votre code parental');
    expect(mail.templateId).toBe('acme-parental-reset-v2');
    await send(acme, 'ar');
    const arabic = await mailedResetCode(t, ACME_CLIENT, 'acme');
    expect(arabic.mail.sender).toBe('أولياء أمور أكمي ستريم <parents@acme.example>');
    expect(arabic.mail.subject).toBe('أكمي ستريم: أعد تعيين الرمز الأبوي');
  });

  it('without the group, or with an unusable sender, the mail keeps the defaults and no forged From line', async () => {
    const [row] = await t.database.db
      .select({ groups: tenantConfigurations.groups })
      .from(tenantConfigurations)
      .where(eq(tenantConfigurations.tenantName, 'demo'));
    const groups = row?.groups ?? {};
    const setGroup = (value: unknown) =>
      t.database.db
        .update(tenantConfigurations)
        .set({ groups: { ...groups, parentalControlEmail: value } })
        .where(eq(tenantConfigurations.tenantName, 'demo'));
    try {
      await setGroup(undefined);
      expect(await parentalMailSettings(t.database.db, 'demo', 'en')).toEqual({});
      await setGroup({ from: 'not an address', fromName: 'x' });
      expect(await parentalMailSettings(t.database.db, 'demo', 'en')).toEqual({});
      await setGroup({ from: 'kids@demo.example', fromName: 'Evil\r\nBcc: "all" <x@y.z>' });
      expect(await parentalMailSettings(t.database.db, 'demo', 'en')).toEqual({
        sender: 'Evil Bcc: all x@y.z <kids@demo.example>',
      });
      await setGroup({ from: 42 });
      expect(await parentalMailSettings(t.database.db, 'demo', 'en')).toEqual({});
      // The other tenant's group is untouched.
      expect((await parentalMailSettings(t.database.db, 'acme', 'en')).sender).toBe(
        'Acme Stream parents <parents@acme.example>',
      );
    } finally {
      await setGroup(groups.parentalControlEmail);
    }
  });
});
