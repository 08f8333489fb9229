import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

const ENGAGED_KEY = 'install-engaged';
const VISIT_START_KEY = 'install-visit-start';
/** A second page view counts once the visit has lasted this long (a quick bounce between pages does not). */
export const ENGAGED_AFTER_MS = 30_000;

function session(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function remember(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Private mode: remembered for this page view only.
  }
}

/** When this visit (the tab's session) began; kept across reloads. */
function visitStart(): number {
  const stored = Number(session(VISIT_START_KEY));
  if (Number.isFinite(stored) && stored > 0) return stored;
  const now = Date.now();
  remember(VISIT_START_KEY, String(now));
  return now;
}

/**
 * Issue 21: the install prompt comes after engagement, never on the first screen. A visit is engaged once the
 * user has moved to a second page and stayed 30 s, or at once when something starts playing (any audio or video
 * element of the page). It stays engaged for the rest of the visit (a reload keeps it).
 */
export function useEngagedVisit(): boolean {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const firstPath = useRef(pathname);
  const [engaged, setEngaged] = useState(() => session(ENGAGED_KEY) === '1');
  const [movedOn, setMovedOn] = useState(false);

  useEffect(() => {
    if (pathname !== firstPath.current) setMovedOn(true);
  }, [pathname]);

  useEffect(() => {
    if (engaged) return;
    const engage = () => {
      remember(ENGAGED_KEY, '1');
      setEngaged(true);
    };
    // `play` does not bubble: a capturing listener hears every media element's start.
    document.addEventListener('play', engage, true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (movedOn) timer = setTimeout(engage, Math.max(0, visitStart() + ENGAGED_AFTER_MS - Date.now()));
    else visitStart();
    return () => {
      document.removeEventListener('play', engage, true);
      clearTimeout(timer);
    };
  }, [engaged, movedOn]);
  return engaged;
}
