import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import type { WalletItem } from '#contract/player.ts';
import type { PlayerItem } from '#features/player/player.port.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { pageListItems } from '#structure/playable-items.ts';
import { pageStructureRef } from '#structure/structure.queries.ts';

/** A single owned track or chapter as a queue item. */
export const walletQueueItem = (item: WalletItem): PlayerItem => ({
  id: item.id,
  title: item.title,
  contentType: item.contentType,
  ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}),
  ...(item.clickUrl ? { clickUrl: item.clickUrl } : {}),
});

/**
 * An owned album or audiobook plays its list: the list of its page (found by its address), which
 * knows the titles and order the wallet answer does not carry.
 */
export async function walletCollectionItems(
  router: AnyRouter,
  queryClient: QueryClient,
  scope: QueryScope,
  item: WalletItem,
): Promise<PlayerItem[]> {
  if (!item.clickUrl) return [];
  const leaf = router.matchRoutes(item.clickUrl.split(/[?#]/)[0] ?? '').at(-1);
  const page = leaf?.staticData.page;
  if (!leaf || !page) return [];
  const structure = pageStructureRef(page, leaf.params as Record<string, string>);
  const items = await pageListItems(queryClient, { scope, structure }, item.title);
  // Only the items the wallet covers: an album's tracks (FTMD) or a book's chapters.
  const owned = new Set(item.collectionArticles);
  return owned.size > 0 ? items.filter((entry) => owned.has(entry.id)) : items;
}

/** Whether a wallet entry plays itself (a track or chapter) rather than a list. */
export const playsItself = (item: WalletItem): boolean => !item.isCollection;
