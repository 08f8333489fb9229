import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { pageRouteOptions } from '#features/navigation/page-route.ts';
import { isApiError } from '#lib/api-error.ts';

// Its own chunk (it brings Dexie): most visits never need it.
const component = lazyPage(
  () => import('#features/downloads/components/downloads-page.tsx'),
  'DownloadsPage',
);
const options = pageRouteOptions('downloads', { component });

export const Route = createFileRoute('/downloads')({
  ...options,
  // Offline without a stored copy of the page's structure the page still opens: its list is on the device.
  loader: (args: Parameters<typeof options.loader>[0]) =>
    options.loader(args).catch((error: unknown) => {
      if (isApiError(error) && (error.kind === 'network' || error.status >= 500)) return {};
      throw error;
    }),
});
