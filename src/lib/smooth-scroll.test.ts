import { afterEach, describe, expect, it, vi } from 'vitest';
import { SMOOTH_SCROLL_MS, smoothScrollBy } from './smooth-scroll.ts';

describe('smooth scrolling (shell §9: 300 ms)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('eases over 300 ms by default and ends exactly at the distance', async () => {
    let now = 0;
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const el = { scrollLeft: 0, scrollTop: 0 };
    const done = smoothScrollBy(el, { left: 900 });
    const seen: number[] = [];
    while (frames.length > 0) {
      const next = frames.shift();
      next?.(now);
      seen.push(el.scrollLeft);
      now += 50;
    }
    await done;
    expect(SMOOTH_SCROLL_MS).toBe(300);
    // 0, 50 … 300 ms: seven frames, moving slowly first, then fast, then slowly.
    expect(seen).toHaveLength(7);
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBeCloseTo(900, 6);
    expect((seen[1] ?? 0) - (seen[0] ?? 0)).toBeLessThan((seen[3] ?? 0) - (seen[2] ?? 0));
  });

  it('jumps at once when the user prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const el = { scrollLeft: 10, scrollTop: 0 };
    await smoothScrollBy(el, { left: -300 });
    expect(el.scrollLeft).toBe(-290);
  });
});
