import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTDOWN_MS, createIdleTimer } from './idle-timer.ts';
import { holdWakeLock, keepInside, leavesKiosk } from './kiosk-guards.ts';
import {
  forgetHistoryEntries,
  isForeignEntry,
  kioskHoldsUpdates,
  markKioskIdle,
  markKioskInUse,
  recordEntry,
  setKioskRunning,
} from './kiosk-session.ts';

describe('idle timer (issue 21: reset after the configured time without input)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = (busy = () => false) => {
    const onCountdown = vi.fn();
    const onExpire = vi.fn();
    const timer = createIdleTimer({ timeoutMs: 120_000, busy, onCountdown, onExpire });
    return { timer, onCountdown, onExpire };
  };

  it('counts down the last 10 s and resets after 120 s without input', () => {
    const { timer, onCountdown, onExpire } = start();
    vi.advanceTimersByTime(120_000 - COUNTDOWN_MS - 1000);
    expect(onCountdown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onCountdown).toHaveBeenLastCalledWith(10);
    vi.advanceTimersByTime(9000);
    expect(onCountdown).toHaveBeenLastCalledWith(1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onExpire).toHaveBeenCalledOnce();
    expect(onCountdown).toHaveBeenLastCalledWith(null);
    timer.stop();
  });

  it('any input cancels the countdown and starts the wait over', () => {
    const { timer, onCountdown, onExpire } = start();
    vi.advanceTimersByTime(115_000);
    expect(onCountdown).toHaveBeenLastCalledWith(5);
    timer.activity();
    expect(onCountdown).toHaveBeenLastCalledWith(null);
    vi.advanceTimersByTime(119_000);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onExpire).toHaveBeenCalledOnce();
    timer.stop();
  });

  it('never resets while media plays; the wait starts when it stops', () => {
    let playing = true;
    const { timer, onExpire } = start(() => playing);
    vi.advanceTimersByTime(600_000);
    expect(onExpire).not.toHaveBeenCalled();
    playing = false;
    vi.advanceTimersByTime(119_000);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onExpire).toHaveBeenCalledOnce();
    timer.stop();
  });

  it('stops counting when stopped', () => {
    const { timer, onExpire } = start();
    timer.stop();
    vi.advanceTimersByTime(600_000);
    expect(onExpire).not.toHaveBeenCalled();
  });
});

describe('kiosk session', () => {
  beforeEach(() => sessionStorage.clear());

  it('holds updates while running and in use, not while idle or not running', () => {
    expect(kioskHoldsUpdates()).toBe(false);
    setKioskRunning(true);
    expect(kioskHoldsUpdates()).toBe(true);
    markKioskIdle();
    expect(kioskHoldsUpdates()).toBe(false);
    markKioskInUse();
    expect(kioskHoldsUpdates()).toBe(true);
    setKioskRunning(false);
    expect(kioskHoldsUpdates()).toBe(false);
  });

  it('after a reset, entries of the previous visitor are foreign and the new ones are not', () => {
    const entry = (key: string) => ({ __TSR_key: key });
    recordEntry(entry('old'));
    expect(isForeignEntry(entry('old'))).toBe(false);
    forgetHistoryEntries();
    expect(isForeignEntry(entry('old'))).toBe(true);
    // A new entry (a new key) is the new visitor's, and stays theirs.
    expect(isForeignEntry(entry('home'))).toBe(false);
    recordEntry(entry('home'));
    recordEntry(entry('album'));
    expect(isForeignEntry(entry('album'))).toBe(false);
    // An old entry is never taken over by recording it.
    recordEntry(entry('old'));
    expect(isForeignEntry(entry('old'))).toBe(true);
    expect(isForeignEntry(null)).toBe(false);
  });
});

describe('kiosk guards', () => {
  const link = (href: string, attrs: Record<string, string> = {}) => {
    const anchor = document.createElement('a');
    anchor.href = href;
    for (const [name, value] of Object.entries(attrs)) anchor.setAttribute(name, value);
    return anchor;
  };

  it('tells which links leave the kiosk', () => {
    const origin = window.location.origin;
    expect(leavesKiosk(link('/music/list'), origin)).toBe(false);
    expect(leavesKiosk(link('https://example.com/'), origin)).toBe(true);
    expect(leavesKiosk(link('/media/file.zip', { download: '' }), origin)).toBe(true);
    expect(leavesKiosk(link('/music/list', { target: '_blank' }), origin)).toBe(true);
  });

  it('stops a click on an external link and window.open, and gives them back when stopped', () => {
    const blocked = vi.fn();
    const original = window.open;
    const stop = keepInside(blocked);
    const external = link('https://example.com/');
    document.body.append(external);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    external.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(window.open('https://example.com/')).toBeNull();
    expect(blocked).toHaveBeenCalledTimes(2);
    stop();
    expect(window.open).toBe(original);
    external.remove();
  });

  it('holds a wake lock and asks again when the page shows again', async () => {
    const sentinels: { released: boolean; release: () => Promise<void> }[] = [];
    const request = vi.fn(async () => {
      const sentinel = {
        released: false,
        release: async () => {
          sentinel.released = true;
        },
      };
      sentinels.push(sentinel);
      return sentinel;
    });
    const nav = { wakeLock: { request } } as unknown as Navigator;
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const stop = holdWakeLock(nav, document);
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    // The browser releases the lock when the tab hides.
    visibility = 'hidden';
    if (sentinels[0]) sentinels[0].released = true;
    document.dispatchEvent(new Event('visibilitychange'));
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    stop();
    await vi.waitFor(() => expect(sentinels[1]?.released).toBe(true));
    vi.restoreAllMocks();
  });
});
