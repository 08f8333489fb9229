import { useCallback, useEffect, useRef, useState } from 'react';
import { smoothScrollBy } from '#lib/smooth-scroll.ts';

/** Tolerance for sub-pixel scroll positions. */
const EDGE_PX = 2;

/**
 * Scroll state and paging for a horizontal rail. Logical directions: "forward" follows the
 * reading direction, so the same buttons work mirrored in rtl (scrollLeft runs negative there).
 */
export function useRailScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const offset = Math.abs(el.scrollLeft);
    setEdges({ atStart: offset <= EDGE_PX, atEnd: offset + el.clientWidth >= el.scrollWidth - EDGE_PX });
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [update]);

  const page = useCallback((direction: 'back' | 'forward') => {
    const el = ref.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    const sign = (direction === 'forward' ? 1 : -1) * (rtl ? -1 : 1);
    // Shell §9: smooth scrolling takes 300 ms (at once with reduced motion).
    void smoothScrollBy(el, { left: sign * el.clientWidth * 0.9 });
  }, []);

  return { ref, ...edges, page };
}
