import { queryOptions } from '@tanstack/react-query';
import type { HistoryEntry } from '#contract/history.ts';
import { LIBRARY_MAX_LIMIT, libraryEndpoints } from '#contract/library.ts';
import type { StructureNode } from '#contract/structure.ts';
import { historyKey } from '#features/library/history.port.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { ratingQuery } from '#platform/parental/max-rating.ts';
import { RESUME_MAX_SHARE, RESUME_MIN_SECONDS } from './video-position.ts';

/** Started but not finished: past 5 % (and past the resume threshold) and before 95 % of the file's length. */
export const CONTINUE_MIN_SHARE = 0.05;

export interface InProgressVideo {
  id: number;
  /** The title as a card (from the history entry). */
  node: StructureNode;
  positionSec: number;
  durationSec: number;
  /** 0–1 */
  share: number;
}

/**
 * The user's videos in progress, newest first: PLAY entries of videos whose saved position lies between 5 % and
 * 95 % of the length of the file they play (the entry's durationSec; an entry without it is left out), and
 * far enough in for the player to resume there.
 */
export function inProgressVideos(entries: readonly HistoryEntry[]): InProgressVideo[] {
  return entries.flatMap((entry) => {
    const positionSec = entry.userCurrentPlaying ?? 0;
    const durationSec = entry.durationSec ?? 0;
    if (entry.type !== 'PLAY' || entry.contentType !== 'VIDEO' || !(durationSec > 0)) return [];
    const share = positionSec / durationSec;
    if (share <= CONTINUE_MIN_SHARE || share >= RESUME_MAX_SHARE || positionSec < RESUME_MIN_SECONDS)
      return [];
    return [{ id: entry.id, node: entry.node, positionSec, durationSec, share }];
  });
}

/** The newest history entries (one page of the most the server gives), as in-progress videos. */
export const continueWatchingQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [...historyKey(scope), 'continue-watching'] as const,
    queryFn: async ({ signal }) => {
      const page = await scope.api.call(libraryEndpoints.history, {
        query: { ...ratingQuery(scope), offset: '0', limit: String(LIBRARY_MAX_LIMIT) },
        signal,
      });
      return inProgressVideos(page.items);
    },
    staleTime: 30_000,
  });
