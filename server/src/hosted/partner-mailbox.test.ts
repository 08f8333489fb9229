import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumePartnerToken } from '../auth/partner-tokens.ts';
import { databaseTargets, startTestApp, type TestApp } from '../testing/test-app.ts';
import { PARTNER_LIMITS } from './partner.page.ts';
import { ACME_RETURN, hostedUrl, registerAccount, TestBrowser, uniqueEmail } from './testing-browser.ts';
import { tr } from './texts.ts';

describe.each(databaseTargets())('partner page and demo mailbox (%s)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { trustProxy: true, demoTools: 'open' } });
  });
  afterAll(() => t.dispose());

  const acmePartner = (lang = 'fr') => hostedUrl('partner', { lang, redirectUrl: ACME_RETURN });

  it('on a partner tenant the confirmed number becomes a one-use partner token on the return URL', async () => {
    const browser = new TestBrowser(t, 'acme.localhost');
    const page = await browser.get(acmePartner());
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('type="tel" autocomplete="tel"');
    const res = await browser.submit(acmePartner(), { msisdn: '+40 700 000 001' });
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(ACME_RETURN);
    const token = back.searchParams.get('partnerToken') ?? '';
    expect(await consumePartnerToken(t.database.db, 'demo', token)).toBeUndefined();
    expect(await consumePartnerToken(t.database.db, 'acme', token)).toBe('+40700000001');
    expect(await consumePartnerToken(t.database.db, 'acme', token)).toBeUndefined();
  });

  it("the seeded acme client's number logs in through POST /partner/login/acme", async () => {
    const res = await new TestBrowser(t, 'acme.localhost').submit(acmePartner(), {
      msisdn: '+40 700 000 001',
    });
    const partnerToken = new URL(res.headers.get('location') ?? '').searchParams.get('partnerToken');
    const login = await t.api('/partner/login/acme', {
      tenant: 'acme',
      method: 'POST',
      body: { partnerToken },
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ access_token: expect.any(String) });
  });

  it('a number that is not in international form gets the translated field error', async () => {
    const res = await new TestBrowser(t, 'acme.localhost').submit(acmePartner('de'), { msisdn: 'call me' });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain(tr('de', 'error.msisdn'));
  });

  it('confirmations are rate-limited per number: the sixth within the hour is refused with 429', async () => {
    const number = `+40 711 ${String(Date.now()).slice(-6)}`;
    const statuses: number[] = [];
    for (let i = 0; i <= PARTNER_LIMITS.perNumber.limit; i++) {
      const res = await new TestBrowser(t, 'acme.localhost').submit(acmePartner(), { msisdn: number });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1)).toEqual(Array(PARTNER_LIMITS.perNumber.limit).fill(303));
    expect(statuses.at(-1)).toBe(429);
  });

  it('tenants without the partner feature answer the 404 page', async () => {
    const browser = new TestBrowser(t);
    const get = await browser.get(hostedUrl('partner'));
    expect(get.status).toBe(404);
    expect(await get.text()).toContain(`<h1>${tr('en', 'error.notFound.title')}</h1>`);
    expect((await browser.post(hostedUrl('partner'), { msisdn: '+40700000001' })).status).toBe(404);
  });

  it("the mailbox lists this tenant's mails to the address, newest first, with the link clickable", async () => {
    const { email } = await registerAccount(new TestBrowser(t));
    await new TestBrowser(t).submit(hostedUrl('forgot'), { email });
    await new TestBrowser(t).submit(hostedUrl('forgot', { lang: 'es' }), { email });
    const latest = await t.get(
      `/hosted/mailbox/latest.json?email=${encodeURIComponent(email.toUpperCase())}`,
    );
    expect(latest.status).toBe(200);
    const json = (await latest.json()) as { link: string; subject: string; createdAt: string };
    expect(json.subject).toBe(tr('es', 'mail.reset.subject', { tenant: 'Demo Media' }));
    expect(json.link).toMatch(/^http:\/\/localhost:8787\/es\?session_id=/);
    expect(Number.isNaN(Date.parse(json.createdAt))).toBe(false);

    const html = await (await t.get(`/hosted/mailbox?email=${encodeURIComponent(email)}`)).text();
    const spanish = html.indexOf(tr('es', 'mail.reset.subject', { tenant: 'Demo Media' }));
    const english = html.indexOf(tr('en', 'mail.reset.subject', { tenant: 'Demo Media' }));
    expect(spanish).toBeGreaterThan(-1);
    expect(english).toBeGreaterThan(spanish);
    expect(html).toContain(`<a href="${json.link}">`);

    const acme = await t.get(`/hosted/mailbox?email=${encodeURIComponent(email)}`, {
      host: 'acme.localhost',
    });
    expect(await acme.text()).toContain(tr('fr', 'mailbox.empty'));
    const none = await t.get(`/hosted/mailbox/latest.json?email=${encodeURIComponent(uniqueEmail())}`);
    expect(none.status).toBe(404);
    expect(none.headers.get('content-type')).toContain('application/problem+json');
  });
});

