import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

// The user's own page is its own chunk: most visits never need it.
const component = lazyPage(
  () => import('#features/parental/components/parental-page.tsx'),
  'ParentalControlPage',
);

export const Route = createFileRoute('/parentalControl')(pageRouteOptions('parental-control', { component }));
