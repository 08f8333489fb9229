import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

const ENGAGED_KEY = 'install-engaged';

const readEngaged = () => {
  try {
    return sessionStorage.getItem(ENGAGED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * Issue 15: never on the first screen. The visit counts as engaged once the user has moved to a second page of
 * the app; it stays engaged for the rest of the visit (a reload keeps it).
 */
export function useEngagedVisit(): boolean {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const firstPath = useRef(pathname);
  const [engaged, setEngaged] = useState(readEngaged);
  useEffect(() => {
    if (engaged || pathname === firstPath.current) return;
    setEngaged(true);
    try {
      sessionStorage.setItem(ENGAGED_KEY, '1');
    } catch {
      // Private mode: engaged for this page view only.
    }
  }, [engaged, pathname]);
  return engaged;
}
