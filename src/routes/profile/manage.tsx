import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

// Signed-in pages are their own chunk: visitors never download them.
const component = lazyPage(() => import('#features/profile/profile-manage.tsx'), 'ProfileManage');

export const Route = createFileRoute('/profile/manage')(pageRouteOptions('profile-manage', { component }));
