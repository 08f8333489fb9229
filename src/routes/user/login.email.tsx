import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

const component = lazyPage(
  () => import('#features/session/screens/login-return-page.tsx'),
  'LoginReturnPage',
);

export const Route = createFileRoute('/user/login/email')(
  pageRouteOptions('user-login-email', { component }),
);
