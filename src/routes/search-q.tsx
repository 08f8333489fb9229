import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { pageRouteOptions } from '#features/navigation/page-route.ts';
import { SearchPageParamsSchema } from '#features/search/search-params.ts';

const component = lazyPage(() => import('#features/search/components/search-page.tsx'), 'SearchPage');

export const Route = createFileRoute('/search-q')({
  ...pageRouteOptions('search', { component }),
  validateSearch: SearchPageParamsSchema,
});
