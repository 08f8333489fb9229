import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

// Plans and the user's subscriptions: their own chunk, with the commerce dialogs.
const component = lazyPage(
  () => import('#features/commerce/components/subscription-page.tsx'),
  'SubscriptionPage',
);

export const Route = createFileRoute('/subscription')(pageRouteOptions('subscription', { component }));
