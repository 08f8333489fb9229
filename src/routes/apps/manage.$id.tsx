import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

// Shell §2 partner developer apps: the page is its own chunk.
const component = lazyPage(
  () => import('#features/developer-apps/components/manage-app-page.tsx'),
  'ManageAppPage',
);

export const Route = createFileRoute('/apps/manage/$id')(
  pageRouteOptions('apps-manage-details', { component }),
);
