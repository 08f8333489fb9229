import type { SeoItem } from './seo/seo-item.ts';

/** What a contract page's loader returns: its structure's title and description (document title, the page's h1) and what its head needs. */
export interface PageLoaderData {
  title?: string;
  description?: string;
  /** The page's picture for link previews (its item's, else its hero's). */
  image?: string;
  /** A details page's item (og:type, JSON-LD). */
  item?: SeoItem;
  /** Shell §3 seoTabNames: the page's tab name in the page's language. */
  tabName?: string;
  /** Shell §3 metaData: the site's name (og:site_name) and default description. */
  siteName?: string;
  siteDescription?: string;
}
