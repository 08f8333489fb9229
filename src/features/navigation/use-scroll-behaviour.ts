import { type ParsedLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Shell §9: the second scroll handler waits this long for late content (images, lists) to lay out. */
export const SCROLL_RESTORE_DELAY_MS = 100;

/** A history entry's identity: the same entry again (back/forward) has the same key. */
const entryKey = (location: ParsedLocation): string => location.state.__TSR_key ?? location.href;

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  const target = document.getElementById(decodeURIComponent(hash));
  target?.scrollIntoView();
  return Boolean(target);
}

/**
 * Shell §2: the router scrolls to the top, to the hash target, or to the saved position (back/forward)
 * when a page renders. This second handler re-applies the hash target or the saved position 100 ms
 * later, once late content has given the page its height.
 */
export function useScrollBehaviour(): void {
  const router = useRouter();
  useEffect(() => {
    const saved = new Map<string, { x: number; y: number }>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offLeave = router.subscribe('onBeforeNavigate', ({ fromLocation }) => {
      if (fromLocation) saved.set(entryKey(fromLocation), { x: window.scrollX, y: window.scrollY });
    });
    const offRender = router.subscribe('onRendered', ({ toLocation }) => {
      const position = saved.get(entryKey(toLocation));
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (scrollToHash(toLocation.hash) || !position) return;
        if (position.x !== window.scrollX || position.y !== window.scrollY)
          window.scrollTo(position.x, position.y);
      }, SCROLL_RESTORE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      offLeave();
      offRender();
    };
  }, [router]);
}
