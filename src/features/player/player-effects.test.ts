import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#lib/api-error.ts';
import type { EffectDeps } from './effect-deps.ts';
import type { PlayerItem } from './player.port.ts';
import { PlayerEffects } from './player-effects.ts';
import { INITIAL_PLAYER, type PlayerState } from './player-state.ts';
import type { SongSource } from './song-source.ts';
import { BUFFERING_DEADLINE_MS, MAX_RECOVERIES } from './stream-status.ts';

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
      reload: vi.fn(() => Promise.resolve(true)),
      stop: vi.fn(),
      preload: vi.fn(),
      retain: vi.fn(),
      pause: vi.fn(),
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
    stream: vi.fn(),
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
    expect(deps.purchasePrompt).toHaveBeenCalledWith(item(1), purchase, undefined);
    expect(deps.subscriptionChoice).toHaveBeenCalledWith(item(2), purchase, undefined, undefined);
    effects.run({ type: 'subscriptionChoice', item: item(3), purchase: [], refusal: 'no-credits' });
    expect(deps.subscriptionChoice).toHaveBeenCalledWith(item(3), [], 'no-credits', undefined);
    // Commerce §7 upgradeTo / downgradeTo travel with the options to the dialog.
    const moves = {
      upgradeTo: [{ type: 'SUBSCRIPTION' as const, title: 'All Access', purchaseIdentifier: '4' }],
      downgradeTo: [],
    };
    effects.run({ type: 'purchasePrompt', item: item(4), purchase, moves });
    expect(deps.purchasePrompt).toHaveBeenLastCalledWith(item(4), purchase, moves);
  });
});

