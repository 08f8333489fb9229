import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  playerEndpoints,
  RESULT_COUNT_HEADER,
  WALLET_CONTENT_TYPES,
  WALLET_PAGE_SIZE,
  type WalletItem,
} from '#contract/player.ts';
import { type QueryScope, scopeKey } from '#lib/query-scope.ts';
import { currentDevice } from '#platform/device/current-device.ts';
import { USER_DATA_KEY } from '#platform/session/session-events.ts';
import { parseResultCount } from './result-count.ts';

/** The wallet belongs to the signed-in user: logout removes it with the rest of their data. */
export const walletKey = (scope: QueryScope) => [...scopeKey(scope), USER_DATA_KEY, 'wallet'] as const;

export interface WalletPage {
  /** Every article id the wallet covers (commerce §3), not only this page's. */
  walletIds: number[];
  items: WalletItem[];
  offset: number;
  /** Owned items in all, from x-result-count "start-end/total". */
  total: number;
}

/** One page of GET /wallet/userarticles: FULL_TRACK_MUSIC and AUDIO_BOOK, 50 at a time (commerce §9). */
async function fetchWalletPage(scope: QueryScope, page: number, signal: AbortSignal): Promise<WalletPage> {
  const offset = page * WALLET_PAGE_SIZE;
  let header: string | null = null;
  const answer = await scope.api.call(playerEndpoints.wallet, {
    query: {
      inclContTypes: WALLET_CONTENT_TYPES.join(','),
      devId: String(currentDevice().id),
      limit: String(WALLET_PAGE_SIZE),
      offset: String(offset),
      lang: scope.locale,
    },
    signal,
    onHeaders: (headers) => {
      header = headers.get(RESULT_COUNT_HEADER);
    },
  });
  const total = parseResultCount(header)?.total ?? answer.total ?? offset + answer.items.length;
  return { walletIds: answer.walletIds, items: answer.items, offset, total };
}

/** The first page: its walletIds cover the whole wallet (what FTMDOnly filters playlists with). */
export const walletPageQuery = (scope: QueryScope, page: number) =>
  queryOptions({
    queryKey: [...walletKey(scope), 'page', page] as const,
    queryFn: ({ signal }) => fetchWalletPage(scope, page, signal),
    staleTime: 60_000,
  });

/** The wallet page's list: offset paging while x-result-count says more are owned. */
export const walletListQuery = (scope: QueryScope) =>
  infiniteQueryOptions({
    queryKey: [...walletKey(scope), 'list'] as const,
    queryFn: ({ signal, pageParam }) => fetchWalletPage(scope, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, page) =>
      last.offset + last.items.length < last.total && last.items.length > 0 ? page + 1 : undefined,
    staleTime: 60_000,
  });
