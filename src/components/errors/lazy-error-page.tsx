import { type ComponentProps, Suspense } from 'react';
import { readyLazy } from '#lib/ready-lazy.ts';
import { usePageHydrated } from '#platform/hydration-gate.ts';
import type { ErrorPage as ErrorPageView } from './error-page.tsx';

// The error screen (texts for every status, styles, tracking) loads when an error happens, not before.
const errorPage = readyLazy<ComponentProps<typeof ErrorPageView>>(
  async () => (await import('./error-page.tsx')).ErrorPage,
);

/** A server-rendered error screen loads its code before hydrating, so its controls answer with the page. */
export const preloadErrorPage = errorPage.preload;

export function ErrorPage(props: ComponentProps<typeof ErrorPageView>) {
  usePageHydrated();
  return (
    <Suspense fallback={null}>
      <errorPage.Component {...props} />
    </Suspense>
  );
}
