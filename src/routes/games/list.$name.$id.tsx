import { createFileRoute } from '@tanstack/react-router';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

export const Route = createFileRoute('/games/list/$name/$id')(pageRouteOptions('games-list-named-id'));
