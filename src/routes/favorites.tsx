import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { FavoritesParamsSchema } from '#features/library/favorites-params.ts';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

// The user's own pages are their own chunk: most visits never need them.
const component = lazyPage(() => import('#features/library/components/favorites-page.tsx'), 'FavoritesPage');

export const Route = createFileRoute('/favorites')({
  ...pageRouteOptions('favorites', { component }),
  validateSearch: FavoritesParamsSchema,
});
