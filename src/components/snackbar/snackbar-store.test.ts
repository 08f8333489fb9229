import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentSnackbar, dismissSnackbar, SNACKBAR_TIMEOUT_MS, showSnackbar } from './snackbar-store.ts';

describe('snackbar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissSnackbar();
    vi.useRealTimers();
  });

  it('disappears after 5000 ms (shell §9)', () => {
    showSnackbar('Link copied');
    vi.advanceTimersByTime(SNACKBAR_TIMEOUT_MS - 1);
    expect(currentSnackbar()?.message).toBe('Link copied');
    vi.advanceTimersByTime(1);
    expect(currentSnackbar()).toBeNull();
  });

  it('a newer message replaces the current one and gets its own 5000 ms', () => {
    showSnackbar('first');
    vi.advanceTimersByTime(4000);
    showSnackbar('second');
    vi.advanceTimersByTime(4000);
    expect(currentSnackbar()?.message).toBe('second');
    vi.advanceTimersByTime(1000);
    expect(currentSnackbar()).toBeNull();
  });
});
