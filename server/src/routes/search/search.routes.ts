import { Hono } from 'hono';
import { type SearchResult, searchEndpoints } from '../../../../contract/search.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { parentalLimit as parentalLimitOf } from '../parental/parental-limit.ts';
import { optionalUser } from '../player/optional-user.ts';
import { ownedAmong } from '../purchase/ownership.ts';
import { hiddenKindsOf } from '../structure/family-switch.ts';
import { search } from './search.service.ts';

const idOf = (node: SearchResult['groups'][number]['items'][number]): number | undefined => {
  const id = node.data?.customProperties?.id;
  return typeof id === 'number' ? id : undefined;
};

/**
 * Commerce §3 isWalletItem on each card for a signed-in caller: the wallet covers the article (or its album,
 * audiobook or podcast). A visitor's answer has none (it is the same for every visitor).
 */
async function markOwned(db: Db, scope: { tenantName: string; userId: string }, result: SearchResult) {
  const cards = result.groups.flatMap((group) => group.items);
  const owned = await ownedAmong(
    db,
    scope,
    cards.map(idOf).filter((id) => id !== undefined),
  );
  for (const card of cards) {
    const id = idOf(card);
    if (id !== undefined && card.data?.customProperties)
      card.data.customProperties = { ...card.data.customProperties, isWalletItem: owned.has(id) };
  }
}

/** GET /search?q=&kinds=&limit=&offset=&lang=&minRating=&maxRating= (contract/search.ts). */
export function searchRoutes(db: Db): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  serveEndpoint(router, searchEndpoints.search, [optionalUser(db)], async (c, { query }) => {
    const tenantName = c.get('tenant').name;
    // Commerce §5: the signed-in caller's active parental age group caps the ceiling.
    const parentalLimit = await parentalLimitOf(db, c);
    const result = await search(db, {
      tenant: c.get('tenant'),
      origin: requestOrigin(c.req.url),
      query,
      ...(parentalLimit === undefined ? {} : { parentalLimit }),
      // Commerce §3: a switched-off family's items are found nowhere.
      hiddenKinds: await hiddenKindsOf(db, tenantName),
    });
    const userId = c.get('userId');
    // The catalogue changes rarely, but answers depend on it: revalidate, never serve stale. A signed-in
    // caller's answer says what they own (and what parental control hides): theirs only.
    if (userId) {
      await markOwned(db, { tenantName, userId }, result);
      c.header('cache-control', parentalLimit === undefined ? 'private, no-cache' : 'private, no-store');
      c.header('vary', 'Authorization');
    } else c.header('cache-control', 'no-cache');
    return result;
  });
  return router;
}
