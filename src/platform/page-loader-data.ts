import type { SeoItem } from './seo/seo-item.ts';

/** What a contract page's loader returns: its structure's title and description (document title, the page's h1) and what its head needs. */
export interface PageLoaderData {
  title?: string;
  description?: string;
  /** The page's picture for link previews (its item's, else its hero's). */
  image?: string;
  /** A details page's item (og:type, JSON-LD). */
  item?: SeoItem;
}
