import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_RATINGS, type CatalogueKind, catalogueItems } from '../src/db/schema/catalogue.ts';
import { tenants } from '../src/db/schema/tenant.ts';
import { parseUserAgent } from '../src/routes/device/user-agent.ts';
import { MEDIA_DIR, mediaManifest } from '../src/routes/media/media-library.ts';
import { databaseTargets, startTestApp, type TestApp } from '../src/testing/test-app.ts';
import { USER_AGENTS } from '../src/testing/user-agents.ts';
import { nestedEmphasis } from './article-titles.ts';
import { SEED_TENANTS } from './seed.ts';

/** Operating system names GET /device reports for real browsers. */
const DEVICE_OS = Object.values(USER_AGENTS).map((ua) => parseUserAgent(ua).operatingSystem);

type Row = Pick<typeof catalogueItems.$inferSelect, 'kind' | 'slug' | 'props' | 'ageRating' | 'titles'>;

describe('seed data', () => {
  it('slugs are unique per tenant and kind (the upsert key)', () => {
    for (const seed of SEED_TENANTS) {
      const keys = seed.items.map((item) => `${item.kind}/${item.slug}`);
      expect(keys.length - new Set(keys).size, seed.tenant.name).toBe(0);
    }
  });

  it('a track names its artist as its album does, in every language (no Latin rows under an Arabic header)', () => {
    for (const seed of SEED_TENANTS) {
      const albums = new Map(
        seed.items.filter((item) => item.kind === 'album').map((item) => [item.slug, item]),
      );
      for (const track of seed.items.filter((item) => item.kind === 'track')) {
        const album = albums.get(String(track.props?.parent));
        if (!album?.subtitles || !track.subtitles) continue;
        expect(track.subtitles, `${seed.tenant.name}/${track.slug}`).toEqual(album.subtitles);
      }
    }
  });

  it('the nesting article nests emphasis once per word, deeper than the renderer limit of 10', () => {
    const words = 'a b c d e f g h i j k l';
    const markdown = nestedEmphasis(words, words);
    const openers = markdown.match(/(^|\s)[*_]\p{L}/gu) ?? [];
    expect(openers.length).toBe(12);
    expect(markdown.startsWith('*a _b *c')).toBe(true);
    expect(markdown.endsWith('j* k_ l*')).toBe(true);
  });
});

