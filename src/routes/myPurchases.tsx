import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

// The user's own pages are their own chunk: most visits never need them.
const component = lazyPage(() => import('#app/my-purchases-page.tsx'), 'MyPurchasesWithVouchers');

export const Route = createFileRoute('/myPurchases')(pageRouteOptions('my-purchases', { component }));
