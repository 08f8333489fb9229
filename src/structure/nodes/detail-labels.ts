import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The label of a related item's link, by that item's kind. */
export const LINK_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  artist: msg`Artist`,
  album: msg`Album`,
  author: msg`Author`,
  podcast: msg`Podcast`,
  series: msg`Series`,
  publisher: msg`Publisher`,
  'voucher-book': msg`Voucher book`,
  tournament: msg`Tournament`,
  partner: msg`Partner`,
  'mp-category': msg`Category`,
  'article-category': msg`Category`,
};

/** What a parent's childCount counts, by the parent's kind. */
export const CHILD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  album: msg`Tracks`,
  playlist: msg`Tracks`,
  podcast: msg`Episodes`,
  series: msg`Episodes`,
  audiobook: msg`Chapters`,
  artist: msg`Albums`,
  author: msg`Audiobooks`,
  publisher: msg`Games`,
};

/** Commerce §3 prices[businessModel]. */
export const MODEL_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  // Free to try: a freemium game is priced to keep (commerce §3), so "free to play" beside its price would contradict it.
  DOWNLOAD_TO_OWN_FREEMIUM: msg`Free to try`,
  DOWNLOAD_TO_OWN: msg`Buy once, keep it`,
  SUBSCRIPTION: msg`Included in the subscription`,
};

export const GAME_TYPE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  online: msg`Plays in your browser`,
  download: msg`Download and install`,
  cloud: msg`Streams from the cloud`,
};

/** Shell §6 rating levels. */
export const RATING_LABELS: Readonly<Record<number, MessageDescriptor>> = {
  10: msg`6+`,
  20: msg`12+`,
  30: msg`16+`,
  40: msg`18+`,
};

/** Commerce §9 date range status of a tournament. */
export const RANGE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  past: msg`Finished`,
  future: msg`Coming up`,
  present: msg`Running now`,
};
