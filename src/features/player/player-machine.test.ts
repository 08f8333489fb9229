import { describe, expect, it } from 'vitest';
import { onlyWalletItems, playerReducer, shuffleKeepingCurrent } from './player-machine.ts';
import {
  DEFAULT_VOLUME,
  INITIAL_PLAYER,
  type PlayerAction,
  type PlayerState,
  type QueueItem,
} from './player-state.ts';

const item = (id: number): QueueItem => ({ id, title: `Track ${id}`, contentType: 'FULL_TRACK_MUSIC' });
const album = [1, 2, 3, 4, 5].map(item);

const run = (state: PlayerState, ...actions: PlayerAction[]) =>
  actions.reduce((s, action) => playerReducer(s, action).state, state);
const playing = (index = 0, items = album) => run(INITIAL_PLAYER, { type: 'playQueue', items, index });
const ids = (s: PlayerState) => s.playlist.map((i) => i.id);
const currentId = (s: PlayerState) => s.playlist[s.currentIndex]?.id;
/** A deterministic "random" sequence for shuffles. */
const seq = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe('player state (commerce §3)', () => {
  it('starts empty: volume 0.5, not muted, not shuffled, loop OFF, nothing loaded', () => {
    expect(INITIAL_PLAYER).toMatchObject({
      volume: DEFAULT_VOLUME,
      muted: false,
      shuffled: false,
      loop: 'OFF',
      currentIndex: -1,
      playlist: [],
      basePlaylist: [],
    });
    expect(DEFAULT_VOLUME).toBe(0.5);
  });

  it('playing a queue loads the chosen item and opens the mini-player', () => {
    const { state, effects } = playerReducer(INITIAL_PLAYER, { type: 'playQueue', items: album, index: 2 });
    expect(state).toMatchObject({ currentIndex: 2, playing: true, open: true, ended: false });
    expect(state.basePlaylist).toEqual(album);
    expect(effects).toEqual([{ type: 'load', item: album[2] }]);
  });

  it('an out-of-range start index is clamped; an empty queue resets', () => {
    expect(playing(99).currentIndex).toBe(4);
    expect(playing(-3).currentIndex).toBe(0);
    expect(run(playing(1), { type: 'playQueue', items: [], index: 0 })).toMatchObject({
      open: false,
      currentIndex: -1,
    });
  });
});

describe('loop (commerce §4)', () => {
  it('cycles OFF → REPEAT_ALL → REPEAT_ONE → OFF', () => {
    const seen = [INITIAL_PLAYER.loop];
    let state = INITIAL_PLAYER;
    for (let i = 0; i < 3; i++) {
      state = run(state, { type: 'cycleLoop' });
      seen.push(state.loop);
    }
    expect(seen).toEqual(['OFF', 'REPEAT_ALL', 'REPEAT_ONE', 'OFF']);
  });
});

describe('next and previous (commerce §4)', () => {
  it('next moves one on and loads it', () => {
    const { state, effects } = playerReducer(playing(1), { type: 'next' });
    expect(currentId(state)).toBe(3);
    expect(effects).toEqual([{ type: 'load', item: album[2] }]);
  });

  it('next at the end with REPEAT_ALL wraps to the first', () => {
    const state = run(playing(4), { type: 'cycleLoop' }, { type: 'next' });
    expect(state.loop).toBe('REPEAT_ALL');
    expect(currentId(state)).toBe(1);
    expect(state.ended).toBe(false);
  });

  it('next at the end without REPEAT_ALL marks the player ended and stops', () => {
    for (const loop of ['OFF', 'REPEAT_ONE'] as const) {
      const { state, effects } = playerReducer({ ...playing(4), loop }, { type: 'next' });
      expect(state).toMatchObject({ ended: true, playing: false, currentIndex: 4 });
      expect(effects).toEqual([]);
    }
  });

  it('previous from the first wraps to the last', () => {
    expect(currentId(run(playing(0), { type: 'previous' }))).toBe(5);
    expect(currentId(run(playing(3), { type: 'previous' }))).toBe(3);
  });

  it('next and previous on an empty player do nothing', () => {
    expect(playerReducer(INITIAL_PLAYER, { type: 'next' })).toEqual({ state: INITIAL_PLAYER, effects: [] });
    expect(playerReducer(INITIAL_PLAYER, { type: 'previous' })).toEqual({
      state: INITIAL_PLAYER,
      effects: [],
    });
  });
});

