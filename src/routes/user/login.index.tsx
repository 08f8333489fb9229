import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

// The login return is its own chunk: no visitor pays for it on the first load.
const component = lazyPage(
  () => import('#features/session/screens/login-return-page.tsx'),
  'LoginReturnPage',
);

export const Route = createFileRoute('/user/login/')(pageRouteOptions('user-login', { component }));
