import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

// The user's own pages are their own chunk: most visits never need them.
const component = lazyPage(() => import('#features/wallet/wallet-page.tsx'), 'WalletPage');

export const Route = createFileRoute('/wallet')(pageRouteOptions('wallet', { component }));
