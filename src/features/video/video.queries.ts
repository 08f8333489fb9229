import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { COMMERCE_ERRORS } from '#contract/commerce-types.ts';
import { libraryEndpoints } from '#contract/library.ts';
import type { PurchaseOption } from '#contract/player.ts';
import {
  ExternalNotValidatedDataSchema,
  VIDEO_ERRORS,
  VideoNotEntitledDataSchema,
  type VideoStreamingAnswer,
  videoEndpoints,
} from '#contract/video.ts';
import { isApiError } from '#lib/api-error.ts';
import { type QueryScope, scopeKey } from '#lib/query-scope.ts';
import { USER_DATA_KEY } from '#platform/session/session-events.ts';

/**
 * The video calls: POST /video/streaming (where the stream and its licence are, or why not) and the stored
 * watch position (GET /user/history/PLAY/{id}, a signed-in user's only).
 */

export interface StreamingInput {
  id: number;
  externalProviderCode?: string | undefined;
  /** What the device decrypts: ClearKey where EME offers it, else NONE (a protected title answers 422). */
  drm: 'CLEARKEY' | 'NONE';
}

export function fetchStreaming(scope: QueryScope, input: StreamingInput): Promise<VideoStreamingAnswer> {
  return scope.api.call(videoEndpoints.streaming, {
    body: {
      id: input.id,
      protocol: 'dash',
      drm: input.drm,
      ...(input.externalProviderCode ? { externalProviderCode: input.externalProviderCode } : {}),
    },
    query: { lang: scope.locale },
  });
}

/** The user's saved position in the title (0 when none); never cached across sessions. */
export const watchPositionQuery = (scope: QueryScope, id: number) =>
  queryOptions({
    queryKey: [...scopeKey(scope), USER_DATA_KEY, 'watch-position', id] as const,
    queryFn: async ({ signal }) => {
      try {
        const state = await scope.api.call(libraryEndpoints.playState, {
          params: { id: String(id) },
          signal,
        });
        return state.userCurrentPlaying;
      } catch (error) {
        // No position stored yet: start at the beginning.
        if (isApiError(error) && error.status === 404) return 0;
        throw error;
      }
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** Why POST /video/streaming gave no stream, as the player acts on it. */
export type StreamingRefusal =
  | { kind: 'login' }
  | {
      kind: 'not-entitled' | 'no-credits';
      purchase: PurchaseOption[];
      upgradeTo: PurchaseOption[];
      downgradeTo: PurchaseOption[];
    }
  | { kind: 'device-not-supported' }
  | { kind: 'external-not-validated'; plans: { id: number; name: string }[] }
  | { kind: 'not-found' }
  | { kind: 'network' }
  | { kind: 'failed'; status: number };

export function streamingRefusalOf(error: unknown): StreamingRefusal {
  if (!isApiError(error)) return { kind: 'failed', status: 0 };
  if (error.kind === 'network') return { kind: 'network' };
  const code = error.problem?.code;
  const data = error.problem?.data;
  if (error.status === 401) return { kind: 'login' };
  if (code === VIDEO_ERRORS.notEntitled || code === COMMERCE_ERRORS.noCredits) {
    const parsed = v.safeParse(VideoNotEntitledDataSchema, data ?? {});
    const offer = parsed.success ? parsed.output : { purchase: [], upgradeTo: [], downgradeTo: [] };
    return { kind: code === VIDEO_ERRORS.notEntitled ? 'not-entitled' : 'no-credits', ...offer };
  }
  if (code === VIDEO_ERRORS.drmNotSupported) return { kind: 'device-not-supported' };
  if (code === VIDEO_ERRORS.externalNotValidated) {
    const parsed = v.safeParse(ExternalNotValidatedDataSchema, data ?? {});
    return { kind: 'external-not-validated', plans: parsed.success ? parsed.output.plans : [] };
  }
  if (code === VIDEO_ERRORS.notFound || code === VIDEO_ERRORS.externalUnknown) return { kind: 'not-found' };
  return { kind: 'failed', status: error.status };
}