describe('shuffle (commerce §4)', () => {
  it('shuffle keeps the current item playing, first in the new order, with every item still there', () => {
    const { state, effects } = playerReducer(playing(2), {
      type: 'toggleShuffle',
      random: seq(0.1, 0.7, 0.3),
    });
    expect(state.shuffled).toBe(true);
    expect(currentId(state)).toBe(3);
    expect(state.currentIndex).toBe(0);
    expect([...ids(state)].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(ids(state)).not.toEqual([3, 1, 2, 4, 5]);
    expect(effects).toEqual([]);
  });

  it('unshuffle restores the original order and keeps the current item', () => {
    const shuffled = run(playing(2), { type: 'toggleShuffle', random: seq(0.9, 0.2) }, { type: 'next' });
    const playingId = currentId(shuffled);
    const state = run(shuffled, { type: 'toggleShuffle', random: seq(0) });
    expect(state.shuffled).toBe(false);
    expect(ids(state)).toEqual([1, 2, 3, 4, 5]);
    expect(currentId(state)).toBe(playingId);
  });

  it('the shuffle helper is a permutation that leads with the chosen item', () => {
    const out = shuffleKeepingCurrent(album, 4, seq(0.5, 0.25, 0.75));
    expect(out[0]?.id).toBe(5);
    expect(out.map((i) => i.id).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('queue edits (commerce §4)', () => {
  it('removing the last remaining item stops and resets the player (volume and loop kept)', () => {
    const one = run(playing(0, [item(9)]), { type: 'setVolume', volume: 0.8 }, { type: 'cycleLoop' });
    const { state, effects } = playerReducer(one, { type: 'remove', index: 0 });
    expect(state).toMatchObject({
      playlist: [],
      basePlaylist: [],
      currentIndex: -1,
      open: false,
      playing: false,
    });
    expect(state).toMatchObject({ volume: 0.8, loop: 'REPEAT_ALL' });
    expect(effects).toEqual([{ type: 'stop' }]);
  });

  it('removing an item before the current one keeps the current item playing', () => {
    const { state, effects } = playerReducer(playing(3), { type: 'remove', index: 0 });
    expect(currentId(state)).toBe(4);
    expect(ids(state)).toEqual([2, 3, 4, 5]);
    expect(effects).toEqual([]);
  });

  it('removing the current item plays the one that took its place, or the new last one', () => {
    const middle = playerReducer(playing(1), { type: 'remove', index: 1 });
    expect(currentId(middle.state)).toBe(3);
    expect(middle.effects).toEqual([{ type: 'load', item: album[2] }]);
    const end = playerReducer(playing(4), { type: 'remove', index: 4 });
    expect(currentId(end.state)).toBe(4);
  });

  it('a removed item is gone from the original order too (unshuffle does not bring it back)', () => {
    const state = run(
      playing(0),
      { type: 'toggleShuffle', random: seq(0.3) },
      { type: 'remove', index: 2 },
      { type: 'toggleShuffle', random: seq(0) },
    );
    expect(state.playlist).toHaveLength(4);
    expect(state.basePlaylist).toEqual(state.playlist);
  });

  it('moving an item reorders the queue and follows the current item', () => {
    const state = run(playing(1), { type: 'move', from: 1, to: 3 });
    expect(ids(state)).toEqual([1, 3, 4, 2, 5]);
    expect(currentId(state)).toBe(2);
    expect(state.basePlaylist).toEqual(state.playlist);
    expect(run(state, { type: 'move', from: 0, to: 9 })).toBe(state);
  });

  it('enqueue appends new items, skips ones already queued, and starts when nothing is loaded', () => {
    const queued = playerReducer(playing(0, [item(1)]), { type: 'enqueue', items: [item(1), item(2)] });
    expect(ids(queued.state)).toEqual([1, 2]);
    expect(queued.effects).toEqual([]);
    const fromEmpty = playerReducer(INITIAL_PLAYER, { type: 'enqueue', items: [item(7)] });
    expect(fromEmpty.effects).toEqual([{ type: 'load', item: item(7) }]);
    expect(fromEmpty.state.open).toBe(true);
  });

  it('closing the mini-player empties the queue', () => {
    const { state, effects } = playerReducer(playing(2), { type: 'close' });
    expect(state).toMatchObject({ playlist: [], basePlaylist: [], currentIndex: -1, open: false });
    expect(effects).toEqual([{ type: 'stop' }]);
  });

  it('jump loads the chosen item; an unknown index does nothing', () => {
    expect(currentId(run(playing(0), { type: 'jump', index: 3 }))).toBe(4);
    const before = playing(0);
    expect(playerReducer(before, { type: 'jump', index: 42 }).state).toBe(before);
  });
});

describe('what POST /song answered (commerce §4)', () => {
  it('no url and no purchase list: the mini-player closes', () => {
    const { state, effects } = playerReducer(playing(0), { type: 'resolved', track: { isPreview: false } });
    expect(state.open).toBe(false);
    expect(effects).toEqual([{ type: 'stop' }]);
  });

  it('a purchase list and no url: the subscription choice opens and playback pauses', () => {
    const purchase = [{ type: 'SUBSCRIPTION' }];
    const { state, effects } = playerReducer(playing(0), {
      type: 'resolved',
      track: { isPreview: false, purchase },
    });
    expect(state).toMatchObject({ open: true, playing: false });
    expect(effects).toEqual([{ type: 'subscriptionChoice', item: album[0], purchase }]);
  });

  it('only an upgrade of the held plan unlocks it (commerce §7 upgradeTo) and no url: the subscription choice opens with it', () => {
    const moves = { upgradeTo: [{ type: 'SUBSCRIPTION', toSubscriptionType: 4 }], downgradeTo: [] };
    const { state, effects } = playerReducer(playing(0), {
      type: 'resolved',
      track: { isPreview: false, purchase: [], moves },
    });
    expect(state).toMatchObject({ open: true, playing: false });
    expect(effects).toEqual([{ type: 'subscriptionChoice', item: album[0], purchase: [], moves }]);
  });

  it('a preview that ends offers its upgrades with the purchase prompt', () => {
    const moves = { upgradeTo: [{ type: 'SUBSCRIPTION', toSubscriptionType: 4 }], downgradeTo: [] };
    const { effects } = playerReducer(playing(0), {
      type: 'trackEnded',
      track: { url: '/p.m4a', isPreview: true, purchase: [], moves },
    });
    expect(effects[0]).toEqual({ type: 'purchasePrompt', item: album[0], purchase: [], moves });
  });

  it('no credits left: the subscription choice says why, even when nothing could be bought', () => {
    const { state, effects } = playerReducer(playing(0), {
      type: 'resolved',
      track: { isPreview: false, purchase: [], refusal: 'no-credits' },
    });
    expect(state).toMatchObject({ open: true, playing: false });
    expect(effects).toEqual([
      { type: 'subscriptionChoice', item: album[0], purchase: [], refusal: 'no-credits' },
    ]);
  });

  it('a url plays as it is', () => {
    const before = playing(0);
    expect(playerReducer(before, { type: 'resolved', track: { url: '/a.m4a', isPreview: true } })).toEqual({
      state: before,
      effects: [],
    });
  });
});

describe('end of an item (commerce §4)', () => {
  it('a preview ending leads to the purchase prompt, then the queue goes on with the next preview', () => {
    const purchase = [{ type: 'DTO' }];
    const { state, effects } = playerReducer(playing(0), {
      type: 'trackEnded',
      track: { url: '/p.m4a', isPreview: true, purchase },
    });
    expect(currentId(state)).toBe(2);
    expect(effects).toEqual([
      { type: 'purchasePrompt', item: album[0], purchase },
      { type: 'load', item: album[1] },
    ]);
  });

  it('the last preview of the queue ends with the purchase prompt and the player stops', () => {
    const purchase = [{ type: 'DTO' }];
    const { state, effects } = playerReducer(playing(4), {
      type: 'trackEnded',
      track: { url: '/p.m4a', isPreview: true, purchase },
    });
    expect(state.playing).toBe(false);
    expect(effects).toEqual([{ type: 'purchasePrompt', item: album[4], purchase }]);
  });

  it('a full item ending reports, then goes to the next', () => {
    const { state, effects } = playerReducer(playing(0), {
      type: 'trackEnded',
      track: { url: '/f.m4a', isPreview: false, ticketId: 't' },
    });
    expect(effects).toEqual([
      { type: 'report', item: album[0] },
      { type: 'load', item: album[1] },
    ]);
    expect(currentId(state)).toBe(2);
  });

  it('a full item ending with REPEAT_ONE reports, then repeats it', () => {
    const one = run(playing(2), { type: 'cycleLoop' }, { type: 'cycleLoop' });
    const { state, effects } = playerReducer(one, {
      type: 'trackEnded',
      track: { url: '/f.m4a', isPreview: false },
    });
    expect(effects).toEqual([{ type: 'report', item: album[2] }, { type: 'restart' }]);
    expect(currentId(state)).toBe(3);
  });

  it('the last full item ending without a loop reports and marks the player ended', () => {
    const { state, effects } = playerReducer(playing(4), {
      type: 'trackEnded',
      track: { url: '/f.m4a', isPreview: false },
    });
    expect(effects).toEqual([{ type: 'report', item: album[4] }]);
    expect(state.ended).toBe(true);
  });
});

describe('volume, mute, play state', () => {
  it('volume is kept between 0 and 1; nonsense becomes 0', () => {
    expect(run(INITIAL_PLAYER, { type: 'setVolume', volume: 1.7 }).volume).toBe(1);
    expect(run(INITIAL_PLAYER, { type: 'setVolume', volume: -1 }).volume).toBe(0);
    expect(run(INITIAL_PLAYER, { type: 'setVolume', volume: Number.NaN }).volume).toBe(0);
  });

  it('mute toggles without touching the volume', () => {
    const state = run(INITIAL_PLAYER, { type: 'toggleMute' });
    expect(state).toMatchObject({ muted: true, volume: 0.5 });
    expect(run(state, { type: 'toggleMute' }).muted).toBe(false);
  });

  it('nothing loaded cannot be playing', () => {
    expect(run(INITIAL_PLAYER, { type: 'setPlaying', playing: true }).playing).toBe(false);
    expect(run(playing(0), { type: 'setPlaying', playing: false }).playing).toBe(false);
  });
});

describe('FTMDOnly tenant mode (commerce §4)', () => {
  it('keeps only the tracks in the user’s wallet, in order', () => {
    expect(onlyWalletItems(album, new Set([4, 2])).map((i) => i.id)).toEqual([2, 4]);
  });
});
