import { describe, expect, it } from 'vitest';
import { historyListQuery } from '#features/library/history.queries.ts';
import { likedIdsQuery, likedListQuery } from '#features/library/likes.queries.ts';
import { myPurchasesQuery } from '#features/purchase/purchase.queries.ts';
import { searchQuery } from '#features/search/search.queries.ts';
import { myVouchersQuery } from '#features/voucher/voucher.queries.ts';
import { walletListQuery, walletPageQuery } from '#features/wallet/wallet.queries.ts';
import { configurationQuery } from '#platform/configuration/configuration.queries.ts';
import { deviceQuery } from '#platform/device/device.queries.ts';
import { tenantTextsQuery } from '#platform/locale/tenant-texts.queries.ts';
import { isPersistedKey } from '#platform/query-persist/persist-rules.ts';
import { profileQuery } from '#platform/session/profile.queries.ts';
import { pageStructureQuery, structureQuery } from '#structure/structure.queries.ts';
import { scope } from '#test/fixtures.ts';

// The persister picks query families by key shape: the features' real keys must keep matching it.
describe('persisted query families', () => {
  const s = scope();

  it('keeps structures, the library, the profile and the wallet', () => {
    for (const { queryKey } of [
      structureQuery(s, 'home'),
      pageStructureQuery(s, { name: 'album', fragment: '12' }),
      configurationQuery(s),
      historyListQuery(s),
      likedIdsQuery(s),
      likedListQuery(s, 'tracks'),
      profileQuery(s),
      walletListQuery(s),
      walletPageQuery(s, 2),
    ])
      expect(isPersistedKey(queryKey), JSON.stringify(queryKey)).toBe(true);
  });

  it('leaves everything else to the network', () => {
    for (const { queryKey } of [
      searchQuery(s, 'abba'),
      tenantTextsQuery(s),
      deviceQuery(s),
      myPurchasesQuery(s),
      myVouchersQuery(s),
    ])
      expect(isPersistedKey(queryKey), JSON.stringify(queryKey)).toBe(false);
  });
});
