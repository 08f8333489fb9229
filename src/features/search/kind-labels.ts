import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SearchKind } from '#contract/search.ts';

/** The heading of each kind's group of results. */
export const KIND_LABELS: Readonly<Record<SearchKind, MessageDescriptor>> = {
  artist: msg`Artists`,
  album: msg`Albums`,
  track: msg`Tracks`,
  playlist: msg`Playlists`,
  video: msg`Videos`,
  series: msg`Series`,
  podcast: msg`Podcasts`,
  episode: msg`Episodes`,
  audiobook: msg`Audiobooks`,
  author: msg`Authors`,
  game: msg`Games`,
  arcade: msg`Arcade`,
  article: msg`Articles`,
  app: msg`Apps`,
  product: msg`Products`,
  voucher: msg`Vouchers`,
  tournament: msg`Tournaments`,
};
