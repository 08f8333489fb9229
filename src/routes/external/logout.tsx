import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

const component = lazyPage(
  () => import('#features/session/screens/external-logout-page.tsx'),
  'ExternalLogoutPage',
);

export const Route = createFileRoute('/external/logout')(pageRouteOptions('external-logout', { component }));