describe.each(databaseTargets())('seeded catalogue on %s', (target) => {
  let t: TestApp;
  const rows: Record<string, Row[]> = {};
  const of = (tenant: string, ...kinds: CatalogueKind[]) =>
    (rows[tenant] ?? []).filter((row) => kinds.includes(row.kind));
  beforeAll(async () => {
    t = await startTestApp(target);
    for (const tenant of ['demo', 'acme'])
      rows[tenant] = await t.database.db
        .select({
          kind: catalogueItems.kind,
          slug: catalogueItems.slug,
          props: catalogueItems.props,
          ageRating: catalogueItems.ageRating,
          titles: catalogueItems.titles,
        })
        .from(catalogueItems)
        .where(eq(catalogueItems.tenantName, tenant));
  });
  afterAll(() => t.dispose());

  it('demo has the volume of issue 5 in every family, at least 8 of each family home shows', () => {
    // biome-ignore format: one family per line
    const least: [CatalogueKind[], number][] = [
      [['artist'], 40], [['album'], 100], [['track'], 600], [['playlist'], 10], [['music-genre'], 8],
      [['video'], 60], [['series'], 8], [['video-category'], 10], [['podcast'], 10], [['episode'], 120],
      [['audiobook'], 8], [['chapter'], 200], [['author'], 8], [['audiobook-genre'], 5],
      [['game', 'arcade'], 40], [['arcade'], 10], [['publisher'], 6], [['game-genre'], 10],
      [['article'], 60], [['article-category'], 10], [['app'], 12], [['mp-category'], 5], [['product'], 15],
      [['partner'], 3], [['info-service'], 8], [['voucher'], 20], [['voucher-book'], 3], [['voucher-category'], 5],
      [['tournament'], 8], [['tournament-news'], 16], [['tournament-video'], 8],
    ];
    for (const [kinds, count] of least)
      expect(of('demo', ...kinds).length, kinds.join('+')).toBeGreaterThanOrEqual(count);
    for (const podcast of of('demo', 'podcast'))
      expect(of('demo', 'episode').filter((e) => e.props.parent === podcast.slug)).toHaveLength(12);
    for (const book of of('demo', 'audiobook'))
      expect(of('demo', 'chapter').filter((c) => c.props.parent === book.slug)).toHaveLength(25);
  });

  it('every track, episode and chapter plays a generated file and lasts exactly as long', () => {
    const { audio } = mediaManifest();
    const parentKind = { track: 'album', episode: 'podcast', chapter: 'audiobook' } as const;
    for (const tenant of ['demo', 'acme']) {
      const playable = of(tenant, 'track', 'episode', 'chapter');
      expect(playable.length).toBeGreaterThan(0);
      for (const item of playable) {
        const entry = Object.hasOwn(audio, item.props.audio ?? '')
          ? audio[item.props.audio ?? '']
          : undefined;
        expect(entry?.previewOf, `${tenant} ${item.slug}`).toBeUndefined();
        expect(existsSync(MEDIA_DIR + (entry?.file ?? 'missing')), item.slug).toBe(true);
        expect(item.props.durationSec, item.slug).toBe(Math.round(entry?.durationSec ?? -1));
        expect(item.props.position, item.slug).toBeGreaterThanOrEqual(1);
        const parents = of(tenant, parentKind[item.kind as keyof typeof parentKind]);
        expect(
          parents.some((p) => p.slug === item.props.parent),
          item.slug,
        ).toBe(true);
        if (item.kind === 'track')
          expect(
            of(tenant, 'artist').some((a) => a.slug === item.props.artist),
            item.slug,
          ).toBe(true);
      }
    }
  });

  it('every price has an amount and an ISO currency', () => {
    const priced = [...(rows.demo ?? []), ...(rows.acme ?? [])].filter((row) => row.props.price);
    expect(priced.length).toBeGreaterThan(40);
    for (const { slug, props } of priced) {
      expect(props.price?.amount, slug).toBeGreaterThanOrEqual(0);
      expect(props.price?.currency, slug).toMatch(/^[A-Z]{3}$/);
    }
  });

  it('age ratings 0 to 40 are spread across every content family of demo', () => {
    // biome-ignore format: one family per line
    const families: CatalogueKind[][] = [
      ['album', 'track', 'playlist'], ['video', 'series'], ['podcast', 'episode'], ['audiobook', 'chapter'],
      ['game', 'arcade'], ['article'], ['app'], ['product'], ['voucher'], ['tournament', 'tournament-news'],
    ];
    for (const kinds of families)
      expect(new Set(of('demo', ...kinds).map((r) => r.ageRating)), kinds.join('+')).toEqual(
        new Set(AGE_RATINGS),
      );
  });

  it('games are online, download or freemium, arcade plays in a frame; each has 3–5 screenshots, a banner and a real clip', () => {
    const games = of('demo', 'game');
    for (const model of ['SUBSCRIPTION', 'DOWNLOAD_TO_OWN', 'DOWNLOAD_TO_OWN_FREEMIUM'])
      expect(games.filter((g) => g.props.businessModel === model).length, model).toBeGreaterThanOrEqual(8);
    for (const arcade of of('demo', 'arcade'))
      expect(arcade.props).toMatchObject({ gameType: 'online', useGameFrame: true });
    const { video } = mediaManifest();
    for (const game of of('demo', 'game', 'arcade')) {
      const artworks = game.props.additionalArtworks ?? [];
      const shots = artworks.filter((a) => a.artworkClass === 'SCREENSHOT').length;
      expect(shots, game.slug).toBeGreaterThanOrEqual(3);
      expect(shots, game.slug).toBeLessThanOrEqual(5);
      expect(
        artworks.filter((a) => a.artworkClass === 'BANNER'),
        game.slug,
      ).toHaveLength(1);
      const clips = artworks.filter((a) => a.artworkClass.startsWith('VIDEO_'));
      expect(clips.length, game.slug).toBeGreaterThanOrEqual(1);
      for (const clip of clips) expect(Object.hasOwn(video, clip.variant), clip.variant).toBe(true);
      if (game.props.businessModel !== 'SUBSCRIPTION') expect(game.props.price, game.slug).toBeDefined();
    }
  });

  it('articles carry markdown in six languages, news and premium items, and one deep nesting', () => {
    const articles = of('demo', 'article').filter((a) => a.props.markdown);
    expect(articles.length).toBeGreaterThanOrEqual(58);
    for (const { slug, props } of articles) {
      expect(Object.keys(props.markdown ?? {}).sort(), slug).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ro']);
      expect(props.markdown?.en, slug).toMatch(/^## /);
    }
    expect(articles.some((a) => /\]\(\/[a-z]/.test(a.props.markdown?.ar ?? ''))).toBe(true);
    expect(of('demo', 'article').filter((a) => a.props.section === 'news').length).toBeGreaterThanOrEqual(20);
    expect(of('demo', 'article').filter((a) => a.props.premium).length).toBeGreaterThanOrEqual(5);
    expect(of('demo', 'article').filter((a) => a.props.subcategory).length).toBeGreaterThanOrEqual(20);
    const deepest = Math.max(
      ...articles.map((a) => (a.props.markdown?.en.match(/(^|\s)[*_]\p{L}/gu) ?? []).length),
    );
    expect(deepest).toBeGreaterThan(10);
  });

  it('series episodes are videos numbered inside their season, with a length; two series have two seasons', () => {
    const seasonsOf = new Map<string, number>();
    for (const series of of('demo', 'series')) {
      const episodes = of('demo', 'video').filter((v) => v.props.parent === series.slug);
      const seasons = [...new Set(episodes.map((e) => e.props.season ?? 0))].sort();
      expect(seasons, series.slug).toEqual(seasons.map((_, i) => i + 1));
      for (const season of seasons) {
        const numbers = episodes.filter((e) => e.props.season === season).map((e) => e.props.position ?? 0);
        expect(
          numbers.sort((a, b) => a - b),
          `${series.slug} ${season}`,
        ).toEqual(numbers.map((_, i) => i + 1));
      }
      for (const episode of episodes) expect(episode.props.durationSec, episode.slug).toBeGreaterThan(600);
      seasonsOf.set(series.slug, seasons.length);
    }
    expect([...seasonsOf.values()].filter((n) => n >= 2).length).toBeGreaterThanOrEqual(2);
  });

  it('every tournament has 1–3 challenges: ids unique, six languages, steps paying tickets, some chained', () => {
    const challenges = of('demo', 'tournament').flatMap((tournament) => {
      const list = tournament.props.challenges ?? [];
      expect(list.length, tournament.slug).toBeGreaterThanOrEqual(1);
      expect(list.length, tournament.slug).toBeLessThanOrEqual(3);
      return list;
    });
    const ids = challenges.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id, titles, steps } of challenges) {
      expect(id).toMatch(/^[a-z0-9][a-z0-9-]{0,99}$/);
      for (const text of [titles, ...steps.map((s) => s.titles)])
        expect(Object.keys(text).sort(), id).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ro']);
      expect(steps.length, id).toBeGreaterThanOrEqual(1);
      for (const step of steps)
        expect(step.rewards.some((r) => r.currency === 'TICKETS' && r.amount > 0)).toBe(true);
    }
    expect(new Set(challenges.map((c) => c.chained))).toEqual(new Set([true, false]));
    const currencies = challenges.flatMap((c) => c.steps.flatMap((s) => s.rewards.map((r) => r.currency)));
    expect(new Set(currencies)).toEqual(new Set(['TICKETS', 'COINS']));
  });

  it('download games name the platforms GET /device reports, and not all the same ones', () => {
    const downloads = of('demo', 'game').filter((g) => g.props.gameType === 'download');
    expect(downloads.length).toBeGreaterThanOrEqual(8);
    for (const game of downloads) {
      expect(game.props.platforms?.length, game.slug).toBeGreaterThanOrEqual(1);
      for (const os of game.props.platforms ?? []) expect(DEVICE_OS, game.slug).toContain(os);
    }
    const sets = new Set(downloads.map((g) => (g.props.platforms ?? []).join()));
    expect(sets.size).toBeGreaterThanOrEqual(4);
    for (const os of ['Android', 'iOS', 'Windows', 'macOS'])
      expect(
        downloads.some((g) => !g.props.platforms?.includes(os)),
        os,
      ).toBe(true);
  });

  it('numbered Arabic titles (episodes, chapters, seasons) write their numbers in Arabic-Indic digits', () => {
    const numbered = of('demo', 'episode', 'chapter').concat(
      of('demo', 'video').filter((v) => v.props.season),
    );
    expect(numbered.length).toBeGreaterThan(300);
    for (const { slug, titles } of numbered) {
      expect(titles.ar, slug).toMatch(/[٠-٩]/);
      expect(titles.ar, slug).not.toMatch(/[0-9]/);
    }
  });

  it('titles use accents and Arabic script, so accent- and Arabic-aware search has material', () => {
    const titles = (rows.demo ?? []).flatMap((r) => Object.values(r.titles));
    expect(titles.some((x) => /[ȘșȚț]/.test(x))).toBe(true);
    expect(titles.some((x) => /[éèàçñüöäß]/i.test(x))).toBe(true);
    expect(
      of('demo', 'artist').filter((a) => /\p{Script=Arabic}/u.test(a.titles.ar ?? '')).length,
    ).toBeGreaterThan(5);
  });

  it('acme keeps its own smaller, French-first catalogue', async () => {
    const [acme] = await t.database.db.select().from(tenants).where(eq(tenants.name, 'acme'));
    expect(acme?.defaultLocale).toBe('fr');
    expect(of('acme', 'album').length).toBeLessThan(of('demo', 'album').length / 4);
    const demoAlbums = new Set(of('demo', 'album').map((a) => a.slug));
    expect(of('acme', 'album').filter((a) => demoAlbums.has(a.slug))).toEqual([]);
  });
});
