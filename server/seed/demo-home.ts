import { TITLES } from './home-titles.ts';
import { hero, rail } from './sections.ts';
import type { SeedStructure } from './seed-types.ts';
import { STORIES_SECTION } from './stories.ts';

/**
 * Demo's home: music first, then every other family, each rail with a "see all" to the family's
 * list page. Families too small for a rail of their own are one click away: artists from album
 * cards, arcade games and tournaments' game pages from /games/list and /games, voucher books from
 * voucher cards, partners from info-service cards, marketplace categories from product cards.
 */
export const DEMO_HOME: SeedStructure = {
  name: 'home',
  titles: TITLES.home,
  sections: [
    hero('featured', TITLES.featured, ['album', 'video']),
    STORIES_SECTION,
    rail('new-albums', TITLES.newAlbums, ['album'], 'newest', '/music/albums'),
    rail('playlists', TITLES.playlists, ['playlist'], 'popular', '/music/playlists'),
    rail('popular-videos', TITLES.popularVideos, ['video'], 'popular', '/video/list/popular'),
    rail('series', TITLES.series, ['series'], 'popular', '/video/list/series'),
    rail('podcasts', TITLES.podcasts, ['podcast'], 'newest', '/podcast/list'),
    rail('audiobooks', TITLES.audiobooks, ['audiobook'], 'newest', '/audiobook/list'),
    rail('games', TITLES.games, ['game', 'arcade'], 'popular', '/games/list'),
    rail('tournaments', TITLES.tournaments, ['tournament'], 'newest', '/games'),
    rail('news', TITLES.newsAndArticles, ['article'], 'newest', '/news'),
    rail('apps', TITLES.apps, ['app'], 'popular', '/apps/viewAll'),
    rail('products', TITLES.shopProducts, ['product'], 'popular', '/shop'),
    rail('vouchers', TITLES.vouchers, ['voucher'], 'popular', '/shop'),
    rail('info-services', TITLES.infoServices, ['info-service'], 'popular', '/partners/info-services'),
  ],
};
