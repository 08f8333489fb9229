import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantTextsSchema } from '../../../../contract/i18n.ts';
import { LOCALE_CODES } from '../../../../contract/locales.ts';
import { ProblemSchema } from '../../../../contract/problem.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';

describe.each(databaseTargets())('tenant texts on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const texts = async (lang: string, tenant = 'demo') => {
    const res = await t.api(`/i18n/${lang}`, { tenant });
    expect(res.status).toBe(200);
    return v.parse(TenantTextsSchema, await res.json());
  };

  it('every portal language has the tenant app names, tagline, footer and welcome text', async () => {
    const taglines = new Set<string>();
    for (const lang of LOCALE_CODES) {
      const body = await texts(lang);
      expect(Object.keys(body).sort()).toEqual([
        'tenant.appName',
        'tenant.appShortName',
        'tenant.footer',
        'tenant.tagline',
        'tenant.welcome',
      ]);
      taglines.add(body['tenant.tagline'] ?? '');
    }
    expect(taglines.size).toBe(LOCALE_CODES.length);
  });

  it('texts are in the requested language (ar is Arabic, de is German)', async () => {
    expect((await texts('ar'))['tenant.tagline']).toMatch(/[\u0600-\u06ff]/);
    expect((await texts('de'))['tenant.welcome']).toBe('Willkommen bei Demo Media');
  });

  it('texts belong to the calling tenant', async () => {
    expect((await texts('fr', 'acme'))['tenant.welcome']).toBe('Bienvenue sur Acme Stream');
    expect(JSON.stringify(await texts('fr', 'acme'))).not.toContain('Demo Media');
  });

  it('an unknown language is a 400 problem', async () => {
    const res = await t.api('/i18n/xx');
    expect(res.status).toBe(400);
    const problem = v.parse(ProblemSchema, await res.json());
    expect(problem.errors?.[0]?.path).toBe('path.lang');
  });
});
