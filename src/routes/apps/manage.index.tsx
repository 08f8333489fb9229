import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

// Shell §2 partner developer apps: the page is its own chunk.
const component = lazyPage(
  () => import('#features/developer-apps/components/manage-page.tsx'),
  'ManageAppsPage',
);

export const Route = createFileRoute('/apps/manage/')(pageRouteOptions('apps-manage', { component }));
