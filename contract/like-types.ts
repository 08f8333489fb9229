// The like types and their kinds, apart from the schemas: the like buttons on every card need only these.

/**
 * Commerce §3 likes, one path value per kind of the spec (GET/POST/DELETE /like/{type}…). A "collection"
 * is the container of the plain kind: podcasts are episodes and podcast collections the shows, videos
 * and video collections (series), audiobook chapters and audiobooks.
 */
export const LIKE_TYPES = [
  'tracks',
  'playlists',
  'albums',
  'artists',
  'games',
  'online-games',
  'cloud-games',
  'videos',
  'video-collections',
  'podcasts',
  'podcast-collections',
  'audiobooks',
  'audiobook-chapters',
  'products',
] as const;
export type LikeType = (typeof LIKE_TYPES)[number];

/** The catalogue kinds each type holds; games narrow by the game's type (props.gameType). */
export const LIKE_TYPE_ITEMS: Readonly<Record<LikeType, { kinds: readonly string[]; gameType?: string }>> = {
  tracks: { kinds: ['track'] },
  playlists: { kinds: ['playlist'] },
  albums: { kinds: ['album'] },
  artists: { kinds: ['artist'] },
  games: { kinds: ['game', 'arcade'] },
  'online-games': { kinds: ['game'], gameType: 'online' },
  'cloud-games': { kinds: ['game'], gameType: 'cloud' },
  videos: { kinds: ['video', 'tournament-video'] },
  'video-collections': { kinds: ['series'] },
  podcasts: { kinds: ['episode'] },
  'podcast-collections': { kinds: ['podcast'] },
  audiobooks: { kinds: ['audiobook'] },
  'audiobook-chapters': { kinds: ['chapter'] },
  products: { kinds: ['product'] },
};

/** The type the portal likes an item of this kind with (games: the general list), or undefined: not likeable. */
export function likeTypeOfKind(kind: string): LikeType | undefined {
  return LIKE_TYPES.find((type) => {
    const items = LIKE_TYPE_ITEMS[type];
    return items.gameType === undefined && items.kinds.includes(kind);
  });
}
