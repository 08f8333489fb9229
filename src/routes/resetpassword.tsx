import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

const component = lazyPage(
  () => import('#features/session/screens/reset-password-page.tsx'),
  'ResetPasswordPage',
);

export const Route = createFileRoute('/resetpassword')(pageRouteOptions('resetpassword', { component }));
