import type { AnyRouter } from '@tanstack/react-router';
import { splitLocalePrefix } from '#contract/locales.ts';

/** Shell §9: page payloads are prefetched 1000 ms after the page goes idle, skipped on the slowest connections. */
export const PREFETCH_IDLE_DELAY_MS = 1000;
/** Enough for a screenful of cards without flooding a mobile connection. */
export const PREFETCH_MAX_LINKS = 12;

interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === 'slow-2g' ||
    connection.effectiveType === '2g'
  );
}

interface Viewport {
  width: number;
  height: number;
  origin: string;
}

/** Same-origin page links at least partly on screen, in document order, without duplicates. */
export function visibleInternalLinks(
  root: ParentNode,
  viewport: Viewport,
  max = PREFETCH_MAX_LINKS,
): string[] {
  const hrefs: string[] = [];
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (hrefs.length >= max) break;
    const url = new URL(anchor.href, viewport.origin);
    if (url.origin !== viewport.origin || anchor.target === '_blank' || anchor.hasAttribute('download'))
      continue;
    const box = anchor.getBoundingClientRect();
    const onScreen =
      box.bottom > 0 && box.right > 0 && box.top < viewport.height && box.left < viewport.width;
    const href = url.pathname + url.search;
    if (onScreen && !hrefs.includes(href)) hrefs.push(href);
  }
  return hrefs;
}

/** After every page change: wait 1000 ms, then at idle preload the visible links' routes (their structures). */
export function startIdlePrefetch(router: AnyRouter): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  const prefetch = () => {
    const viewport = { width: window.innerWidth, height: window.innerHeight, origin: location.origin };
    for (const href of visibleInternalLinks(document, viewport)) {
      if (href === location.pathname + location.search) continue;
      // A failed prefetch is only a missed optimisation; the real navigation reports errors.
      const url = new URL(href, location.origin);
      // Routes are defined without the locale prefix (the rewrite adds it back).
      const to = splitLocalePrefix(url.pathname).pathname;
      router.preloadRoute({ to, search: Object.fromEntries(url.searchParams) }).catch(() => undefined);
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    if (isSlowConnection(connection)) return;
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch, { timeout: 2000 });
      else prefetch();
    }, PREFETCH_IDLE_DELAY_MS);
  };
  const unsubscribe = router.subscribe('onResolved', schedule);
  schedule();
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
