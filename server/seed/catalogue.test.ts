import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_RATINGS, type CatalogueKind, catalogueItems } from '../src/db/schema/catalogue.ts';
import { tenants } from '../src/db/schema/tenant.ts';
import { MEDIA_DIR, mediaManifest } from '../src/routes/media/media-library.ts';
import { databaseTargets, startTestApp, type TestApp } from '../src/testing/test-app.ts';
import { nestedEmphasis } from './article-titles.ts';
import { SEED_TENANTS } from './seed.ts';

type Row = Pick<typeof catalogueItems.$inferSelect, 'kind' | 'slug' | 'props' | 'ageRating' | 'titles'>;

describe('seed data', () => {
  it('slugs are unique per tenant and kind (the upsert key)', () => {
    for (const seed of SEED_TENANTS) {
      const keys = seed.items.map((item) => `${item.kind}/${item.slug}`);
      expect(keys.length - new Set(keys).size, seed.tenant.name).toBe(0);
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

  it('demo has the volume of issue 5 in every family', () => {
    // biome-ignore format: one family per line
    const least: [CatalogueKind[], number][] = [
      [['artist'], 40], [['album'], 100], [['track'], 600], [['playlist'], 10], [['music-genre'], 8],
      [['video'], 60], [['series'], 6], [['video-category'], 10], [['podcast'], 10], [['episode'], 120],
      [['audiobook'], 6], [['chapter'], 150], [['author'], 6], [['audiobook-genre'], 5],
      [['game', 'arcade'], 40], [['arcade'], 10], [['publisher'], 6], [['game-genre'], 10],
      [['article'], 60], [['article-category'], 10], [['app'], 12], [['mp-category'], 5], [['product'], 15],
      [['partner'], 3], [['info-service'], 6], [['voucher'], 20], [['voucher-book'], 3], [['voucher-category'], 5],
      [['tournament'], 6], [['tournament-news'], 12], [['tournament-video'], 6],
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

  it('series episodes are videos of their series, numbered from 1', () => {
    for (const series of of('demo', 'series')) {
      const episodes = of('demo', 'video').filter((v) => v.props.parent === series.slug);
      expect(episodes.map((e) => e.props.position).sort(), series.slug).toEqual([1, 2, 3, 4, 5, 6]);
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
