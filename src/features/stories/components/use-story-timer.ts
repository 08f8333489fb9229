import { useEffect, useRef, useState } from 'react';

const TICK_MS = 100;

/** Whether the user asked the system for less motion (then stories start paused). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
  );
}

/** Whether the page is hidden (another tab, a minimised window): stories wait for the user. */
function useHidden(): boolean {
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.hidden);
  useEffect(() => {
    const update = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return hidden;
}

/**
 * The time a story has shown, restarted for every story (`storyKey`); it runs while not paused, held or hidden,
 * and calls onDone once the story's duration has passed.
 */
export function useStoryTimer(
  storyKey: string,
  durationMs: number,
  stopped: boolean,
  onDone: () => void,
): number {
  // Kept with its story: a new story reads zero at once, before any effect ran.
  const [shown, setShown] = useState({ key: storyKey, ms: 0 });
  const elapsed = shown.key === storyKey ? shown.ms : 0;
  const hidden = useHidden();
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (stopped || hidden) return;
    let last = performance.now();
    const id = window.setInterval(() => {
      const now = performance.now();
      const step = now - last;
      last = now;
      setShown((before) => ({
        key: storyKey,
        ms: Math.min((before.key === storyKey ? before.ms : 0) + step, durationMs),
      }));
    }, TICK_MS);
    return () => window.clearInterval(id);
  }, [stopped, hidden, durationMs, storyKey]);
  useEffect(() => {
    if (elapsed >= durationMs) done.current();
  }, [elapsed, durationMs]);
  return elapsed;
}
