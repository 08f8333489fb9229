import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_POLL_MS, checkForNewBuild, startBuildFreshness } from './build-check.ts';
import { isMediaPlaying, registerMediaPlayback } from './media-playing.port.ts';
import { guardedReload, RELOAD_GUARD_MS } from './reload-guard.ts';

const storage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
};
const quiet = () => true;

describe('reload guard (shell §9: once per path per 10 s)', () => {
  it('reloads once, refuses within 10 s on the same path, allows again after', () => {
    const store = storage();
    const reload = vi.fn();
    const at = (now: number, path = '/a') => guardedReload({ path, now, storage: store, reload, quiet });
    expect(at(1_000)).toBe(true);
    expect(at(1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(at(2_000, '/b')).toBe(true);
    expect(at(1_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('never reloads unless it is a quiet moment (update gate)', () => {
    const reload = vi.fn();
    expect(guardedReload({ path: '/', now: 1, storage: storage(), reload, quiet: () => false })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('isMediaPlaying', () => {
  it('asks the registered players', () => {
    expect(isMediaPlaying()).toBe(false);
    const off = registerMediaPlayback(() => true);
    expect(isMediaPlaying()).toBe(true);
    off();
    expect(isMediaPlaying()).toBe(false);
  });
});

describe('build check', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  const answer = (id: string) =>
    vi.fn().mockResolvedValue(new Response(JSON.stringify({ id, builtAt: 'x' })));

  it('asks builds/latest.json with a timestamp and keeps the page on the same id', async () => {
    const fetchImpl = answer('test');
    expect(await checkForNewBuild(fetchImpl, 'test')).toBe(false);
    expect(fetchImpl.mock.calls[0]?.[0]).toMatch(/builds\/latest\.json\?timestamp=\d+$/);
  });

  it('polls every 5 minutes and when the tab becomes visible', () => {
    const check = vi.fn().mockResolvedValue(false);
    const stop = startBuildFreshness(check);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(BUILD_POLL_MS);
    expect(check).toHaveBeenCalledTimes(2);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(BUILD_POLL_MS);
    expect(check).toHaveBeenCalledTimes(3);
  });
});

describe('chunk load failure', () => {
  it('vite:preloadError reloads through the guard', async () => {
    const { reloadOnChunkFailure } = await import('./chunk-failure.ts');
    sessionStorage.clear();
    const reload = vi.fn();
    vi.spyOn(location, 'reload').mockImplementation(reload);
    const stop = reloadOnChunkFailure();
    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    stop();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(second.defaultPrevented).toBe(false);
  });
});
