import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearFatalError,
  currentFatalError,
  isIgnorable,
  listenForUnhandledErrors,
  reportFatalError,
} from './fatal-error.ts';

describe('unhandled errors reach the error screen (shell §4)', () => {
  let target: Window;
  let stop: () => void;
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    target = new EventTarget() as unknown as Window;
    stop = listenForUnhandledErrors(target);
  });
  afterEach(() => {
    stop();
    clearFatalError();
    vi.restoreAllMocks();
  });

  it('an uncaught exception becomes the fatal error', () => {
    const error = new Error('boom');
    target.dispatchEvent(new ErrorEvent('error', { error }));
    expect(currentFatalError()).toBe(error);
  });

  it('an unhandled rejection becomes the fatal error', () => {
    const reason = new Error('rejected');
    const event = Object.assign(new Event('unhandledrejection'), { reason });
    target.dispatchEvent(event);
    expect(currentFatalError()).toBe(reason);
  });

  it('a resource load failure (no error object) is not a fault', () => {
    target.dispatchEvent(new ErrorEvent('error'));
    expect(currentFatalError()).toBeUndefined();
  });

  it('aborted requests and chunk-load failures are ignored', () => {
    expect(isIgnorable(Object.assign(new Error('x'), { name: 'AbortError' }))).toBe(true);
    expect(isIgnorable(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isIgnorable(new Error('boom'))).toBe(false);
  });

  it('clearing (on the next navigation) removes the error', () => {
    reportFatalError(new Error('x'));
    clearFatalError();
    expect(currentFatalError()).toBeUndefined();
  });
});
