import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { parentalControls, parentalResetCodes } from '../../db/schema/parental.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { ACME_CLIENT, FREE, LISTENER, OWNER, tokenOf } from '../player/player-testing.ts';
import { expectProblem } from '../session/session-testing.ts';
import {
  type As,
  getAs,
  mailedResetCode,
  parentalCall,
  ratingsIn,
  restrictedVideo,
  turnOn,
} from './parental-testing.ts';

describe.each(databaseTargets())('parental control on %s', (target) => {
  let t: TestApp;
  const listener: As = { token: '' };
  const owner: As = { token: '', ip: '198.51.100.20' };
  const free: As = { token: '', ip: '198.51.100.30' };
  let video: Awaited<ReturnType<typeof restrictedVideo>>;
  let listenerId = '';

  beforeAll(async () => {
    t = await startTestApp(target, { auth: { trustProxy: true } });
    const signedIn = await tokenOf(t, LISTENER);
    listener.token = signedIn.token;
    listenerId = signedIn.id;
    owner.token = (await tokenOf(t, OWNER)).token;
    free.token = (await tokenOf(t, FREE)).token;
    video = await restrictedVideo(t);
  });
  afterAll(() => t.dispose());

  const details = (id: number) => `/structure/video-details/fragment/${id}`;
  const searchFor = (title: string) => `/search?q=${encodeURIComponent(title)}`;
  const searchFinds = async (res: Response, slug: string) => {
    expect(res.status).toBe(200);
    return JSON.stringify(await res.json()).includes(`"${slug}"`);
  };

  it('is off with no passcode until saved, and only for a signed-in user', async () => {
    const res = await parentalCall(t, '', listener, { method: 'GET' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ isActive: false, maxAgeGroup: 40, hasPassword: false });
    await expectProblem(await t.api('/parental-control'), 401, 'AUTH_REQUIRED');
  });

  it('turning on needs a passcode; the passcode is kept as an argon2id hash', async () => {
    const none = await parentalCall(t, '', listener, {
      method: 'PUT',
      body: { isActive: true, maxAgeGroup: 20 },
    });
    await expectProblem(none, 400, 'VALIDATION_FAILED');
    await turnOn(t, listener, '2468', 20);
    const res = await parentalCall(t, '', listener, { method: 'GET' });
    expect(await res.json()).toMatchObject({ isActive: true, maxAgeGroup: 20, hasPassword: true });
    const [row] = await t.database.db
      .select()
      .from(parentalControls)
      .where(eq(parentalControls.userId, listenerId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
  });

  it('hides 16+ content from lists and search, and a details link answers 403 PARENTAL_LOCKED', async () => {
    const anonymous = await getAs(t, details(video.id), {});
    expect(anonymous.status).toBe(200);
    const locked = await getAs(t, details(video.id), listener);
    await expectProblem(locked, 403, 'PARENTAL_LOCKED');
    // The portal asks with the age group as maxRating: still the gate, not a 404.
    await expectProblem(
      await getAs(t, `${details(video.id)}?maxRating=20`, listener),
      403,
      'PARENTAL_LOCKED',
    );
    // A query that lowers the ceiling further is the caller's own choice: a 404 as for anyone.
    await expectProblem(await getAs(t, `${details(video.id)}?maxRating=10`, listener), 404);
    const title = video.titles.en ?? '';
    expect(await searchFinds(await getAs(t, searchFor(title), owner), video.slug)).toBe(true);
    expect(await searchFinds(await getAs(t, searchFor(title), listener), video.slug)).toBe(false);
    const home = await getAs(t, '/structure/home', listener);
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe('private, no-store');
    expect(Math.max(...ratingsIn(await home.json()))).toBeLessThanOrEqual(20);
    // Another user and a visitor are not narrowed by it, before or after (nothing leaks through the cache).
    for (const as of [owner, {}]) {
      const other = await getAs(t, '/structure/home', as);
      expect(other.headers.get('cache-control')).toMatch(/^public|^private, no-cache/);
      expect(Math.max(...ratingsIn(await other.json()))).toBeGreaterThan(20);
    }
    await expectProblem(await getAs(t, details(video.id), listener), 403, 'PARENTAL_LOCKED');
  });

  it('/song, /video/streaming, the games and the downloads refuse an item above the age group', async () => {
    const streaming = await t.api('/video/streaming', {
      method: 'POST',
      token: listener.token,
      body: { id: video.id },
    });
    await expectProblem(streaming, 403, 'PARENTAL_LOCKED');
    const song = await t.api('/song', { method: 'POST', token: listener.token, body: { id: video.id } });
    await expectProblem(song, 403, 'PARENTAL_LOCKED');
    const [game] = await t.database.db
      .select({ id: catalogueItems.id })
      .from(catalogueItems)
      .where(
        and(
          eq(catalogueItems.tenantName, 'demo'),
          eq(catalogueItems.kind, 'game'),
          gt(catalogueItems.ageRating, 20),
        ),
      );
    const gameBody = { articleId: game?.id ?? 0, deviceId: 1 };
    for (const path of ['/game/play', '/game/play-free', '/game/download']) {
      const res = await t.api(path, { method: 'POST', token: listener.token, body: gameBody });
      await expectProblem(res, 403, 'PARENTAL_LOCKED');
    }
    await expectProblem(
      await t.api(`/game/url/online/${game?.id}?deviceId=1`, { method: 'POST', token: listener.token }),
      403,
      'PARENTAL_LOCKED',
    );
    const download = { articleId: video.id, deviceId: 1 };
    for (const path of ['/video/download', '/song/download']) {
      const body = path === '/song/download' ? { ...download, distributionChannel: 'WEB' } : download;
      const res = await t.api(path, { method: 'POST', token: listener.token, body });
      await expectProblem(res, 403, 'PARENTAL_LOCKED');
    }
  });

  it('the liked list leaves out what the age group hides', async () => {
    const liked = await t.api(`/like/videos/${video.id}`, { method: 'POST', token: listener.token });
    expect(liked.status).toBe(200);
    const list = await getAs(t, '/like/videos', listener);
    expect(list.status).toBe(200);
    expect(JSON.stringify(await list.json())).not.toContain(`"${video.slug}"`);
    const unlocked = await getAs(t, '/like/videos?maxRating=60', { ...listener, unlock: 'none' });
    expect(JSON.stringify(await unlocked.json())).not.toContain(`"${video.slug}"`);
  });

  it('the right passcode unlocks for this user only; a wrong one is 403', async () => {
    await expectProblem(
      await parentalCall(t, '/verify/parentalpassword', listener, { body: { password: '0000' } }),
      403,
      'PARENTAL_PASSWORD_WRONG',
    );
    const res = await parentalCall(t, '/verify/parentalpassword', listener, { body: { password: '2468' } });
    expect(res.status).toBe(200);
    const { unlockToken, expiresAt } = (await res.json()) as { unlockToken: string; expiresAt: string };
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    expect((await getAs(t, details(video.id), { ...listener, unlock: unlockToken })).status).toBe(200);
    const liked = await getAs(t, '/like/videos', { ...listener, unlock: unlockToken });
    expect(JSON.stringify(await liked.json())).toContain(`"${video.slug}"`);
    await expectProblem(await getAs(t, details(video.id), { ...listener, unlock: `${unlockToken}x` }), 403);
    // Another user with parental control on cannot use it.
    await turnOn(t, free, '1357', 0);
    await expectProblem(
      await getAs(t, details(video.id), { ...free, unlock: unlockToken }),
      403,
      'PARENTAL_LOCKED',
    );
  });

  it('a change needs the current passcode, and ends the unlocks', async () => {
    const res = await parentalCall(t, '/verify/parentalpassword', listener, { body: { password: '2468' } });
    const { unlockToken } = (await res.json()) as { unlockToken: string };
    const body = { isActive: true, maxAgeGroup: 10 };
    await expectProblem(
      await parentalCall(t, '', listener, { method: 'PUT', body }),
      403,
      'PARENTAL_PASSWORD_REQUIRED',
    );
    await expectProblem(
      await parentalCall(t, '', listener, { method: 'PUT', body: { ...body, currentPassword: '9999' } }),
      403,
      'PARENTAL_PASSWORD_WRONG',
    );
    const saved = await parentalCall(t, '', listener, {
      method: 'PUT',
      body: { ...body, currentPassword: '2468' },
    });
    expect(await saved.json()).toMatchObject({ isActive: true, maxAgeGroup: 10 });
    await expectProblem(
      await getAs(t, details(video.id), { ...listener, unlock: unlockToken }),
      403,
      'PARENTAL_LOCKED',
    );
  });

  it('five wrong passcodes lock the checks for 15 minutes (429 with Retry-After), per user and per address', async () => {
    await turnOn(t, owner, 'right-one', 20);
    for (let i = 0; i < 5; i++) {
      const res = await parentalCall(t, '/verify/parentalpassword', owner, {
        body: { password: `wrong${i}` },
      });
      expect(res.status).toBe(403);
    }
    const locked = await parentalCall(t, '/verify/parentalpassword', owner, {
      body: { password: 'right-one' },
    });
    await expectProblem(locked, 429, 'RATE_LIMITED');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    // From another address too (the user's counter), and the address is locked for another user.
    const elsewhere = { ...owner, ip: '203.0.113.99' };
    expect(
      (await parentalCall(t, '/verify/parentalpassword', elsewhere, { body: { password: 'right-one' } }))
        .status,
    ).toBe(429);
    const sameIp = { ...listener, ip: owner.ip ?? '' };
    expect(
      (await parentalCall(t, '/verify/parentalpassword', sameIp, { body: { password: '2468' } })).status,
    ).toBe(429);
  });

  it('resets the passcode with the mailed code once, in the asked language', async () => {
    const sent = await parentalCall(t, '/sendEmail', listener, { body: { sendGridConfig: { lang: 'fr' } } });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ sent: true, recipient: 'l•••@demo.example' });
    const { code, mail } = await mailedResetCode(t, LISTENER);
    expect(mail.subject).toBe('Demo Media : votre code de contrôle parental');
    const reset = await parentalCall(t, '/resetPasscode', listener, {
      body: { randomCode: code, newPassword: 'new-pass' },
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ isActive: true, maxAgeGroup: 10, hasPassword: true });
    const verify = await parentalCall(t, '/verify/parentalpassword', listener, {
      body: { password: 'new-pass' },
    });
    expect(verify.status).toBe(200);
    // Used once.
    await expectProblem(
      await parentalCall(t, '/resetPasscode', listener, {
        body: { randomCode: code, newPassword: 'again-pass' },
      }),
      400,
      'PARENTAL_CODE_INVALID',
    );
  });

  it('an expired code, or a code mailed to another user or tenant, is refused', async () => {
    const other = { ...listener, ip: '198.51.100.40' };
    await parentalCall(t, '/sendEmail', other, { body: { sendGridConfig: {} } });
    const { code } = await mailedResetCode(t, LISTENER);
    const acme: As = {
      token: (await tokenOf(t, ACME_CLIENT, 'acme')).token,
      tenant: 'acme',
      ip: '198.51.100.41',
    };
    for (const as of [acme, { ...free, ip: '198.51.100.42' }])
      await expectProblem(
        await parentalCall(t, '/resetPasscode', as, {
          body: { randomCode: code, newPassword: 'stolen-pass' },
        }),
        400,
        'PARENTAL_CODE_INVALID',
      );
    const acmeConfig = await parentalCall(t, '', acme, { method: 'GET' });
    expect(await acmeConfig.json()).toMatchObject({ isActive: false, hasPassword: false });
    await t.database.db
      .update(parentalResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(parentalResetCodes.userId, listenerId)));
    await expectProblem(
      await parentalCall(t, '/resetPasscode', other, {
        body: { randomCode: code, newPassword: 'late-pass' },
      }),
      400,
      'PARENTAL_CODE_INVALID',
    );
  });

  it('turned off, nothing is hidden any more', async () => {
    const off = await parentalCall(t, '', listener, {
      method: 'PUT',
      body: { isActive: false, maxAgeGroup: 10, currentPassword: 'new-pass' },
    });
    expect(off.status).toBe(200);
    expect((await getAs(t, details(video.id), listener)).status).toBe(200);
  });
});
