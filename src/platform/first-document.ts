import type { AnyRouter } from '@tanstack/react-router';

/**
 * The document the server rendered, until the first navigation away from it. Parts of that page that are
 * far below the fold (rails after the first screenful) go out as light placeholders and fill in from the
 * cached data once the browser is idle or the user nears them: less HTML to parse, less to hydrate.
 * Both sides must agree: the server renders placeholders, and the browser keeps rendering them while it
 * hydrates that document (Suspense boundaries hydrate after the root, so no "hydration done" moment works).
 */
let serverDocument = typeof window !== 'undefined' && '$_TSR' in window;

/** True on the server and in the browser while it shows the document the server rendered. */
export const isServerDocument = (server: boolean | undefined): boolean => server === true || serverDocument;

/**
 * A navigation to another page renders it whole: from then on nothing is deferred. Loads of the same page
 * (the browser's own pass after hydration, a stripped query parameter) keep the server's document.
 */
export function endServerDocumentOnNavigation(router: AnyRouter): () => void {
  const firstPath = router.state.location.pathname;
  const unsubscribe = router.subscribe('onBeforeNavigate', (event) => {
    if (event.toLocation.pathname === firstPath) return;
    serverDocument = false;
    unsubscribe();
  });
  return unsubscribe;
}
