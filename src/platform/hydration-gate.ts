import type { RouteComponent, RouterHistory } from '@tanstack/react-router';
import { createElement, useEffect } from 'react';

/**
 * A navigation made while the server-rendered page is still hydrating (a header link clicked at once) makes
 * TanStack Router render the page's not-yet-hydrated part against the next location, which throws (upstream
 * TanStack/router#8306) and makes React throw the page away. Until the page's own component has hydrated, a
 * navigation waits for it, never longer than the deadline; the click is kept, not lost.
 */
const HYDRATION_WAIT_MS = 1500;

let markHydrated: () => void = () => {};
const pageHydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

/** Called once after the first page hydrated: from then on navigations go at once. */
export function holdNavigationsUntilHydrated(history: RouterHistory): void {
  const unblock = history.block({
    blockerFn: async () => {
      await Promise.race([pageHydrated, new Promise((resolve) => setTimeout(resolve, HYDRATION_WAIT_MS))]);
      return false;
    },
    enableBeforeUnload: false,
  });
  void pageHydrated.then(unblock);
}

/** Settles once the first page hydrated, or after `ms` at the latest (a page that never says so). */
export const pageHydratedWithin = (ms: number): Promise<void> =>
  Promise.race([pageHydrated, new Promise<void>((resolve) => setTimeout(resolve, ms))]);

/** A page's component calls this: its effect runs once the page's part of the document has hydrated. */
export function usePageHydrated(): void {
  useEffect(() => markHydrated(), []);
}

/** A route's component that tells the gate when it has hydrated (its preload kept for the router). */
export function withPageHydrated(Component: RouteComponent): RouteComponent {
  function PageHydrated(props: Record<string, unknown>) {
    usePageHydrated();
    return createElement(Component, props);
  }
  return Object.assign(PageHydrated, { preload: Component.preload });
}
