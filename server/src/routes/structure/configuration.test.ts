import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationSchema } from '../../../../contract/configuration.ts';
import { StructureNodeSchema } from '../../../../contract/structure.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';

describe.each(databaseTargets())('global configuration on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const configuration = async (tenant: string, lang?: string) => {
    const res = await t.api(`/structure/configuration${lang ? `?lang=${lang}` : ''}`, { tenant });
    expect(res.status).toBe(200);
    const node = v.parse(StructureNodeSchema, await res.json());
    expect(node.name).toBe('configuration');
    return v.parse(ConfigurationSchema, node.data?.customProperties);
  };

  it('the configuration structure parses with the contract and carries every seeded group', async () => {
    const config = await configuration('demo');
    expect(config.enabledFeatures.maxQuantity).toBe(10);
    expect(config.priceFormat.ar).toEqual({ count: 2, currency: 'EUR' });
    expect(config.homeUrl).toBe('/');
    expect(config.alternateTheme).toBe(true);
    expect(config.colors).toHaveLength(2);
    expect(config.cookieConsent.necessary.map((c) => c.identifier)).toEqual([
      'sid',
      'i18n_redirected',
      'theme',
    ]);
    expect(config.cookieConsent.optional.map((c) => c.identifier)).toEqual(['analytics', 'ads']);
    expect(config.cookieConsent.necessary.every((c) => c.necessary)).toBe(true);
    expect(config.footerLinks.length).toBeGreaterThan(0);
    // Commerce §2 share targets: each with the page's {url} (and its {title}) to fill in.
    expect(config.sharedLinks.map((link) => link.title)).toEqual(['E-mail', 'WhatsApp', 'X']);
    expect(config.sharedLinks.every((link) => link.url.includes('{url}'))).toBe(true);
    expect(config.externalFooterFragment).toBeUndefined();
    expect(config.adService).toEqual({ enabled: true, tagId: 'GTM-DEMO01' });
  });

  it("acme's external footer fragment exists and lists footer links", async () => {
    const config = await configuration('acme');
    expect(config.colors?.[0]).toBe('#c2255c');
    // A partner tenant: the mobile confirmation first, then the e-mail login; its own tag id.
    expect(config.loginOptions.map((option) => option.id)).toEqual(['mobile', 'email']);
    expect(config.adService?.tagId).toBe('GTM-ACME7');
    const res = await t.api(`/structure/configuration/fragment/${config.externalFooterFragment}`, {
      tenant: 'acme',
    });
    expect(res.status).toBe(200);
    const footer = v.parse(StructureNodeSchema, await res.json());
    expect(footer.substructure?.map((n) => n.data?.clickUrl)).toContain('/impressum');
    expect((await t.api('/structure/configuration/fragment/footer', { tenant: 'demo' })).status).toBe(404);
    expect((await t.api('/structure/configuration/fragment/constructor', { tenant: 'acme' })).status).toBe(
      404,
    );
  });

  it('texts follow the lang query (tenant default without it); fragments too', async () => {
    const ar = await configuration('demo', 'ar');
    expect(ar.footerLinks.map((l) => l.title)).toEqual(['من نحن', 'شروط الاستخدام', 'البيانات القانونية']);
    expect(ar.sharedLinks[0]?.title).toBe('البريد الإلكتروني');
    expect(ar.cookieConsent.necessary[1]?.title).toBe('اللغة');
    expect(ar.loginOptions.map((o) => [o.id, o.title])).toEqual([
      ['email', 'تسجيل الدخول بالبريد الإلكتروني'],
    ]);
    expect((await configuration('demo')).footerLinks[0]?.title).toBe('About us');
    expect((await configuration('acme')).footerLinks[0]?.title).toBe('À propos');
    const res = await t.api('/structure/configuration/fragment/footer?lang=de', { tenant: 'acme' });
    const footer = v.parse(StructureNodeSchema, await res.json());
    expect(footer.substructure?.map((n) => n.data?.title)).toContain('Impressum');
  });
});