describe.each(databaseTargets())('demo tools switched off (%s)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { demoTools: 'off' } });
  });
  afterAll(() => t.dispose());

  it('the simulated partner answers 404 even on a partner tenant', async () => {
    const url = hostedUrl('partner', { lang: 'fr', redirectUrl: ACME_RETURN });
    expect((await new TestBrowser(t, 'acme.localhost').get(url)).status).toBe(404);
  });

  it('answers 404 for the page and for latest.json', async () => {
    const page = await t.get('/hosted/mailbox?email=a%40example.com');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain(tr('en', 'error.notFound.title'));
    expect((await t.get('/hosted/mailbox/latest.json?email=a%40example.com')).status).toBe(404);
  });
});

describe.each(databaseTargets())('demo tools for loopback clients only, the default (%s)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  /** A request as the Node server hands it over: with the TCP peer's address. */
  const from = (address: string, path: string, host = 'localhost', headers: Record<string, string> = {}) =>
    t.app.request(`http://${host}${path}`, { headers }, { incoming: { socket: { remoteAddress: address } } });
  const partner = hostedUrl('partner', { lang: 'fr', redirectUrl: ACME_RETURN });

  it('a client on this machine, straight to the socket, gets the mailbox and the simulated partner', async () => {
    expect((await from('127.0.0.1', '/hosted/mailbox?email=a%40example.com')).status).toBe(200);
    const latest = await from('::1', '/hosted/mailbox/latest.json');
    expect(latest.status).toBe(400);
    expect(await latest.json()).toMatchObject({ code: 'EMAIL_REQUIRED' });
    expect((await from('::ffff:127.0.0.1', partner, 'acme.localhost')).status).toBe(200);
  });

  it('another address, or a loopback one that came through a proxy, gets the 404 the tools give when off', async () => {
    const refused = [
      await from('192.0.2.44', '/hosted/mailbox/latest.json?email=a%40example.com'),
      await from('127.0.0.1', '/hosted/mailbox/latest.json?email=a%40example.com', 'localhost', {
        'x-forwarded-for': '203.0.113.9',
      }),
      await from('127.0.0.1', '/hosted/mailbox/latest.json', 'localhost', { forwarded: 'for=203.0.113.9' }),
      await from('127.0.0.1', '/hosted/mailbox/latest.json', 'localhost', { 'x-real-ip': '203.0.113.9' }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const page = await from('192.0.2.44', '/hosted/mailbox?email=a%40example.com');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain(tr('en', 'error.notFound.title'));
    expect((await from('192.0.2.44', partner, 'acme.localhost')).status).toBe(404);
    const viaProxy = await from('127.0.0.1', partner, 'acme.localhost', { 'x-forwarded-for': '203.0.113.9' });
    expect(viaProxy.status).toBe(404);
  });
});
