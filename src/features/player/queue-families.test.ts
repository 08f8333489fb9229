import { describe, expect, it } from 'vitest';
import type { PlayerItem } from './player.port.ts';
import type { PlayerMemory } from './player-memory.ts';
import { withoutSwitchedOff } from './queue-families.ts';

const item = (id: number, contentType: string, durationSec = 100 + id): PlayerItem => ({
  id,
  title: `Item ${id}`,
  contentType,
  durationSec,
});
const track1 = item(1, 'FULL_TRACK_MUSIC');
const episode2 = item(2, 'PODCAST');
const track3 = item(3, 'FULL_TRACK_MUSIC');
const chapter4 = item(4, 'AUDIO_BOOK');

const memory = (playlist: PlayerItem[], currentIndex: number, basePlaylist = playlist): PlayerMemory => ({
  playlist,
  basePlaylist,
  currentIndex,
  position: 42,
  duration: 180,
  shuffled: basePlaylist !== playlist,
  loop: 'OFF',
  volume: 0.5,
  muted: false,
});
const podcastsOff = (family: string) => family === 'podcasts';

describe('withoutSwitchedOff', () => {
  it('keeps a queue with nothing of a switched-off family as it was', () => {
    const kept = memory([track1, track3], 1);
    expect(withoutSwitchedOff(kept, podcastsOff)).toBe(kept);
  });

  it('drops the items of a switched-off family and keeps the current item, its place and position', () => {
    const restored = withoutSwitchedOff(memory([track1, episode2, track3, chapter4], 2), podcastsOff);
    expect(restored?.playlist).toEqual([track1, track3, chapter4]);
    expect(restored?.currentIndex).toBe(1);
    expect(restored?.position).toBe(42);
    expect(restored?.duration).toBe(180);
  });

  it('moves to the next kept item, from its start, when the current one goes', () => {
    const restored = withoutSwitchedOff(memory([track1, episode2, track3], 1), podcastsOff);
    expect(restored?.playlist).toEqual([track1, track3]);
    expect(restored?.playlist[restored.currentIndex]).toBe(track3);
    expect(restored?.position).toBe(0);
    expect(restored?.duration).toBe(track3.durationSec);
  });

  it('wraps to the first kept item when none follows the current one', () => {
    const restored = withoutSwitchedOff(memory([track1, track3, episode2], 2), podcastsOff);
    expect(restored?.playlist[restored?.currentIndex ?? -1]).toBe(track1);
  });

  it('filters the shuffled base order too', () => {
    const restored = withoutSwitchedOff(
      memory([episode2, track3, track1], 1, [track1, episode2, track3]),
      podcastsOff,
    );
    expect(restored?.playlist).toEqual([track3, track1]);
    expect(restored?.basePlaylist).toEqual([track1, track3]);
    expect(restored?.playlist[restored.currentIndex]).toBe(track3);
  });

  it('leaves nothing to restore when every item belongs to switched-off families', () => {
    expect(withoutSwitchedOff(memory([episode2], 0), podcastsOff)).toBeUndefined();
  });
});
