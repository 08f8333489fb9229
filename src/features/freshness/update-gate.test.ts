import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFormDirty } from '#lib/dirty-forms.ts';
import { registerMediaPlayback } from './media-playing.port.ts';
import { announceUpdates } from './update-announce.ts';
import {
  GATE_RECHECK_MS,
  notifyUpdateGate,
  quietForUpdate,
  registerUpdateHold,
  whenQuiet,
} from './update-gate.ts';

describe('update gate (issue 21: applied by itself only when nothing plays, no form is dirty, the kiosk idle)', () => {
  it('is quiet only when nothing plays, no form is dirty and no hold holds', () => {
    expect(quietForUpdate()).toBe(true);
    const stopPlaying = registerMediaPlayback(() => true);
    expect(quietForUpdate()).toBe(false);
    stopPlaying();
    setFormDirty('profile', true);
    expect(quietForUpdate()).toBe(false);
    setFormDirty('profile', false);
    const form = document.createElement('form');
    form.dataset.dirty = 'true';
    document.body.append(form);
    expect(quietForUpdate()).toBe(false);
    form.remove();
    const release = registerUpdateHold(() => true);
    expect(quietForUpdate()).toBe(false);
    release();
    expect(quietForUpdate()).toBe(true);
  });

  describe('whenQuiet', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('applies at once when quiet', () => {
      const apply = vi.fn();
      whenQuiet(apply, () => true);
      expect(apply).toHaveBeenCalledOnce();
    });

    it('waits for the next check or a hold change, then applies once', () => {
      let quiet = false;
      const apply = vi.fn();
      whenQuiet(apply, () => quiet);
      vi.advanceTimersByTime(GATE_RECHECK_MS * 3);
      expect(apply).not.toHaveBeenCalled();
      quiet = true;
      notifyUpdateGate();
      expect(apply).toHaveBeenCalledOnce();
      vi.advanceTimersByTime(GATE_RECHECK_MS * 3);
      notifyUpdateGate();
      expect(apply).toHaveBeenCalledOnce();
    });

    it('can be cancelled', () => {
      const apply = vi.fn();
      const cancel = whenQuiet(apply, () => false);
      cancel();
      vi.advanceTimersByTime(GATE_RECHECK_MS * 3);
      expect(apply).not.toHaveBeenCalled();
    });
  });
});

describe('announceUpdates', () => {
  const setup = (quietNow: boolean) => {
    let waiting: (() => void) | undefined;
    let gate: (() => void) | undefined;
    const ports = {
      onWaiting: (listener: () => void) => {
        waiting = listener;
        return () => undefined;
      },
      apply: vi.fn(() => true),
      announce: vi.fn((_reload: () => void) => 7),
      dismiss: vi.fn(),
      whenQuiet: (apply: () => void) => {
        gate = apply;
        if (quietNow) apply();
        return () => undefined;
      },
    };
    announceUpdates(ports);
    return { ports, fireWaiting: () => waiting?.(), quietComes: () => gate?.() };
  };

  it('announces a waiting version with a Reload action that applies it', () => {
    const { ports, fireWaiting } = setup(false);
    fireWaiting();
    expect(ports.announce).toHaveBeenCalledOnce();
    expect(ports.apply).not.toHaveBeenCalled();
    ports.announce.mock.calls[0]?.[0]();
    expect(ports.apply).toHaveBeenCalledOnce();
    expect(ports.dismiss).toHaveBeenCalledWith(7);
  });

  it('applies it by itself at the first quiet moment, once', () => {
    const { ports, fireWaiting, quietComes } = setup(false);
    fireWaiting();
    quietComes();
    quietComes();
    expect(ports.apply).toHaveBeenCalledOnce();
  });
});
