import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#lib/api-error.ts';
import type { PlayerItem } from './player.port.ts';
import { type EffectDeps, PlayerEffects } from './player-effects.ts';
import { INITIAL_PLAYER, type PlayerState } from './player-state.ts';
import type { SongSource } from './song-source.ts';

const item = (id: number): PlayerItem => ({ id, title: `Track ${id}`, contentType: 'FULL_TRACK_MUSIC' });
const full = (id: number): SongSource => ({
  url: `/media/stream/g-${id}`,
  isPreview: false,
  purchase: [],
  ticket: `t-${id}`,
  offline: false,
  contentType: 'FULL_TRACK_MUSIC',
  durationSec: 60,
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(resolve: (item: PlayerItem) => Promise<SongSource>, state?: Partial<PlayerState>) {
  const player: PlayerState = {
    ...INITIAL_PLAYER,
    playlist: [item(1), item(2), item(3)],
    basePlaylist: [item(1), item(2), item(3)],
    currentIndex: 0,
    playing: true,
    open: true,
    ...state,
  };
  const deps = {
    playback: {
      start: vi.fn(() => Promise.resolve(true)),
      stop: vi.fn(),
      preload: vi.fn(),
      position: 0,
      duration: 60,
      ended: false,
    },
    reporter: { start: vi.fn(), stop: vi.fn(), finish: vi.fn() },
    sources: {
      resolve: vi.fn(resolve),
      prefetch: vi.fn((i: PlayerItem) => Promise.resolve(full(i.id))),
      clear: vi.fn(),
    },
    dispatch: vi.fn(),
    state: () => player,
    purchasePrompt: vi.fn(),
    subscriptionChoice: vi.fn(),
    savePosition: vi.fn(),
    failed: vi.fn(),
  } satisfies EffectDeps;
  return { effects: new PlayerEffects(deps), deps, player };
}

describe('player effects (the one place the machine’s effects are carried out)', () => {
  it('load: asks for the source, tells the machine, starts the ticket’s counter and plays', async () => {
    const { effects, deps } = setup((i) => Promise.resolve(full(i.id)));
    effects.run({ type: 'load', item: item(1) });
    await settle();
    expect(deps.dispatch).toHaveBeenCalledWith({
      type: 'resolved',
      track: { url: '/media/stream/g-1', isPreview: false, purchase: [], ticketId: 't-1' },
    });
    expect(deps.reporter.start).toHaveBeenCalledWith('t-1', false);
    expect(deps.playback.start).toHaveBeenCalledWith('/media/stream/g-1', 0, true);
    expect(effects.track.ticketId).toBe('t-1');
  });

  it('the next item is fetched ahead and buffered (pool: current and next loaded)', async () => {
    const { effects, deps } = setup((i) => Promise.resolve(full(i.id)));
    effects.run({ type: 'load', item: item(1) });
    await settle();
    expect(deps.sources.prefetch).toHaveBeenCalledWith(item(2));
    expect(deps.playback.preload).toHaveBeenCalledWith('/media/stream/g-2');
  });

  it('only the newest load plays: a slow answer for an item already left is dropped', async () => {
    let first: (source: SongSource) => void = () => undefined;
    const { effects, deps } = setup((i) =>
      i.id === 1 ? new Promise((resolve) => (first = resolve)) : Promise.resolve(full(i.id)),
    );
    effects.run({ type: 'load', item: item(1) });
    effects.run({ type: 'load', item: item(2) });
    await settle();
    first(full(1));
    await settle();
    expect(deps.playback.start).toHaveBeenCalledTimes(1);
    expect(deps.playback.start).toHaveBeenCalledWith('/media/stream/g-2', 0, true);
  });

  it('paused while POST /song was on its way: the source loads but does not play', async () => {
    const { effects, deps } = setup((i) => Promise.resolve(full(i.id)), { playing: false });
    effects.run({ type: 'load', item: item(1) });
    await settle();
    expect(deps.playback.start).toHaveBeenCalledWith('/media/stream/g-1', 0, false);
  });

  it('an item the server refuses (4xx) is "no url, no preview": the machine decides (closes)', async () => {
    const refusal = new ApiError({ kind: 'http', status: 404, endpoint: { method: 'POST', path: '/song' } });
    const { effects, deps } = setup(() => Promise.reject(refusal));
    effects.run({ type: 'load', item: item(1) });
    await settle();
    expect(deps.dispatch).toHaveBeenCalledWith({
      type: 'resolved',
      track: { isPreview: false, purchase: [] },
    });
    expect(deps.playback.start).not.toHaveBeenCalled();
  });

  it('a network failure keeps the queue, stops, and says so', async () => {
    const offline = new ApiError({ kind: 'network', status: 0, endpoint: { method: 'POST', path: '/song' } });
    const { effects, deps } = setup(() => Promise.reject(offline));
    effects.run({ type: 'load', item: item(1) });
    await settle();
    expect(deps.failed).toHaveBeenCalledWith(item(1));
    expect(deps.dispatch).toHaveBeenCalledWith({ type: 'setPlaying', playing: false });
  });

  it('report closes the listening with the final report and keeps the position', async () => {
    const { effects, deps } = setup((i) => Promise.resolve(full(i.id)));
    effects.run({ type: 'load', item: item(1) });
    await settle();
    effects.run({ type: 'report', item: item(1) });
    expect(deps.reporter.finish).toHaveBeenCalledOnce();
    expect(deps.savePosition).toHaveBeenLastCalledWith(item(1), 60, 'FULL_TRACK_MUSIC');
  });

  it('restart (REPEAT_ONE) is a new listening: a fresh POST /song and ticket', async () => {
    const { effects, deps } = setup((i) => Promise.resolve(full(i.id)));
    effects.run({ type: 'load', item: item(1) });
    await settle();
    effects.run({ type: 'restart' });
    await settle();
    expect(deps.sources.resolve).toHaveBeenCalledTimes(2);
    expect(deps.reporter.start).toHaveBeenCalledTimes(2);
  });

  it('stop empties the audio and drops what was fetched ahead', () => {
    const { effects, deps } = setup((i) => Promise.resolve(full(i.id)));
    effects.run({ type: 'stop' });
    expect(deps.playback.stop).toHaveBeenCalledOnce();
    expect(deps.sources.clear).toHaveBeenCalledOnce();
    expect(deps.reporter.stop).toHaveBeenCalled();
  });

  it('purchase prompt and subscription choice open their dialogs with the options', () => {
    const { effects, deps } = setup((i) => Promise.resolve(full(i.id)));
    const purchase = [{ type: 'DTO' as const, title: 'Album', purchaseIdentifier: 'dto-1' }];
    effects.run({ type: 'purchasePrompt', item: item(1), purchase });
    effects.run({ type: 'subscriptionChoice', item: item(2), purchase });
    expect(deps.purchasePrompt).toHaveBeenCalledWith(item(1), purchase);
    expect(deps.subscriptionChoice).toHaveBeenCalledWith(item(2), purchase);
  });

  it('a source failing mid-play (expired URL) is fetched again once and resumes where it was', async () => {
    const { effects, deps } = setup((i) => Promise.resolve(full(i.id)));
    effects.run({ type: 'load', item: item(1) });
    await settle();
    deps.playback.position = 42;
    effects.recover();
    await settle();
    expect(deps.playback.start).toHaveBeenLastCalledWith('/media/stream/g-1', 42, true);
    effects.recover();
    await settle();
    expect(deps.sources.resolve).toHaveBeenCalledTimes(2);
  });
});
