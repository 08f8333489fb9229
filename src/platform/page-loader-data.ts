/** What a contract page's loader returns: its structure's title and description (document title, the page's h1). */
export interface PageLoaderData {
  title?: string;
  description?: string;
}
