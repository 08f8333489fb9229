import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password.ts';
import { users } from '../../db/schema/auth.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, expectProblem, signIn } from '../session/session-testing.ts';
import { REAUTH_LIMITS } from './reauth.ts';

describe.each(databaseTargets())('changing the e-mail of a profile (%s)', (target) => {
  let t: TestApp;
  let passwordHash = '';
  const password = 'current-password-1';
  beforeAll(async () => {
    t = await startTestApp(target);
    passwordHash = await hashPassword(password);
  });
  afterAll(() => t.dispose());

  const signedIn = async (fields: { email?: string } = {}) => {
    const user = await createUser(t, 'demo', fields);
    await t.database.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    return { ...user, token: (await signIn(t, 'demo', user.id)).access_token };
  };
  const put = (token: string, body: Record<string, unknown>) =>
    t.api('/user/profile', {
      method: 'PUT',
      token,
      body: { name: 'Ann', lastName: '', userInformation: {}, ...body },
    });
  const storedEmail = async (id: string) =>
    (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;
  const fresh = () => `new-${crypto.randomUUID().slice(0, 8)}@test.example`;

  it('a new e-mail without the current password is refused with 400 CURRENT_PASSWORD_REQUIRED, nothing saved', async () => {
    const { id, token, email } = await signedIn();
    const res = await put(token, { name: 'Changed', email: fresh() });
    const problem = await expectProblem(res, 400, 'CURRENT_PASSWORD_REQUIRED');
    expect(problem.errors?.[0]?.path).toBe('body.currentPassword');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.email).toBe(email);
    expect(row?.name).toBe('Test');
  });

  it('a wrong current password is refused with 403 CURRENT_PASSWORD_WRONG, nothing saved', async () => {
    const { id, token, email } = await signedIn();
    const res = await put(token, { email: fresh(), currentPassword: 'not-the-password' });
    await expectProblem(res, 403, 'CURRENT_PASSWORD_WRONG');
    expect(await storedEmail(id)).toBe(email);
  });

  it('the right current password changes the e-mail; the answer never echoes the password', async () => {
    const { id, token } = await signedIn();
    const email = fresh();
    const res = await put(token, { email, currentPassword: password });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.email).toBe(email);
    expect(JSON.stringify(body)).not.toContain(password);
    expect(await storedEmail(id)).toBe(email);
  });

  it('other fields, or the same address in another letter case, need no password', async () => {
    const { token, email } = await signedIn();
    expect((await put(token, { name: 'Renamed', email })).status).toBe(200);
    expect((await put(token, { name: 'Renamed', email: email.toUpperCase() })).status).toBe(200);
  });

  it(`wrong passwords are limited like login failures: after ${REAUTH_LIMITS.perAccount} even the right one waits (429)`, async () => {
    const { id, token, email } = await signedIn();
    for (let i = 0; i < REAUTH_LIMITS.perAccount; i++) {
      await expectProblem(
        await put(token, { email: fresh(), currentPassword: `wrong-${i}` }),
        403,
        'CURRENT_PASSWORD_WRONG',
      );
    }
    const limited = await put(token, { email: fresh(), currentPassword: password });
    await expectProblem(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedEmail(id)).toBe(email);
  });

  it('e-mails are stored in Unicode NFC: an NFD spelling is the same address as the NFC one', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const nfc = `jos\u00e9-${tag}@test.example`;
    const nfd = nfc.normalize('NFD');
    expect(nfd).not.toBe(nfc);
    const { id, token } = await signedIn();
    expect((await put(token, { email: nfd, currentPassword: password })).status).toBe(200);
    expect(await storedEmail(id)).toBe(nfc);
    // The owner keeps it in either spelling without a password; someone else cannot take it in either.
    expect((await put(token, { email: nfc })).status).toBe(200);
    const other = await signedIn();
    await expectProblem(
      await put(other.token, { email: nfc, currentPassword: password }),
      409,
      'EMAIL_TAKEN',
    );
    await expectProblem(
      await put(other.token, { email: nfd, currentPassword: password }),
      409,
      'EMAIL_TAKEN',
    );
  });
});
