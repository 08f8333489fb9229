import { createFileRoute } from '@tanstack/react-router';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

export const Route = createFileRoute('/podcast/details/$title/$id')(pageRouteOptions('podcast-details'));
