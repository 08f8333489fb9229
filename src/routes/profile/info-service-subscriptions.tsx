import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

// Signed-in pages are their own chunk: visitors never download them.
const component = lazyPage(
  () => import('#features/commerce/components/info-services-page.tsx'),
  'InfoServicesPage',
);

export const Route = createFileRoute('/profile/info-service-subscriptions')(
  pageRouteOptions('profile-info-service-subscriptions', { component }),
);
