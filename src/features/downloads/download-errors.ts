import * as v from 'valibot';
import { NotEntitledDataSchema, type PurchaseOption } from '#contract/player.ts';
import { isApiError } from '#lib/api-error.ts';

/** The user may not download the item (commerce §6): what would unlock it. */
export class NotEntitledError extends Error {
  override readonly name = 'NotEntitledError';
  readonly purchase: PurchaseOption[];
  /** Commerce §7 upgradeTo / downgradeTo: moves within the user's plan group that unlock it too. */
  readonly moves: { upgradeTo: PurchaseOption[]; downgradeTo: PurchaseOption[] };
  constructor(
    purchase: PurchaseOption[],
    moves: { upgradeTo: PurchaseOption[]; downgradeTo: PurchaseOption[] } = {
      upgradeTo: [],
      downgradeTo: [],
    },
  ) {
    super('Downloading this item needs a subscription that covers it or owning it');
    this.purchase = purchase;
    this.moves = moves;
  }
}

/** The device has no room for the download; sizes in bytes. */
export class StorageFullError extends Error {
  override readonly name = 'StorageFullError';
  readonly neededBytes: number;
  readonly freeBytes: number;
  constructor(neededBytes: number, freeBytes: number) {
    super(`Not enough storage: ${neededBytes} bytes needed, ${freeBytes} free`);
    this.neededBytes = neededBytes;
    this.freeBytes = freeBytes;
  }
}

/** A visitor (role client) asked for a download: only signed-in users download. */
export class LoginNeededError extends Error {
  override readonly name = 'LoginNeededError';
  constructor() {
    super('Downloading needs a signed-in user');
  }
}

/** The 403 NOT_ENTITLED of POST /song/download as a NotEntitledError; other errors as they are. */
export function downloadRefusal(error: unknown): unknown {
  if (!isApiError(error) || error.status !== 403 || error.problem?.code !== 'NOT_ENTITLED') return error;
  const data = v.safeParse(NotEntitledDataSchema, error.problem.data);
  if (!data.success) return new NotEntitledError([]);
  const { purchase, upgradeTo, downgradeTo } = data.output;
  return new NotEntitledError(purchase, { upgradeTo, downgradeTo });
}

/**
 * 403 OFFLINE_DRM_UNSUPPORTED of POST /video/download: a protected video cannot be kept, since no browser here
 * keeps a ClearKey licence (persistent-license sessions are refused).
 */
export class OfflineDrmError extends Error {
  override readonly name = 'OfflineDrmError';
  constructor() {
    super("Protected videos can't be kept for offline viewing in this browser");
  }
}
