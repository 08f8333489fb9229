import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '#contract/history.ts';
import { inProgressVideos } from './continue-watching.ts';

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  type: 'PLAY',
  contentType: 'VIDEO',
  at: '2026-11-27T05:00:00Z',
  userCurrentPlaying: 6,
  durationSec: 12,
  node: { name: 'card', data: { title: 'Film' } },
  ...over,
});

describe('continue watching', () => {
  it('keeps videos between 5 % and 95 % of the file, newest first as the history orders them', () => {
    const list = inProgressVideos([
      entry({ id: 1, userCurrentPlaying: 6 }),
      entry({ id: 2, userCurrentPlaying: 11.5 }), // 96 %: watched
      entry({ id: 3, userCurrentPlaying: 0.4 }), // 3 %: barely started
      entry({ id: 4, userCurrentPlaying: 100, durationSec: 200 }),
    ]);
    expect(list.map((video) => [video.id, video.share])).toEqual([
      [1, 0.5],
      [4, 0.5],
    ]);
  });

  it('leaves out audio, views, entries without a length and positions the player would not resume from', () => {
    expect(
      inProgressVideos([
        entry({ id: 1, contentType: 'FULL_TRACK_MUSIC', durationSec: 200, userCurrentPlaying: 100 }),
        entry({ id: 2, type: 'VIEW', userCurrentPlaying: undefined }),
        entry({ id: 3, durationSec: undefined }),
        // 4 s of 60: 6.7 %, but the player restarts below 5 s.
        entry({ id: 4, userCurrentPlaying: 4, durationSec: 60 }),
        entry({ id: 5, userCurrentPlaying: 6, durationSec: 0 }),
      ]),
    ).toEqual([]);
  });
});
