import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

// The cart is its own chunk: most visits never need it.
const component = lazyPage(() => import('#features/voucher/components/cart-page.tsx'), 'CartPage');

export const Route = createFileRoute('/myCart')(pageRouteOptions('my-cart', { component }));
