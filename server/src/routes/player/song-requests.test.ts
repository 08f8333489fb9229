import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningTickets } from '../../db/schema/playback.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { expectProblem } from '../session/session-testing.ts';
import { ACME_CLIENT, childOf, itemBySlug, LISTENER, play, postAs, tokenOf } from './player-testing.ts';

describe.each(databaseTargets())('POST /song requests on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const ticketCount = async () =>
    (await t.database.db.select({ n: count() }).from(listeningTickets))[0]?.n ?? 0;

  it('albums, videos, unknown ids and another tenant’s track are 404', async () => {
    const album = await itemBySlug(t, 'demo', 'album', 'paper-oceans');
    const video = await itemBySlug(t, 'demo', 'video', 'ocean-giants');
    const acmeTrack = await childOf(t, 'acme', 'track', 'rue-des-lilas', 1);
    for (const id of [album.id, video.id, 999_999_999, acmeTrack.id])
      await expectProblem(await postAs(t, '/song', { id }), 404, 'ITEM_NOT_FOUND');
  });

  it('tenants are apart: acme’s subscriber plays acme in full, and their token is refused on demo', async () => {
    const { token } = await tokenOf(t, ACME_CLIENT, 'acme');
    const acmeTrack = await childOf(t, 'acme', 'track', 'rue-des-lilas', 1);
    const { answer } = await play(t, acmeTrack.id, { token, tenant: 'acme', host: 'acme.localhost' });
    expect(answer.isPreview).toBe(false);
    expect(answer.url).toMatch(/^http:\/\/acme\.localhost\/media\/stream\//);
    const demoTrack = await childOf(t, 'demo', 'track', 'paper-oceans', 1);
    await expectProblem(await postAs(t, '/song', { id: demoTrack.id }, { token }), 401, 'TOKEN_INVALID');
  });

  it('a bad token is 401 (not a visitor’s answer); bad input is a 4xx problem and writes no ticket', async () => {
    const track = await childOf(t, 'demo', 'track', 'paper-oceans', 1);
    const before = await ticketCount();
    await expectProblem(
      await postAs(t, '/song', { id: track.id }, { token: 'not.a.token' }),
      401,
      'TOKEN_INVALID',
    );
    const bad: [unknown, number, string][] = [
      [{ id: track.id, extra: 1 }, 400, 'VALIDATION_FAILED'],
      [{ id: String(track.id) }, 400, 'VALIDATION_FAILED'],
      [{ id: track.id, protocol: 'rtmp' }, 400, 'VALIDATION_FAILED'],
      [{ id: 0 }, 400, 'VALIDATION_FAILED'],
      [{}, 400, 'VALIDATION_FAILED'],
      ['{"id":', 400, 'MALFORMED_JSON'],
    ];
    for (const [body, status, code] of bad) await expectProblem(await postAs(t, '/song', body), status, code);
    await expectProblem(
      await postAs(t, '/song', { id: track.id }, { query: '?lang=xx' }),
      400,
      'VALIDATION_FAILED',
    );
    await expectProblem(
      await postAs(t, '/song', { id: track.id }, { query: '?page=2' }),
      400,
      'VALIDATION_FAILED',
    );
    const text = await t.api('/song', {
      method: 'POST',
      body: 'id=1',
      headers: { 'content-type': 'text/plain' },
    });
    await expectProblem(text, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await ticketCount()).toBe(before);
  });

  it('on a plain-http host that is not loopback the cookie is plain "media", without Secure', async () => {
    const { token } = await tokenOf(t, LISTENER);
    const track = await childOf(t, 'demo', 'track', 'paper-oceans', 3);
    const { res } = await play(t, track.id, { token, host: 'portal.test' });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('media='));
    expect(cookie).toMatch(/; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(cookie).not.toMatch(/Secure/);
  });
});
