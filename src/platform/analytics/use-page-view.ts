import { useEffect } from 'react';
import { schedulePageView } from './track.ts';

/** One page view per shown page (name, path and locale), 250 ms after it is shown; none if left sooner. */
export function usePageView(pageName: string, path: string, locale: string): void {
  useEffect(() => schedulePageView({ pageName, path, locale }), [pageName, path, locale]);
}
