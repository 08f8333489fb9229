import { type RefObject, useEffect } from 'react';

/**
 * While the fixed bar is shown the page gets matching padding at that edge, so the bar never
 * covers the end (or start) of the content; --consent-bar-size lets snackbars sit above it.
 */
export function useReservedSpace(
  ref: RefObject<HTMLElement | null>,
  edge: 'top' | 'bottom',
  active: boolean,
) {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const { body, documentElement } = document;
    const property = edge === 'bottom' ? 'paddingBlockEnd' : 'paddingBlockStart';
    const apply = () => {
      const size = `${element.getBoundingClientRect().height}px`;
      body.style[property] = size;
      if (edge === 'bottom') documentElement.style.setProperty('--consent-bar-size', size);
    };
    apply();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : undefined;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style[property] = '';
      documentElement.style.removeProperty('--consent-bar-size');
    };
  }, [ref, edge, active]);
}
