import { describe, expect, it, vi } from 'vitest';
import { goBack } from './go-back.ts';

describe('back helper (shell §2)', () => {
  it('goes to / when the history holds two entries or fewer', () => {
    for (const length of [1, 2]) {
      const history = { length, back: vi.fn() };
      const home = vi.fn();
      goBack(history, home);
      expect(home).toHaveBeenCalledOnce();
      expect(history.back).not.toHaveBeenCalled();
    }
  });

  it('otherwise goes one step back', () => {
    const history = { length: 3, back: vi.fn() };
    const home = vi.fn();
    goBack(history, home);
    expect(history.back).toHaveBeenCalledOnce();
    expect(home).not.toHaveBeenCalled();
  });
});
