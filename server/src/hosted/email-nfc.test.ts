import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../db/schema/auth.ts';
import { databaseTargets, startTestApp, type TestApp } from '../testing/test-app.ts';
import { hostedUrl, TestBrowser } from './testing-browser.ts';
import { tr } from './texts.ts';

/** The same address in composed (NFC) and decomposed (NFD) Unicode: é as one code point or e + ◌́. */
const spellings = () => {
  const nfc = `ren\u00e9e-${crypto.randomUUID().slice(0, 8)}@exampl\u00e9.test`;
  return { nfc, nfd: nfc.normalize('NFD') };
};

describe.each(databaseTargets())('e-mails are one account in NFC and NFD spellings (%s)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { trustProxy: true, demoTools: 'open' } });
  });
  afterAll(() => t.dispose());

  const password = 'password-nfc-1';
  const register = (email: string) =>
    new TestBrowser(t).submit(hostedUrl('register'), {
      name: 'Renée',
      email,
      password,
      passwordConfirm: password,
    });
  const login = (email: string, pw = password) =>
    new TestBrowser(t).submit(hostedUrl('login'), { email, password: pw });

  it('registering in NFD stores NFC; logging in works in both spellings; the other spelling cannot register again', async () => {
    const { nfc, nfd } = spellings();
    expect(nfd).not.toBe(nfc);
    expect((await register(nfd)).status).toBe(303);
    const stored = await t.database.db.select({ email: users.email }).from(users).where(eq(users.email, nfc));
    expect(stored).toHaveLength(1);
    expect((await login(nfc)).status).toBe(303);
    expect((await login(nfd)).status).toBe(303);
    const again = await register(nfc);
    expect(again.status).toBe(422);
    expect(await again.text()).toContain(tr('en', 'error.emailTaken'));
  });

  it('forgot in the other spelling mails the account, and the mailbox finds it in either spelling', async () => {
    const { nfc, nfd } = spellings();
    expect((await register(nfc)).status).toBe(303);
    expect((await new TestBrowser(t).submit(hostedUrl('forgot'), { email: nfd })).status).toBe(200);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, nfc));
    expect(mails).toHaveLength(1);
    const latest = await t.get(`/hosted/mailbox/latest.json?email=${encodeURIComponent(nfd)}`);
    expect(latest.status).toBe(200);
    expect((await latest.json()).link).toBe(mails[0]?.link);
  });

  it('failed logins in either spelling count against the one account', async () => {
    const { nfc, nfd } = spellings();
    expect((await register(nfc)).status).toBe(303);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(i % 2 ? nfd : nfc, `wrong-${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });
});
