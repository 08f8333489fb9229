import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningTickets } from '../db/schema/playback.ts';
import { csrfOf, hostedUrl, TestBrowser } from '../hosted/testing-browser.ts';
import { tr } from '../hosted/texts.ts';
import { childOf, LISTENER, play, tokenOf } from '../routes/player/player-testing.ts';
import { expectProblem } from '../routes/session/session-testing.ts';
import { databaseTargets, startTestApp, type TestApp } from '../testing/test-app.ts';

/** Issue 11 finding 4: each request the outside test saw answered 500, now a 400 before any query. */
describe.each(databaseTargets())(
  'control characters, lone surrogates and int4 overflow (finding 4) on %s',
  (target) => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await startTestApp(target, { auth: { trustProxy: true, demoTools: 'open' } });
      token = (await tokenOf(t, LISTENER)).token;
    });
    afterAll(() => t.dispose());

    const tickets = async () => (await t.database.db.select({ n: count() }).from(listeningTickets))[0]?.n;
    const profile = (fields: Record<string, unknown>) =>
      t.api('/user/profile', {
        method: 'PUT',
        token,
        body: { name: 'Lena', lastName: 'Listener', email: LISTENER, userInformation: {}, ...fields },
      });

    it('NUL in a query string or path is 400 VALIDATION_FAILED: search, route rules, paths, the mailbox', async () => {
      for (const path of [
        '/search?q=%00',
        '/search?q=a%00b',
        '/route-rules?path=/%00',
        '/user/history/PLAY/%001',
      ])
        await expectProblem(await t.api(path, { token }), 400, 'VALIDATION_FAILED');
      await expectProblem(await t.get('/hosted/mailbox?email=%00'), 400, 'VALIDATION_FAILED');
      // Other C0/C1 controls too; tab, RTL marks and real astral characters in a query are fine.
      await expectProblem(await t.api('/search?q=a%1Bb'), 400, 'VALIDATION_FAILED');
      await expectProblem(await t.api('/search?q=a%C2%85'), 400, 'VALIDATION_FAILED');
      expect((await t.api('/search?q=%E2%80%AEgolden%F0%9F%8E%B5')).status).toBe(200);
    });

    it('NUL and lone surrogates in a profile are 400 naming the field: name, lastName, userInformation.about', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ name: 'Le\u0000na' }, 'body.name'],
        [{ lastName: '\u0000' }, 'body.lastName'],
        [{ userInformation: { about: 'hi\u0000' } }, 'body.userInformation.about'],
        [{ userInformation: { about: 'hi\ud800' } }, 'body.userInformation.about'],
        [{ name: 'x\udfff' }, 'body.name'],
      ];
      for (const [fields, path] of cases) {
        const problem = await expectProblem(await profile(fields), 400, 'VALIDATION_FAILED');
        expect(problem.errors?.map((e) => e.path)).toContain(path);
      }
      // An about text may span lines.
      expect((await profile({ userInformation: { about: 'line one\nline\ttwo' } })).status).toBe(200);
    });

    it('a listening report with NUL in its ticketId is 400, not 500', async () => {
      const res = await t.api('/content/streaming/report', {
        method: 'POST',
        token,
        body: {
          ticketId: 'abc\u0000',
          type: 'listened',
          date: new Date().toISOString(),
          usageDuration: 1,
          maxUsageDuration: 1,
          offline: false,
          partial: false,
        },
      });
      await expectProblem(res, 400, 'VALIDATION_FAILED');
    });

    it('POST /song/download with deviceId 2147483648 is 400 and writes no listening ticket', async () => {
      const track = await childOf(t, 'demo', 'track', 'golden-hour');
      await play(t, track.id, { token });
      const before = await tickets();
      for (const deviceId of [2 ** 31, 2 ** 53, 1e21]) {
        const res = await t.api('/song/download', {
          method: 'POST',
          token,
          body: { articleId: track.id, distributionChannel: 'WEB', deviceId },
        });
        const problem = await expectProblem(res, 400, 'VALIDATION_FAILED');
        expect(problem.errors?.map((e) => e.path)).toEqual(['body.deviceId']);
      }
      expect(await tickets()).toBe(before);
    });

    it('the hosted login, register and forgot forms answer their own translated field error, never 500', async () => {
      const unsafe = tr('en', 'error.unsafeText');
      const post = async (page: string, fields: Record<string, string>) => {
        const browser = new TestBrowser(t);
        const form = await browser.get(hostedUrl(page));
        const res = await browser.post(hostedUrl(page), { _csrf: csrfOf(await form.text()), ...fields });
        return { status: res.status, html: await res.text() };
      };
      const login = await post('login', { email: 'listener@demo.example\u0000', password: 'whatever-1' });
      const register = await post('register', {
        name: 'Ann\u0000',
        email: 'new@example.com',
        password: 'pw-12345678',
        passwordConfirm: 'pw-12345678',
      });
      const forgot = await post('forgot', { email: '\u0000@example.com' });
      for (const answer of [login, register, forgot]) {
        expect(answer.status).toBe(422);
        expect(answer.html).toContain(unsafe);
      }
    });
  },
);
