import type { Endpoint } from '#contract/endpoint.ts';
import { libraryEndpoints } from '#contract/library.ts';
import { playerEndpoints } from '#contract/player.ts';

/**
 * The writes that may wait in the outbox and be replayed (architecture §3): likes, history and
 * listening reports. The server treats a repeated Idempotency-Key as the same request.
 */
export const OUTBOX_ENDPOINTS = {
  like: libraryEndpoints.like,
  unlike: libraryEndpoints.unlike,
  savePlayState: libraryEndpoints.savePlayState,
  deletePlayState: libraryEndpoints.deletePlayState,
  addHistory: libraryEndpoints.addHistory,
  deleteHistory: libraryEndpoints.deleteHistory,
  report: playerEndpoints.report,
} as const satisfies Record<string, Endpoint>;

export type OutboxEndpointName = keyof typeof OUTBOX_ENDPOINTS;

export const isOutboxEndpointName = (name: string): name is OutboxEndpointName =>
  Object.hasOwn(OUTBOX_ENDPOINTS, name);
