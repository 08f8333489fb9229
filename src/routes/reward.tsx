import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

// The user's own page: its own chunk.
const component = lazyPage(() => import('#features/tournaments/components/reward-page.tsx'), 'RewardPage');

export const Route = createFileRoute('/reward')(pageRouteOptions('reward', { component }));
