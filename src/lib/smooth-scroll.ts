/** Shell §9: smooth scrolling takes 300 ms unless a caller says otherwise. */
export const SMOOTH_SCROLL_MS = 300;

const easeInOutCubic = (t: number): number => (t < 0.5 ? 4 * t ** 3 : 1 - (-2 * t + 2) ** 3 / 2);

const reducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface Scrollable {
  scrollLeft: number;
  scrollTop: number;
}

/**
 * Scrolls an element (or the page: document.scrollingElement) by a distance over `duration` ms with an
 * ease-in-out curve; at once when the user prefers reduced motion. Resolves when it is there. A scroll the
 * user starts meanwhile (wheel, touch, keys) is not fought: each frame moves on from where the last one left.
 */
export function smoothScrollBy(
  target: Scrollable,
  delta: { left?: number; top?: number },
  duration = SMOOTH_SCROLL_MS,
): Promise<void> {
  const { left = 0, top = 0 } = delta;
  if (reducedMotion() || duration <= 0 || typeof requestAnimationFrame !== 'function') {
    target.scrollLeft += left;
    target.scrollTop += top;
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let start: number | undefined;
    let done = 0;
    const frame = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / duration);
      const eased = easeInOutCubic(progress);
      target.scrollLeft += left * (eased - done);
      target.scrollTop += top * (eased - done);
      done = eased;
      if (progress < 1) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
}
