import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '#lib/i18n.ts';
import type { RouterContext } from '#platform/router-context.ts';
import { scope } from '#test/fixtures.ts';
import { InstallBanner } from './install-banner.tsx';
import { setDeferredPromptForTests } from './install-prompt.ts';

async function show(held: boolean) {
  const router = createRouter({
    routeTree: createRootRouteWithContext<RouterContext>()({
      component: () => <InstallBanner held={held} />,
    }),
    history: createMemoryHistory({ initialEntries: ['/en'] }),
    context: {
      ...scope({ locale: 'en' }),
      queryClient: new QueryClient(),
      origin: 'http://localhost:3000',
      document: { colorScheme: 'light' },
    },
  });
  await router.load();
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nProvider>,
    );
  });
  return router;
}

const banner = () => screen.queryByRole('complementary', { name: 'Install the app' });

beforeAll(() => activateLocale('en'));
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  setDeferredPromptForTests(undefined);
});

describe('install banner moment (issue 15: never on the first screen, never beside the cookie bar)', () => {
  it('waits on the first page and shows once the user has moved to a second page', async () => {
    setDeferredPromptForTests(new Event('beforeinstallprompt'));
    const router = await show(false);
    expect(banner()).toBeNull();
    await act(() => router.history.push('/en/music'));
    expect(banner()).not.toBeNull();
  });

  it('stays hidden while the cookie bar asks, even after engagement', async () => {
    setDeferredPromptForTests(new Event('beforeinstallprompt'));
    sessionStorage.setItem('install-engaged', '1');
    await show(true);
    expect(banner()).toBeNull();
  });

  it('an engaged visit shows it at once after a reload', async () => {
    setDeferredPromptForTests(new Event('beforeinstallprompt'));
    sessionStorage.setItem('install-engaged', '1');
    await show(false);
    expect(banner()).not.toBeNull();
  });
});
