import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

const component = lazyPage(() => import('#features/session/screens/register-page.tsx'), 'RegisterPage');

export const Route = createFileRoute('/user/register')(pageRouteOptions('user-register', { component }));
