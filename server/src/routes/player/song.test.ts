import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningTickets } from '../../db/schema/playback.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertItem, signedInUser } from '../library/library-testing.ts';
import { mediaManifest } from '../media/media-library.ts';
import {
  childOf,
  FREE,
  LISTENER,
  mediaCookie,
  OWNER,
  own,
  play,
  subscribe,
  tokenOf,
} from './player-testing.ts';

describe.each(databaseTargets())('POST /song on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.dispose());

  const ticketRow = async (id: string | null) =>
    (
      await t.database.db
        .select()
        .from(listeningTickets)
        .where(eq(listeningTickets.id, id ?? ''))
    )[0];
  const ticketCount = async () =>
    (await t.database.db.select({ n: count() }).from(listeningTickets))[0]?.n ?? 0;

  it('a visitor gets the 30 s preview, a ticket and the subscriptions covering music, no cookie', async () => {
    const track = await childOf(t, 'demo', 'track', 'paper-oceans', 2);
    const { res, answer } = await play(t, track.id);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(mediaCookie(res)).toBeUndefined();
    expect(answer).toMatchObject({ isPreview: true, durationSec: 30, contentType: 'FULL_TRACK_MUSIC' });
    expect(answer.url).toMatch(/^http:\/\/localhost\/media\/stream\/[\w-]+\.[\w-]{43}$/);
    expect(Date.parse(answer.expiresAt ?? '') - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(answer.purchase.map((p) => [p.type, p.title, p.price])).toEqual([
      ['SUBSCRIPTION', 'All Access Year', { amount: 79.9, currency: 'EUR' }],
      ['SUBSCRIPTION', 'All Access', { amount: 7.99, currency: 'EUR' }],
      ['SUBSCRIPTION', 'Music Unlimited', { amount: 4.99, currency: 'EUR' }],
      ['SUBSCRIPTION', 'Music Week Pass', { amount: 1.49, currency: 'EUR' }],
      ['SUBSCRIPTION', 'Music Day Pass', { amount: 0.39, currency: 'EUR' }],
      ['SUBSCRIPTION', 'Music Credits', { amount: 0.99, currency: 'EUR' }],
    ]);
    expect(answer.purchase[0]?.subscriptionType?.attributes).toContainEqual({
      key: 'ment_sort',
      value: '5',
    });
    expect(await ticketRow(answer.ticket)).toMatchObject({
      userId: null,
      itemId: track.id,
      isPreview: true,
      source: 'stream',
      media: `${track.props.audio}-preview`,
    });
  });

  it('the subscriber plays tracks and audiobook chapters in full and gets the HttpOnly media cookie', async () => {
    const { id, token } = await tokenOf(t, LISTENER);
    for (const item of [
      await childOf(t, 'demo', 'track', 'paper-oceans', 1),
      await childOf(t, 'demo', 'chapter', 'the-silent-forest', 3),
    ]) {
      const { res, answer } = await play(t, item.id, { token });
      expect(answer).toMatchObject({ isPreview: false, purchase: [], durationSec: item.props.durationSec });
      expect(await ticketRow(answer.ticket)).toMatchObject({
        userId: id,
        isPreview: false,
        media: item.props.audio,
      });
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-media='));
      expect(cookie).toMatch(/; Max-Age=3600; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    }
  });

  it('the owner plays owned albums and the owned audiobook in full, everything else as a preview', async () => {
    const { token } = await tokenOf(t, OWNER);
    const full = [
      await childOf(t, 'demo', 'track', 'midnight-signals', 2),
      await childOf(t, 'demo', 'track', 'oud-and-echo', 1),
      await childOf(t, 'demo', 'chapter', 'the-little-lighthouse', 25),
    ];
    for (const item of full)
      expect((await play(t, item.id, { token })).answer.isPreview, item.slug).toBe(false);
    const other = await childOf(t, 'demo', 'chapter', 'the-silent-forest', 1);
    const { answer } = await play(t, other.id, { token });
    expect(answer.isPreview).toBe(true);
    expect(answer.purchase.map((p) => p.title)).toEqual([
      'All Access Year',
      'All Access',
      'Audiobooks Unlimited',
    ]);
  });

  it('the free account and podcast episodes: previews for free, episodes in full for every signed-in user', async () => {
    const { token } = await tokenOf(t, FREE);
    const track = await childOf(t, 'demo', 'track', 'golden-hour', 1);
    expect((await play(t, track.id, { token })).answer.isPreview).toBe(true);
    const episode = await childOf(t, 'demo', 'episode', 'the-daily-byte', 4);
    const signedIn = (await play(t, episode.id, { token })).answer;
    expect(signedIn).toMatchObject({ isPreview: false, purchase: [], contentType: 'PODCAST' });
    expect((await play(t, episode.id)).answer).toMatchObject({ isPreview: true, purchase: [] });
  });

  it('only an ACTIVE subscription, not PENDING, not past its end, with an unlimited contingent of the type or a credit left, plays in full', async () => {
    const track = await childOf(t, 'demo', 'track', 'velvet-storm', 2);
    const day = 86_400_000;
    const cases: [string, Parameters<typeof subscribe>[2], boolean][] = [
      ['active', {}, false],
      ['active until tomorrow', { endDate: new Date(Date.now() + day) }, false],
      ['active but pending', { subState: 'PENDING' }, true],
      ['requested', { state: 'REQUESTED' }, true],
      ['inactive', { state: 'INACTIVE' }, true],
      ['canceled', { state: 'CANCELED' }, true],
      ['ended yesterday', { endDate: new Date(Date.now() - day) }, true],
      // Since issue 16 a credit plan plays the article in full by spending one credit (credits.test.ts).
      ['credits left', { contingents: [{ amount: 10, contentTypes: ['FULL_TRACK_MUSIC'] }] }, false],
      [
        'audiobooks only',
        { type: 'audiobooks-monthly', contingents: [{ amount: -1, contentTypes: ['AUDIO_BOOK'] }] },
        true,
      ],
    ];
    for (const [name, fields, preview] of cases) {
      const user = await signedInUser(t);
      await subscribe(t, { userId: user.id }, fields);
      expect((await play(t, track.id, { token: user.token })).answer.isPreview, name).toBe(preview);
    }
  });

  it('DTO options carry the priced item and its album in the asked language, before the subscriptions', async () => {
    const price = { amount: 0.99, currency: 'EUR' };
    const album = await insertItem(t, 'demo', {
      kind: 'album',
      titles: { en: 'Priced album', ar: 'ألبوم بسعر' },
      props: { price: { amount: 8.99, currency: 'EUR' } },
    });
    const track = await insertItem(t, 'demo', {
      kind: 'track',
      titles: { en: 'Priced track', ar: 'أغنية بسعر' },
      props: { parent: album.slug, position: 1, audio: 'aurora', durationSec: 72, price },
    });
    const { answer } = await play(t, track.id, { query: '?lang=ar' });
    expect(answer.purchase.slice(0, 3)).toEqual([
      { type: 'DTO', title: 'أغنية بسعر', purchaseIdentifier: String(track.id), price },
      {
        type: 'DTO',
        title: 'ألبوم بسعر',
        purchaseIdentifier: String(album.id),
        price: { amount: 8.99, currency: 'EUR' },
      },
      expect.objectContaining({ type: 'SUBSCRIPTION', title: 'وصول كامل لسنة' }),
    ]);
    // Owning the album unlocks its tracks.
    const user = await signedInUser(t);
    await own(t, user.id, album.id);
    expect((await play(t, track.id, { token: user.token })).answer.isPreview).toBe(false);
  });

  it('an 18+ track plays; an item without audio answers no url and no ticket', async () => {
    const adult = await insertItem(t, 'demo', {
      kind: 'track',
      titles: { en: 'Adult' },
      ageRating: 40,
      props: { audio: 'ember', durationSec: 66 },
    });
    expect((await play(t, adult.id)).answer).toMatchObject({ isPreview: true, durationSec: 30 });
    const silent = await insertItem(t, 'demo', {
      kind: 'track',
      titles: { en: 'Silent' },
      props: { durationSec: 12 },
    });
    const before = await ticketCount();
    const { answer } = await play(t, silent.id);
    expect(answer).toMatchObject({
      url: null,
      ticket: null,
      expiresAt: null,
      isPreview: false,
      durationSec: 12,
    });
    expect(answer.purchase.length).toBeGreaterThan(0);
    expect(await ticketCount()).toBe(before);
  });

  it('previews exist for every full audio file the catalogue plays', () => {
    const audio = mediaManifest().audio;
    for (const [name, entry] of Object.entries(audio))
      if (!entry.previewOf) expect(audio[`${name}-preview`]?.previewOf, name).toBe(name);
  });
});
