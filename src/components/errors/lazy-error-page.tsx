import { type ComponentProps, lazy, Suspense } from 'react';

// The error screen (texts for every status, styles, tracking) loads when an error happens, not before.
const ErrorPageChunk = lazy(async () => ({ default: (await import('./error-page.tsx')).ErrorPage }));

export function ErrorPage(props: ComponentProps<typeof ErrorPageChunk>) {
  return (
    <Suspense fallback={null}>
      <ErrorPageChunk {...props} />
    </Suspense>
  );
}
