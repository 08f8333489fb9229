import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EffectDeps } from './effect-deps.ts';
import type { PlayerItem } from './player.port.ts';
import { PlayerEffects } from './player-effects.ts';
import { playerReducer } from './player-machine.ts';
import { type PlayerMemory, readPlayerMemory, writePlayerMemory } from './player-memory.ts';
import { forgetPlayerMemory, hasPlayerMemory, playerMemoryKey } from './player-memory-key.ts';
import { INITIAL_PLAYER, type PlayerAction } from './player-state.ts';

const item = (id: number): PlayerItem => ({
  id,
  title: `Track ${id}`,
  contentType: 'FULL_TRACK_MUSIC',
  durationSec: 180,
  album: 'Golden Hour',
});
const album = [item(1), item(2), item(3)];
const KEY = playerMemoryKey('demo', 'user-1');

const memory = (over: Partial<PlayerMemory> = {}): PlayerMemory => ({
  playlist: album,
  basePlaylist: album,
  currentIndex: 1,
  position: 42.7,
  duration: 180,
  shuffled: false,
  loop: 'REPEAT_ALL',
  volume: 0.3,
  muted: false,
  ...over,
});

afterEach(() => localStorage.clear());

describe('player memory (the queue kept for the next visit)', () => {
  it('one entry per tenant and user; a visitor has its own', () => {
    expect(playerMemoryKey('demo', 'user-1')).toBe('player:demo:user-1');
    expect(playerMemoryKey('demo', undefined)).toBe('player:demo:visitor');
    expect(playerMemoryKey('other', 'user-1')).not.toBe(KEY);
  });

  it('reads back what was written: items, current item, whole seconds, modes', () => {
    writePlayerMemory(KEY, memory());
    expect(hasPlayerMemory(KEY)).toBe(true);
    const read = readPlayerMemory(KEY);
    expect(read).toEqual(memory({ position: 42 }));
  });

  it('keeps a shuffled queue with its original order, items shared between both orders', () => {
    const shuffled = [album[2], album[0], album[1]] as PlayerItem[];
    writePlayerMemory(
      KEY,
      memory({ playlist: shuffled, basePlaylist: album, shuffled: true, currentIndex: 0 }),
    );
    const read = readPlayerMemory(KEY);
    expect(read?.playlist.map((i) => i.id)).toEqual([3, 1, 2]);
    expect(read?.basePlaylist.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(read?.basePlaylist[0]).toBe(read?.playlist[1]);
    expect(read?.shuffled).toBe(true);
  });

  it('an empty queue is forgotten; damaged or foreign entries read as nothing and are removed', () => {
    writePlayerMemory(KEY, memory());
    writePlayerMemory(KEY, undefined);
    expect(hasPlayerMemory(KEY)).toBe(false);
    localStorage.setItem(KEY, '{"version":1,"playlist":[]');
    expect(readPlayerMemory(KEY)).toBeUndefined();
    expect(hasPlayerMemory(KEY)).toBe(false);
    localStorage.setItem(KEY, JSON.stringify({ version: 2, playlist: album }));
    expect(readPlayerMemory(KEY)).toBeUndefined();
    writePlayerMemory(KEY, memory());
    forgetPlayerMemory(KEY);
    expect(readPlayerMemory(KEY)).toBeUndefined();
  });

  it('the machine restores it paused, with a cue at the position and no load (no POST /song)', () => {
    const saved = memory({ position: 42 });
    const action: PlayerAction = { type: 'restore', ...saved };
    const { state, effects } = playerReducer(INITIAL_PLAYER, action);
    expect(state).toMatchObject({
      currentIndex: 1,
      playing: false,
      open: true,
      loop: 'REPEAT_ALL',
      volume: 0.3,
    });
    expect(effects).toEqual([{ type: 'cue', item: album[1], at: 42, duration: 180 }]);
  });

  it('something the user started before the restore wins', () => {
    const started = playerReducer(INITIAL_PLAYER, { type: 'playQueue', items: [item(9)], index: 0 }).state;
    const { state, effects } = playerReducer(started, { type: 'restore', ...memory() });
    expect(state).toBe(started);
    expect(effects).toEqual([]);
  });

  it('the cued item’s first play asks for its source and starts at the kept position', async () => {
    const start = vi.fn(() => Promise.resolve(true));
    const showTime = vi.fn();
    const resolve = vi.fn((i: PlayerItem) =>
      Promise.resolve({
        url: `/media/stream/g-${i.id}`,
        isPreview: false,
        purchase: [],
        ticket: `t-${i.id}`,
        offline: false,
        contentType: 'FULL_TRACK_MUSIC' as const,
        durationSec: 180,
      }),
    );
    const deps: EffectDeps = {
      playback: {
        start,
        reload: vi.fn(),
        stop: vi.fn(),
        preload: vi.fn(),
        retain: vi.fn(),
        pause: vi.fn(),
        position: 0,
        duration: 180,
        ended: false,
      },
      reporter: { start: vi.fn(), stop: vi.fn(), finish: vi.fn() },
      sources: { resolve, prefetch: vi.fn(() => new Promise<never>(() => {})), clear: vi.fn() },
      dispatch: vi.fn(),
      state: () => ({
        ...INITIAL_PLAYER,
        playlist: album,
        basePlaylist: album,
        currentIndex: 1,
        playing: true,
      }),
      purchasePrompt: vi.fn(),
      subscriptionChoice: vi.fn(),
      failed: vi.fn(),
      showTime,
    };
    const effects = new PlayerEffects(deps);
    effects.run({ type: 'cue', item: album[1] as PlayerItem, at: 42, duration: 180 });
    expect(showTime).toHaveBeenCalledWith(42, 180);
    expect(resolve).not.toHaveBeenCalled();
    expect(effects.seekCued(50)).toBe(true);
    expect(effects.cuedAt).toBe(50);
    effects.run({ type: 'load', item: album[1] as PlayerItem });
    await new Promise((r) => setTimeout(r, 0));
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith('/media/stream/g-2', 50, true);
    expect(effects.cuedAt).toBeUndefined();
    // Any later load starts at the beginning.
    effects.run({ type: 'load', item: album[2] as PlayerItem });
    await new Promise((r) => setTimeout(r, 0));
    expect(start).toHaveBeenLastCalledWith('/media/stream/g-3', 0, true);
  });
});