describe('player effects on a flaky network (recoveries with back-off, read-ahead of the next item)', () => {
  afterEach(() => vi.useRealTimers());
  const live = (id: number): SongSource => ({ ...full(id), expiresAt: Date.now() + 15 * 60_000 });
  const status = (deps: { stream: { mock: { calls: unknown[][] } } }) => deps.stream.mock.calls.at(-1)?.[0];

  async function playing(resolve = (i: PlayerItem) => Promise.resolve(live(i.id))) {
    vi.useFakeTimers();
    const setupResult = setup(resolve);
    setupResult.effects.run({ type: 'load', item: item(1) });
    await vi.advanceTimersByTimeAsync(0);
    setupResult.deps.playback.position = 42;
    return setupResult;
  }

  it('a failed source is loaded again at the same position after 0.5 s, showing buffering; a second failure asks for a new URL after 1 s', async () => {
    const { effects, deps } = await playing();
    effects.recover('error');
    expect(status(deps)).toBe('buffering');
    await vi.advanceTimersByTimeAsync(499);
    expect(deps.playback.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.playback.reload).toHaveBeenLastCalledWith('/media/stream/g-1', 42, true);
    expect(deps.sources.resolve).toHaveBeenCalledTimes(1);
    // Failing again: a fresh POST /song (its grant may be what broke), after the doubled wait.
    deps.playback.position = 0;
    effects.recover('error');
    await vi.advanceTimersByTimeAsync(999);
    expect(deps.sources.resolve).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.sources.resolve).toHaveBeenCalledTimes(2);
    expect(deps.playback.reload).toHaveBeenLastCalledWith('/media/stream/g-1', 42, true);
    // Still the same listening: no new ticket counter, no "could not be played".
    expect(deps.reporter.start).toHaveBeenCalledTimes(1);
    expect(deps.failed).not.toHaveBeenCalled();
  });

  it('an expired signed URL is asked for again at the first recovery', async () => {
    const expired = (i: PlayerItem) => Promise.resolve({ ...full(i.id), expiresAt: Date.now() + 10_000 });
    const { effects, deps } = await playing(expired);
    effects.recover('error');
    await vi.advanceTimersByTimeAsync(500);
    expect(deps.sources.resolve).toHaveBeenCalledTimes(2);
  });

  it('buffering past its deadline reloads the element; sound again clears the status and the count', async () => {
    const { effects, deps } = await playing();
    effects.buffering(true, false);
    expect(status(deps)).toBe('buffering');
    await vi.advanceTimersByTimeAsync(BUFFERING_DEADLINE_MS + 500);
    expect(deps.playback.reload).toHaveBeenCalledWith('/media/stream/g-1', 42, true);
    effects.buffering(false, false);
    expect(status(deps)).toBe('ok');
    // The count started over: the next failure waits 0.5 s again and keeps the URL.
    effects.recover('error');
    await vi.advanceTimersByTimeAsync(500);
    expect(deps.playback.reload).toHaveBeenCalledTimes(2);
    expect(deps.sources.resolve).toHaveBeenCalledTimes(1);
  });

  it('a stall that ends by itself before the deadline needs nothing', async () => {
    const { effects, deps } = await playing();
    effects.buffering(true, false);
    await vi.advanceTimersByTimeAsync(5_000);
    effects.buffering(false, false);
    await vi.advanceTimersByTimeAsync(BUFFERING_DEADLINE_MS);
    expect(deps.playback.reload).not.toHaveBeenCalled();
    expect(status(deps)).toBe('ok');
  });

  it(`after ${MAX_RECOVERIES} recoveries the stream stops with a retry that starts where it broke`, async () => {
    const { effects, deps } = await playing();
    for (const wait of [500, 1_000, 2_000, 4_000]) {
      effects.recover('error');
      await vi.advanceTimersByTimeAsync(wait);
      deps.playback.position = 0;
    }
    expect(deps.playback.reload).toHaveBeenCalledTimes(MAX_RECOVERIES);
    effects.recover('error');
    expect(status(deps)).toBe('failed');
    expect(effects.streamFailed).toBe(true);
    expect(deps.playback.pause).toHaveBeenCalled();
    expect(deps.dispatch).toHaveBeenLastCalledWith({ type: 'setPlaying', playing: false });
    // Nothing more happens by itself.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deps.playback.reload).toHaveBeenCalledTimes(MAX_RECOVERIES);

    effects.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.dispatch).toHaveBeenLastCalledWith({ type: 'setPlaying', playing: true });
    expect(deps.playback.reload).toHaveBeenLastCalledWith('/media/stream/g-1', 42, true);
    expect(status(deps)).toBe('buffering');
    expect(effects.streamFailed).toBe(false);
  });

  it('POST /song failing during a recovery is tried again after the next back-off, without a snackbar', async () => {
    const offline = new ApiError({ kind: 'network', status: 0, endpoint: { method: 'POST', path: '/song' } });
    let calls = 0;
    const { effects, deps } = await playing((i) =>
      ++calls === 1 || calls === 4 ? Promise.resolve(live(i.id)) : Promise.reject(offline),
    );
    effects.recover('error');
    await vi.advanceTimersByTimeAsync(500);
    effects.recover('error');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toBe(3);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(calls).toBe(4);
    expect(deps.playback.reload).toHaveBeenLastCalledWith('/media/stream/g-1', 42, true);
    expect(deps.failed).not.toHaveBeenCalled();
  });

  it('a new item forgets the old one’s recoveries', async () => {
    const { effects, deps } = await playing();
    effects.recover('error');
    effects.run({ type: 'load', item: item(2) });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deps.playback.reload).not.toHaveBeenCalled();
    expect(status(deps)).toBe('ok');
  });

  it('only the current and next items stay buffered; close to the end the next one is read ahead again', async () => {
    const { effects, deps } = await playing();
    expect(deps.playback.retain).toHaveBeenLastCalledWith(['/media/stream/g-1', '/media/stream/g-2']);
    expect(deps.sources.prefetch).toHaveBeenCalledTimes(1);
    effects.time(10, 60);
    expect(deps.sources.prefetch).toHaveBeenCalledTimes(1);
    effects.time(16, 60);
    effects.time(20, 60);
    expect(deps.sources.prefetch).toHaveBeenCalledTimes(2);
  });
});
