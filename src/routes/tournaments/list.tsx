import { createFileRoute } from '@tanstack/react-router';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

export const Route = createFileRoute('/tournaments/list')(pageRouteOptions('tournaments-list'));
