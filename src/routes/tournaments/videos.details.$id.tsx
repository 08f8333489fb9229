import { createFileRoute } from '@tanstack/react-router';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

export const Route = createFileRoute('/tournaments/videos/details/$id')(pageRouteOptions('tournament-video'));
