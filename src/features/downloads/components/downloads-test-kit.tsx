import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { LocaleCode } from '#contract/locales.ts';
import { activateLocale, i18n } from '#lib/i18n.ts';
import type { DownloadRow } from '#offline-store/db.ts';
import type { RouterContext } from '#platform/router-context.ts';
import { scope } from '#test/fixtures.ts';

/** Test-only: a download row as the manager stores it (a complete 3 MB track unless told otherwise). */
export const downloadRow = (over: Partial<DownloadRow> = {}): DownloadRow => ({
  id: `demo:u-1:${over.itemId ?? 42}`,
  tenant: 'demo',
  userId: 'u-1',
  itemId: 42,
  title: 'Static Bloom',
  subTitle: 'Nora Vale',
  contentType: 'FULL_TRACK_MUSIC',
  mimeType: 'audio/mp4',
  sizeBytes: 3 * 1024 * 1024 + 1,
  receivedBytes: 3 * 1024 * 1024 + 1,
  status: 'done',
  validUntil: '2026-11-30T10:00:00Z',
  ticket: 't-42',
  createdAt: '2026-11-20T10:00:00Z',
  ...over,
});

/** Test-only: renders downloads UI under a router whose context is a page's, in `locale`. */
export async function renderDownloadsUi(ui: () => ReactNode, locale: LocaleCode = 'en') {
  await activateLocale(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  const router = createRouter({
    routeTree: createRootRouteWithContext<RouterContext>()({ component: ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: {
      ...scope({ locale }),
      queryClient,
      origin: 'http://localhost:3000',
      document: { colorScheme: 'light' },
    },
  });
  await router.load();
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider>
            <RouterProvider router={router} />
          </MantineProvider>
        </QueryClientProvider>
      </I18nProvider>,
    );
  });
}
