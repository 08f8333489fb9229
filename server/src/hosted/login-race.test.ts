import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import { databaseTargets, startTestApp, type TestApp } from '../testing/test-app.ts';
import { LOGIN_LIMITS } from './login.page.ts';
import { csrfOf, hostedUrl, registerAccount, TestBrowser } from './testing-browser.ts';

// Every argon2 verification the login makes goes through this spy, so the test can count them.
vi.mock('../auth/password.ts', async (original) => {
  const real = await original<typeof import('../auth/password.ts')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

describe.each(databaseTargets())('per-account login limit under parallel attempts (%s)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { trustProxy: true } });
  });
  afterAll(() => t.dispose());

  it(`25 parallel wrong passwords get at most ${LOGIN_LIMITS.perAccount} password checks; the rest are 429`, async () => {
    const { email } = await registerAccount(new TestBrowser(t));
    // Each attempt from its own browser and address, all forms opened first, then posted at once.
    const browsers = Array.from({ length: 25 }, () => new TestBrowser(t));
    const tokens = await Promise.all(
      browsers.map(async (b) => csrfOf(await (await b.get(hostedUrl('login'))).text())),
    );
    vi.mocked(verifyPassword).mockClear();
    const answers = await Promise.all(
      browsers.map((b, i) =>
        b.post(hostedUrl('login'), { _csrf: tokens[i] ?? '', email, password: `wrong-${i}` }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(vi.mocked(verifyPassword).mock.calls.length).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(25 - LOGIN_LIMITS.perAccount);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });
});
