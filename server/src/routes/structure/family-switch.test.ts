import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { merchantLine } from '../../hosted/merchant-line.ts';
import { hostedUrl } from '../../hosted/testing-browser.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';

/** Commerce §3 enabledFeatures on the server, and the hosted pages' meta groups, on the seeded tenants. */
describe.each(databaseTargets())('configuration groups on the server (%s)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  it("answers a switched-off family's structures with a 404 problem; other tenants and families keep theirs", async () => {
    // Acme's configuration switches podcasts off: their list, details and episode pages.
    for (const path of [
      '/structure/podcast-list',
      '/structure/podcast-details/fragment/1',
      '/structure/podcast-episode/fragment/1',
    ]) {
      const res = await t.api(path, { tenant: 'acme' });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect((await res.json()).detail).toContain('podcasts feature is switched off');
    }
    expect((await t.api('/structure/podcast-list', { tenant: 'demo' })).status).toBe(200);
    // A family acme keeps, and pages of no family, still answer.
    expect((await t.api('/structure/home', { tenant: 'acme' })).status).toBe(200);
    expect((await t.api('/structure/tournaments-list', { tenant: 'acme' })).status).toBe(200);
    expect((await t.api('/structure/configuration', { tenant: 'acme' })).status).toBe(200);
    // A tenant feature set to false (acme: news) hides the navigation entry only; its pages still answer.
    expect((await t.api('/structure/articles-premium', { tenant: 'acme' })).status).toBe(200);
  });

  it('the configuration carries the seeded demo values of both tenants', async () => {
    const groups = async (tenant: string, lang: string) =>
      (await (await t.api(`/structure/configuration?lang=${lang}`, { tenant })).json()).data.customProperties;
    const acme = await groups('acme', 'ar');
    expect(acme.enabledFeatures).toEqual({ maxQuantity: 5, flags: { podcasts: false } });
    expect(acme.expirationPopup.title).toBe('رصيد أكمي ينتهي قريبًا');
    expect(acme.customPlan.title).toBe('أكمي للمدارس');
    const demo = await groups('demo', 'fr');
    expect(demo.seoTabNames.music).toBe('Musique');
    expect(demo.customStylingLink).toBe('/tenant-styles/demo.css');
    expect(demo.paymentMetaData).toEqual({ merchantName: 'Demo Media Ltd.', termsUrl: '/info/terms' });
  });

  it("shows the tenant's login help (loginMetaData) on the hosted login, in the asked language", async () => {
    const en = await (await t.get(hostedUrl('login'))).text();
    expect(en).toContain('data-login-help');
    expect(en).toContain('Use the e-mail address you subscribed with.');
    const ar = await (await t.get(hostedUrl('login', { lang: 'ar' }))).text();
    expect(ar).toContain('استخدم البريد الإلكتروني الذي اشتركت به.');
  });

  it('names the merchant and the terms of sale on the hosted checkout (paymentMetaData), in the asked language', async () => {
    const tenant = (name: string) => ({ name }) as TenantRow;
    const demo = (await merchantLine(t.database.db, { tenant: tenant('demo'), lang: 'en' })).value;
    expect(demo).toContain('Charged by Demo Media Ltd.');
    expect(demo).toContain('<a href="/info/terms">Terms of sale</a>');
    const acme = (await merchantLine(t.database.db, { tenant: tenant('acme'), lang: 'fr' })).value;
    expect(acme).toContain('Débité par Acme Stream SAS');
  });
});
