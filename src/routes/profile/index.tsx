import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

// Signed-in pages are their own chunk: visitors never download them.
const component = lazyPage(() => import('#features/profile/profile-overview.tsx'), 'ProfileOverview');

export const Route = createFileRoute('/profile/')(pageRouteOptions('profile', { component }));
