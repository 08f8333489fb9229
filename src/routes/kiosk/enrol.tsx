import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { pageRouteOptions } from '#features/navigation/page-route.ts';

// Opened once per kiosk device: its own chunk.
const component = lazyPage(() => import('#features/kiosk/kiosk-enrol-page.tsx'), 'KioskEnrolPage');

export const Route = createFileRoute('/kiosk/enrol')(pageRouteOptions('kiosk-enrol', { component }));
