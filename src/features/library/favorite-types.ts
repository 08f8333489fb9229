import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LikeType } from '#contract/library.ts';

/**
 * The tabs of /favorites, in order. Online and cloud games are subsets of games (one like per item),
 * so games shows them all.
 */
export const FAVORITE_TABS: readonly { type: LikeType; label: MessageDescriptor }[] = [
  { type: 'tracks', label: msg`Tracks` },
  { type: 'albums', label: msg`Albums` },
  { type: 'artists', label: msg`Artists` },
  { type: 'playlists', label: msg`Playlists` },
  { type: 'videos', label: msg`Videos` },
  { type: 'video-collections', label: msg`Series` },
  { type: 'podcast-collections', label: msg`Podcasts` },
  { type: 'podcasts', label: msg`Episodes` },
  { type: 'audiobooks', label: msg`Audiobooks` },
  { type: 'audiobook-chapters', label: msg`Chapters` },
  { type: 'games', label: msg`Games` },
  { type: 'products', label: msg`Products` },
];
