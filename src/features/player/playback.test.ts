import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioPool } from './audio-pool.ts';
import { Playback, SEEK_FLAG_MS } from './playback.ts';
import { type FakeAudio, fakeAudio } from './testing/fake-audio.ts';

function setup() {
  const events = {
    onPlayingChange: vi.fn(),
    onEnded: vi.fn(),
    onTime: vi.fn(),
    onError: vi.fn(),
    onBuffering: vi.fn(),
  };
  const playback = new Playback(new AudioPool(fakeAudio, 'player000001'), events);
  return { playback, events };
}
const elementOf = (playback: Playback) => (playback as unknown as { current: FakeAudio }).current;

describe('playback (the current <audio> element)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is audible only while sound really comes out: not before data, not buffering, not paused', async () => {
    const { playback } = setup();
    await playback.start('/a.m4a');
    const audio = elementOf(playback);
    expect(playback.audible).toBe(false);
    audio.sounds();
    expect(playback.audible).toBe(true);
    audio.readyState = 2;
    audio.fire('waiting');
    expect(playback.audible).toBe(false);
    audio.sounds();
    audio.pause();
    expect(playback.audible).toBe(false);
  });

  it('buffering: wanting to play without data to play, until sound comes out (not while paused, ended or failed)', async () => {
    const { playback, events } = setup();
    await playback.start('/a.m4a');
    const audio = elementOf(playback);
    // play() with nothing loaded yet.
    expect(events.onBuffering).toHaveBeenLastCalledWith(true);
    audio.sounds();
    expect(events.onBuffering).toHaveBeenLastCalledWith(false);
    expect(playback.isBuffering).toBe(false);
    // The network stalled and the buffer ran out.
    audio.readyState = 2;
    audio.fire('waiting');
    expect(playback.isBuffering).toBe(true);
    // A stalled request with data still ahead is not buffering.
    audio.sounds();
    audio.fire('stalled');
    expect(playback.isBuffering).toBe(false);
    audio.readyState = 2;
    audio.fire('waiting');
    audio.pause();
    expect(playback.isBuffering).toBe(false);
    await playback.play();
    expect(playback.isBuffering).toBe(true);
    audio.error = { code: 2 };
    audio.fire('error');
    expect(playback.isBuffering).toBe(false);
    expect(events.onError).toHaveBeenCalledOnce();
  });

  it('reload loads the same source again at a position and plays it', async () => {
    const { playback } = setup();
    await playback.start('/a.m4a');
    const audio = elementOf(playback);
    const load = vi.spyOn(audio, 'load');
    await playback.reload('/a.m4a', 42, true);
    expect(elementOf(playback)).toBe(audio);
    expect(load).toHaveBeenCalledOnce();
    expect(audio.currentTime).toBe(42);
    expect(audio.paused).toBe(false);
  });

  it('the seek flag ignores time updates for 200 ms after a seek (commerce §9)', async () => {
    const { playback, events } = setup();
    await playback.start('/a.m4a');
    const audio = elementOf(playback);
    audio.duration = 100;
    playback.seek(40);
    expect(audio.currentTime).toBe(40);
    expect(events.onTime).toHaveBeenLastCalledWith(40, 100);
    expect(playback.seeking).toBe(true);
    audio.currentTime = 12;
    audio.fire('timeupdate');
    expect(events.onTime).toHaveBeenLastCalledWith(40, 100);
    vi.advanceTimersByTime(SEEK_FLAG_MS);
    expect(playback.seeking).toBe(false);
    audio.fire('timeupdate');
    expect(events.onTime).toHaveBeenLastCalledWith(12, 100);
  });

  it('a seek stays within the item', async () => {
    const { playback } = setup();
    await playback.start('/a.m4a');
    const audio = elementOf(playback);
    audio.duration = 30;
    playback.seek(99);
    expect(audio.currentTime).toBe(30);
    playback.seek(-5);
    expect(audio.currentTime).toBe(0);
  });

  it("switching items pauses the old element quietly: its pause is not the user's", async () => {
    const { playback, events } = setup();
    await playback.start('/a.m4a');
    const first = elementOf(playback);
    events.onPlayingChange.mockClear();
    await playback.start('/b.m4a');
    expect(first.paused).toBe(true);
    expect(events.onPlayingChange).toHaveBeenCalledTimes(1);
    expect(events.onPlayingChange).toHaveBeenCalledWith(true);
  });

  it('a browser refusing to play says so (autoplay rules); paused loading does not play', async () => {
    const { playback, events } = setup();
    await playback.start('/a.m4a', 0, false);
    expect(elementOf(playback).paused).toBe(true);
    elementOf(playback).refuse = true;
    expect(await playback.play()).toBe(false);
    expect(events.onPlayingChange).toHaveBeenLastCalledWith(false);
  });

  it('volume and mute apply to every element of the pool', async () => {
    const { playback } = setup();
    await playback.start('/a.m4a');
    playback.preload('/b.m4a');
    playback.setVolume(0.2);
    playback.setMuted(true);
    const elements = (playback as unknown as { pool: AudioPool }).pool.elements;
    expect(elements.map((e) => [e.volume, e.muted])).toEqual([
      [0.2, true],
      [0.2, true],
    ]);
  });

  it('ended and error reach the player', async () => {
    const { playback, events } = setup();
    await playback.start('/a.m4a');
    elementOf(playback).fire('ended');
    elementOf(playback).fire('error');
    expect(events.onEnded).toHaveBeenCalledOnce();
    expect(events.onError).toHaveBeenCalledOnce();
  });
});
