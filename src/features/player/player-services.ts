import type { QueryClient } from '@tanstack/react-query';
import type { QueryScope } from '#lib/query-scope.ts';
import type { SongSourceDeps } from './song-source.ts';

/**
 * What the player needs of other features: the composition (src/app/compose.ts) provides it, so
 * the player imports neither downloads nor wallet.
 */
export interface PlayerServices {
  /** The local copy of a downloaded item, when this user has one that may play. */
  findDownload: NonNullable<SongSourceDeps['findDownload']>;
  /** Loads the lookup of local copies ahead (the runtime starts before the first play), off the click's path. */
  prepareDownloads(): void;
  /** Notes that a download started playing. */
  downloadPlayed: NonNullable<SongSourceDeps['downloadPlayed']>;
  /** Every item id the signed-in user's wallet covers (FTMDOnly tenants play only these from a list). */
  ownedItemIds(queryClient: QueryClient, scope: QueryScope): Promise<readonly number[]>;
}

/** Until provided (unit tests), nothing plays from a download and nothing counts as owned. */
const NONE: PlayerServices = {
  findDownload: () => Promise.resolve(undefined),
  prepareDownloads: () => undefined,
  downloadPlayed: () => undefined,
  ownedItemIds: () => Promise.resolve([]),
};

let services = NONE;

export function providePlayerServices(provided: PlayerServices): void {
  services = provided;
}

export const playerServices = (): PlayerServices => services;
