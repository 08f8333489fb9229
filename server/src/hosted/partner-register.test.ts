import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from '../testing/test-app.ts';
import { ACME_RETURN, hostedUrl, registerAccount, TestBrowser } from './testing-browser.ts';

describe.each(databaseTargets())('partner login without an account → registration (%s)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { trustProxy: true, demoTools: 'open' } });
  });
  afterAll(() => t.dispose());

  const confirm = async (browser: TestBrowser, msisdn: string) => {
    const res = await browser.submit(hostedUrl('partner', { redirectUrl: ACME_RETURN }), { msisdn });
    const partnerToken = new URL(res.headers.get('location') ?? '').searchParams.get('partnerToken');
    return t.api('/partner/login/acme', { tenant: 'acme', method: 'POST', body: { partnerToken } });
  };

  it('the 402 carries a fresh token; registering with it links the number, so the next partner login works', async () => {
    const browser = new TestBrowser(t, 'acme.localhost');
    const number = `+40 711 ${String(Date.now()).slice(-6)}`;
    const first = await confirm(browser, number);
    expect(first.status).toBe(402);
    const problem = (await first.json()) as { data: { partnerToken: string; next: string } };
    expect(problem.data.next).toBe('/register');
    expect(problem.data.partnerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const register = hostedUrl('register', {
      redirectUrl: ACME_RETURN,
      partnerToken: problem.data.partnerToken,
    });
    const page = await (await browser.get(register)).text();
    expect(page).toContain(number.replaceAll(' ', ''));
    await registerAccount(browser, register);

    const again = await confirm(new TestBrowser(t, 'acme.localhost'), number);
    expect(again.status).toBe(200);
  });

  it('a used, forged or other-tenant token links nothing and shows no number', async () => {
    const browser = new TestBrowser(t, 'acme.localhost');
    const number = `+40 722 ${String(Date.now()).slice(-6)}`;
    const { data } = (await (await confirm(browser, number)).json()) as { data: { partnerToken: string } };
    const register = hostedUrl('register', { redirectUrl: ACME_RETURN, partnerToken: data.partnerToken });
    await registerAccount(browser, register);
    // The token is spent: a second account registered with it gets no number.
    const second = await (await browser.get(register)).text();
    expect(second).not.toContain(number.replaceAll(' ', ''));
    const forged = await (await browser.get(hostedUrl('register', { partnerToken: 'x'.repeat(43) }))).text();
    expect(forged).not.toContain('class="notice"');
    // A demo page never sees acme's tokens.
    const { data: other } = (await (await confirm(browser, `${number}9`)).json()) as {
      data: { partnerToken: string };
    };
    const demoPage = await (
      await new TestBrowser(t).get(hostedUrl('register', { partnerToken: other.partnerToken }))
    ).text();
    expect(demoPage).not.toContain('class="notice"');
  });
});
