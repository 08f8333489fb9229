import type { PageDef } from './pages.ts';

/**
 * Commerce §3 enabledFeatures: the content families a tenant can switch off, with the path prefixes each one
 * owns. The portal hides a switched-off family's navigation and answers its routes with the not-found page; the
 * server answers its structures with 404. Shared so both ends agree on what belongs to a family.
 */
export const FAMILY_PREFIXES = {
  music: ['/music'],
  video: ['/video'],
  podcasts: ['/podcast'],
  audiobooks: ['/audiobook'],
  games: ['/games', '/arcade', '/tournaments'],
  news: ['/news', '/articles'],
  shop: ['/shop', '/mp', '/vouchers', '/voucherbooks'],
} as const satisfies Record<string, readonly string[]>;

export type FamilyKey = keyof typeof FAMILY_PREFIXES;

const FAMILY_KEYS = Object.keys(FAMILY_PREFIXES) as FamilyKey[];

/**
 * The catalogue kinds whose items belong to each family: a switched-off family's items show nowhere else
 * either (rails, search results, stories, related lists). Apps, partners, info services and text pages belong
 * to no family.
 */
export const FAMILY_KINDS = {
  music: ['album', 'track', 'artist', 'playlist', 'music-genre'],
  video: ['video', 'series', 'video-category'],
  podcasts: ['podcast', 'episode'],
  audiobooks: ['audiobook', 'chapter', 'author', 'audiobook-genre'],
  games: ['game', 'arcade', 'publisher', 'game-genre', 'tournament', 'tournament-news', 'tournament-video'],
  news: ['article', 'article-category'],
  shop: ['product', 'mp-category', 'voucher', 'voucher-book', 'voucher-category'],
} as const satisfies Record<FamilyKey, readonly string[]>;

/** The kinds of every family the configuration's flags switch off (an explicit false), sorted. */
export const switchedOffKinds = (flags: Readonly<Record<string, boolean>>): string[] =>
  FAMILY_KEYS.filter((key) => flags[key] === false)
    .flatMap((key) => [...FAMILY_KINDS[key]])
    .sort();

/** The family a path (internal, without locale prefix) belongs to, if any. */
export function familyOfPath(path: string): FamilyKey | undefined {
  return FAMILY_KEYS.find((key) =>
    FAMILY_PREFIXES[key].some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  );
}

/** The family of a contract page (by its first path): /tournaments/$id is games, /profile none. */
export const familyOfPage = (page: Pick<PageDef, 'paths'>): FamilyKey | undefined =>
  page.paths[0] === undefined ? undefined : familyOfPath(page.paths[0]);

/**
 * The family of one route of a page: the page's own, else (the catch-all /$name page: /games, /news) the one
 * of the named path.
 */
export function familyOfRoute(
  page: Pick<PageDef, 'paths'>,
  params: Readonly<Record<string, string | undefined>>,
): FamilyKey | undefined {
  const own = familyOfPage(page);
  if (own || !page.paths.includes('/$name') || !params.name) return own;
  return familyOfPath(`/${params.name}`);
}

/** A family is off only by an explicit `false`: the tenant's features or the configuration's flags. */
export const familyOff = (
  key: FamilyKey,
  features: Readonly<Record<string, boolean>>,
  flags: Readonly<Record<string, boolean>>,
): boolean => features[key] === false || flags[key] === false;
