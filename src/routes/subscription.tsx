import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

// Plans and the user's subscriptions: their own chunk, with the commerce dialogs.
const component = lazyPage(() => import('#app/subscription-page.tsx'), 'SubscriptionWithRedeem');
const page = pageRouteOptions('subscription', { component });

export const Route = createFileRoute('/subscription')({
  ...page,
  // The plans are public: the server renders them with the page (a failure leaves them to the browser).
  // The plans' query (and the commerce contract) is this page's own: it loads with the page, not with the entry.
  loader: async (args) => {
    const { context } = args;
    const [data] = await Promise.all([
      page.loader(args),
      import('#features/commerce/commerce.queries.ts')
        .then(({ subscriptionTypesQuery }) =>
          context.queryClient.ensureQueryData(
            subscriptionTypesQuery({
              api: context.api,
              tenant: context.tenant,
              locale: context.locale,
              device: context.device,
            }),
          ),
        )
        .catch(() => undefined),
    ]);
    return data;
  },
});
