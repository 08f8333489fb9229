import { ARTICLE_PAGES } from './article-pages.ts';
import { AUDIO_PAGES } from './audio-pages.ts';
import { COMMERCE_PAGES } from './commerce-pages.ts';
import { GAMES_PAGES } from './games-pages.ts';
import { MUSIC_PAGES } from './music-pages.ts';
import type { PageResolver } from './page-kit.ts';
import { TEXT_PAGES } from './text-pages.ts';
import { VIDEO_PAGES } from './video-pages.ts';

/** Pages composed from the catalogue, by PAGES base; `home` and `main` are stored structures instead. */
export const PAGE_RESOLVERS: Readonly<Record<string, PageResolver>> = {
  ...TEXT_PAGES,
  ...MUSIC_PAGES,
  ...VIDEO_PAGES,
  ...AUDIO_PAGES,
  ...GAMES_PAGES,
  ...ARTICLE_PAGES,
  ...COMMERCE_PAGES,
};

/** Bases answered from the structures table (seeded per tenant, edited by operators). */
export const STORED_BASES = ['home', 'main'] as const;
