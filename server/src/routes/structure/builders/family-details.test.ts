import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChallengeSchema, DetailPropsSchema } from '../../../../../contract/structure-props.ts';
import { databaseTargets, startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { USER_AGENTS } from '../../../testing/user-agents.ts';
import {
  childNamed,
  childrenNamed,
  idsOf,
  insertItems,
  propsOf,
  structureAt,
} from '../catalogue-fixtures.ts';

const chapters = Array.from({ length: 25 }, (_, i) => ({
  kind: 'chapter' as const,
  slug: `fx-book-${i + 1}`,
  props: { parent: 'fx-book', position: i + 1, durationSec: 600 },
}));

describe.each(databaseTargets())('details pages per family on %s', (target) => {
  let t: TestApp;
  const id: Record<string, number> = {};
  beforeAll(async () => {
    t = await startTestApp(target);
    const fixtures = [
      { kind: 'artist', slug: 'fx-artist' },
      { kind: 'album', slug: 'fx-album', props: { artist: 'fx-artist' } },
      ...[100, 200, 300].map((durationSec, i) => ({
        kind: 'track' as const,
        slug: `fx-album-${i + 1}`,
        props: { parent: 'fx-album', position: i + 1, durationSec },
      })),
      { kind: 'playlist', slug: 'fx-playlist', props: { tracks: ['fx-album-3', 'fx-album-1'] } },
      { kind: 'author', slug: 'fx-author' },
      { kind: 'audiobook', slug: 'fx-book', props: { author: 'fx-author' } },
      ...chapters,
      { kind: 'series', slug: 'fx-series' },
      {
        kind: 'video',
        slug: 'fx-s1e1',
        props: { parent: 'fx-series', season: 1, position: 1, durationSec: 1500 },
      },
      {
        kind: 'video',
        slug: 'fx-s1e2',
        props: { parent: 'fx-series', season: 1, position: 2, durationSec: 1500 },
      },
      {
        kind: 'video',
        slug: 'fx-s2e1',
        props: { parent: 'fx-series', season: 2, position: 1, durationSec: 1500 },
      },
      { kind: 'publisher', slug: 'fx-pub', titles: { en: 'Fixture Games' } },
      {
        kind: 'game',
        slug: 'fx-download',
        props: {
          publisher: 'fx-pub',
          gameType: 'download',
          platforms: ['Android', 'Windows'],
          businessModel: 'DOWNLOAD_TO_OWN',
          price: { amount: 4.99, currency: 'EUR' },
          useGameFrame: false,
          additionalArtworks: [
            { artworkClass: 'SCREENSHOT', group: 'gallery', width: 1280, height: 720, variant: 'shot-1' },
            { artworkClass: 'VIDEO_TRAILER', width: 1280, height: 720, variant: 'trailer-1' },
          ],
        },
      },
      {
        kind: 'game',
        slug: 'fx-freemium',
        props: {
          gameType: 'online',
          businessModel: 'DOWNLOAD_TO_OWN_FREEMIUM',
          price: { amount: 2.99, currency: 'EUR' },
        },
      },
      {
        kind: 'game',
        slug: 'fx-online',
        props: { gameType: 'online', businessModel: 'SUBSCRIPTION', useGameFrame: true },
      },
      { kind: 'voucher-book', slug: 'fx-deals' },
      {
        kind: 'voucher',
        slug: 'fx-voucher',
        props: {
          book: 'fx-deals',
          price: { amount: 3, currency: 'EUR' },
          discountPercentage: 30,
          availableNo: 12,
        },
      },
      {
        kind: 'tournament',
        slug: 'fx-cup',
        props: {
          startsAt: '2026-01-01T00:00:00Z',
          endsAt: '2026-12-31T00:00:00Z',
          challenges: [
            {
              id: 'fx-daily',
              titles: { en: 'Daily run', ar: 'الجولة اليومية' },
              chained: true,
              steps: [
                {
                  titles: { en: 'Play once' },
                  rewards: [
                    { currency: 'TICKETS', amount: 5 },
                    { currency: 'POINTS', amount: 100 },
                  ],
                },
                { titles: { en: 'Win once' }, rewards: [{ currency: 'TICKETS', amount: 10 }] },
              ],
            },
          ],
        },
      },
    ] as const;
    const ids = await insertItems(t, 'demo', fixtures as never);
    fixtures.forEach((item, index) => {
      id[item.slug] = ids[index] as number;
    });
    const [acmeAlbum] = await insertItems(t, 'acme', [{ kind: 'album', slug: 'fx-acme-album' }]);
    id['fx-acme-album'] = acmeAlbum as number;
  });
  afterAll(() => t.dispose());

  const detailOf = async (path: string) =>
    v.parse(DetailPropsSchema, propsOf(childNamed(await structureAt(t, path), 'detail')));

  it('an album links its artist and counts its tracks and their total length', async () => {
    const album = await detailOf(`/structure/music-album/fragment/${id['fx-album']}`);
    expect(album).toMatchObject({ kind: 'album', childCount: 3, totalDurationSec: 600 });
    expect(album.links).toEqual([
      { title: 'fx-artist', url: `/music/artists/fx-artist/${id['fx-artist']}`, kind: 'artist' },
    ]);
  });

  it("a playlist numbers its rows 1..n in its own order, not by the tracks' album numbers", async () => {
    const page = await structureAt(t, `/structure/music-playlist/fragment/${id['fx-playlist']}`);
    const list = childNamed(page, 'track-list');
    expect(idsOf(list)).toEqual([id['fx-album-3'], id['fx-album-1']]);
    expect(list?.substructure?.map((c) => c.data?.customProperties?.position)).toEqual([1, 2]);
  });

  it('audiobook chapters come 10 at a time, by lastId or by offset, with the whole count', async () => {
    const page = await structureAt(t, `/structure/audiobook-details/fragment/${id['fx-book']}`);
    const list = childNamed(page, 'track-list');
    expect(list?.substructure?.map((c) => c.data?.customProperties?.position)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(propsOf(list)).toMatchObject({ hasMore: true, total: 25, paged: true, nextOffset: 10 });
    expect(propsOf(childNamed(page, 'detail'))).toMatchObject({ childCount: 25, totalDurationSec: 15000 });
    const next = childNamed(
      await structureAt(
        t,
        `/structure/audiobook-details/fragment/${id['fx-book']}?lastId=${propsOf(list).lastId}`,
      ),
      'track-list',
    );
    expect(next?.substructure?.map((c) => c.data?.customProperties?.position)).toEqual([
      11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    ]);
    const last = childNamed(
      await structureAt(t, `/structure/audiobook-details/fragment/${id['fx-book']}?offset=20`),
      'track-list',
    );
    expect(last?.substructure?.map((c) => c.data?.customProperties?.position)).toEqual([21, 22, 23, 24, 25]);
    expect(propsOf(last).hasMore).toBe(false);
  });

  it('a series lists its episodes season by season in episode order', async () => {
    const page = await structureAt(t, `/structure/video-series/fragment/${id['fx-series']}?lang=ar`);
    const seasons = childrenNamed(page, 'track-list');
    expect(seasons.map((s) => s.data?.title)).toEqual(['الموسم ١', 'الموسم ٢']);
    expect(idsOf(seasons[0])).toEqual([id['fx-s1e1'], id['fx-s1e2']]);
    expect(propsOf(childNamed(page, 'detail'))).toMatchObject({ childCount: 3 });
  });

  it("an episode's header names its series, its season and its number in the season", async () => {
    const episode = await detailOf(`/structure/video-details/fragment/${id['fx-s2e1']}`);
    expect(episode).toMatchObject({ season: 2, position: 1, links: [{ kind: 'series' }] });
  });

  it('game details carry commerce §3 fields: developer, prices per business model, artworks with URLs, frame and wallet', async () => {
    const game = await detailOf(`/structure/games-details/fragment/${id['fx-download']}`);
    expect(game).toMatchObject({
      contentType: 'GAME',
      developerName: 'Fixture Games',
      prices: [{ businessModel: 'DOWNLOAD_TO_OWN', amount: 4.99, currency: 'EUR' }],
      useGameFrame: false,
      gameType: 'download',
    });
    expect(game).not.toHaveProperty('isWalletItem');
    expect(game.additionalArtworks).toEqual([
      {
        artworkClass: 'SCREENSHOT',
        group: 'gallery',
        width: 1280,
        height: 720,
        url: `http://localhost/media/artwork/${id['fx-download']}/shot-1.svg`,
      },
      {
        artworkClass: 'VIDEO_TRAILER',
        width: 1280,
        height: 720,
        url: 'http://localhost/media/video/trailer-1.mp4',
        poster: `http://localhost/media/artwork/${id['fx-download']}/trailer-1.svg`,
      },
    ]);
    expect(game.links?.[0]?.url).toBe('/games/publisher/fx-pub');
  });

  it('a freemium game is free to play and, when priced, can be bought to own; a subscription game has no price', async () => {
    const freemium = await detailOf(`/structure/games-details/fragment/${id['fx-freemium']}`);
    expect(freemium.prices).toEqual([
      { businessModel: 'DOWNLOAD_TO_OWN_FREEMIUM', amount: 0, currency: 'EUR' },
      { businessModel: 'DOWNLOAD_TO_OWN', amount: 2.99, currency: 'EUR' },
    ]);
    expect(freemium.runsOnDevice).toBe(true);
    const subscription = await detailOf(`/structure/games-details/fragment/${id['fx-online']}`);
    expect(subscription).toMatchObject({ businessModel: 'SUBSCRIPTION', prices: [], useGameFrame: true });
  });

  it("a downloadable game says whether it runs on the caller's os, from the query or the device id", async () => {
    const path = `/structure/games-details/fragment/${id['fx-download']}`;
    expect((await detailOf(`${path}?os=Android`)).runsOnDevice).toBe(true);
    expect((await detailOf(`${path}?os=iOS`)).runsOnDevice).toBe(false);
    expect((await detailOf(path)).runsOnDevice).toBeUndefined();
    const device = await (await t.api('/device', { headers: { 'user-agent': USER_AGENTS.iPhone } })).json();
    expect((await detailOf(`${path}?deviceId=${device.id}`)).runsOnDevice).toBe(false);
    const windows = await (
      await t.api('/device', { headers: { 'user-agent': USER_AGENTS.desktopChrome } })
    ).json();
    expect((await detailOf(`${path}?deviceId=${windows.id}`)).runsOnDevice).toBe(true);
    // Another tenant's device id tells nothing about this caller.
    const acmeDevice = await (
      await t.api('/device', { tenant: 'acme', headers: { 'user-agent': USER_AGENTS.iPhone } })
    ).json();
    expect((await detailOf(`${path}?deviceId=${acmeDevice.id}`)).runsOnDevice).toBeUndefined();
  });

  it('a voucher shows its price, discount and stock and links its book', async () => {
    const voucher = await detailOf(`/structure/voucher/fragment/${id['fx-voucher']}`);
    expect(voucher).toMatchObject({
      price: { amount: 3, currency: 'EUR' },
      discountPercentage: 30,
      availableNo: 12,
    });
    expect(voucher.links?.[0]?.url).toBe('/voucherbooks/fx-deals');
  });

  it('a tournament page lists its challenges with chained steps and the tickets they pay', async () => {
    const page = await structureAt(t, `/structure/tournament/fragment/${id['fx-cup']}?lang=ar`);
    expect(propsOf(childNamed(page, 'detail'))).toMatchObject({ startsAt: '2026-01-01T00:00:00Z' });
    const [challenge] = childNamed(page, 'challenges')?.substructure ?? [];
    expect(challenge?.data?.title).toBe('الجولة اليومية');
    const props = v.parse(ChallengeSchema, propsOf(challenge));
    expect(props).toMatchObject({ id: 'fx-daily', chained: true, tickets: 15 });
    expect(props.challengeSteps[0]?.rewards).toEqual([
      { currency: 'TICKETS', amount: 5 },
      { currency: 'POINTS', amount: 100 },
    ]);
  });

  it("unknown ids and another tenant's ids are 404 on every details page", async () => {
    const missing = async (path: string) => expect((await t.api(path)).status, path).toBe(404);
    await missing('/structure/music-album/fragment/987654321');
    await missing(`/structure/music-album/fragment/${id['fx-acme-album']}`);
    await missing(`/structure/audiobook-details/fragment/${id['fx-album']}`);
    await missing(`/structure/games-details/fragment/${id['fx-voucher']}`);
    await missing('/structure/tournament/fragment/999999999');
    await missing('/structure/voucher/fragment/not-a-number');
    expect(
      (await t.api(`/structure/music-album/fragment/${id['fx-acme-album']}`, { tenant: 'acme' })).status,
    ).toBe(200);
  });
});
