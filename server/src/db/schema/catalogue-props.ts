import type { LocalizedText } from './localized-text.ts';

/**
 * Attributes of a catalogue item beyond title and rating. Links name the other item by slug
 * (slugs are unique per tenant and kind), so seed files and queries need no ids.
 */
export interface CatalogueProps {
  /** Genre or category slug (music-genre, video-category, game-genre, audiobook-genre, article-category). */
  genre?: string;
  artist?: string;
  author?: string;
  publisher?: string;
  /** Parent item: track → album, episode → podcast, chapter → audiobook, news/video → tournament. */
  parent?: string;
  /** Order inside the parent (track number, episode, chapter), from 1. */
  position?: number;
  durationSec?: number;
  /** Playlist members (track slugs), in order. */
  tracks?: string[];
  /** Article: category and optional subcategory slugs; a subcategory names its category here too. */
  category?: string;
  subcategory?: string;
  premium?: boolean;
  /** Article category: which family lists it. */
  section?: 'articles' | 'news';
  /** App listing family (commerce §2 /apps/partner vs /apps/pd). */
  appType?: 'partner' | 'pd';
  partner?: string;
  /** Voucher: book and category slugs. */
  book?: string;
  /** External video source ({ex} of /video/{ex}/…). */
  source?: string;
  price?: { amount: number; currency: string };
  /** Plain-text body, paragraphs separated by a blank line (text pages, articles). */
  body?: LocalizedText;
  /** Text page: its portal path (/info/about, /services/x, /impressum …). */
  path?: string;
  startsAt?: string;
  endsAt?: string;
}
