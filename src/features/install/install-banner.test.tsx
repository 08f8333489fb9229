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
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '#lib/i18n.ts';
import type { RouterContext } from '#platform/router-context.ts';
import { scope } from '#test/fixtures.ts';
import { InstallBanner } from './install-banner.tsx';
import { DISMISSAL_DAYS, rememberDismissal } from './install-dismissal.ts';
import { ENGAGED_AFTER_MS } from './install-moment.ts';
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
  localStorage.clear();
  setDeferredPromptForTests(undefined);
  vi.useRealTimers();
});

const DAY = 24 * 60 * 60 * 1000;

describe('install banner moment (issue 21: after engagement, never on the first screen, never beside the cookie bar)', () => {
  it('never on the first screen, however long the user stays there', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    setDeferredPromptForTests(new Event('beforeinstallprompt'));
    await show(false);
    await act(() => vi.advanceTimersByTimeAsync(ENGAGED_AFTER_MS * 4));
    expect(banner()).toBeNull();
  });

  it('on a second page once the visit has lasted 30 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    setDeferredPromptForTests(new Event('beforeinstallprompt'));
    const router = await show(false);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await act(() => router.history.push('/en/music'));
    expect(banner()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(ENGAGED_AFTER_MS - 10_000 - 1000));
    expect(banner()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(banner()).not.toBeNull();
  });

  it('a play on the page engages the visit at once', async () => {
    setDeferredPromptForTests(new Event('beforeinstallprompt'));
    await show(false);
    expect(banner()).toBeNull();
    const audio = document.createElement('audio');
    document.body.append(audio);
    await act(async () => {
      audio.dispatchEvent(new Event('play'));
    });
    expect(banner()).not.toBeNull();
    audio.remove();
  });

  it('"Not now" keeps it away for 30 days, then it may come back', async () => {
    setDeferredPromptForTests(new Event('beforeinstallprompt'));
    sessionStorage.setItem('install-engaged', '1');
    await show(false);
    await act(async () => screen.getByRole('button', { name: 'Not now' }).click());
    expect(banner()).toBeNull();
    cleanup();
    await show(false);
    expect(banner(), 'a new visit within 30 days').toBeNull();
    cleanup();
    rememberDismissal(Date.now() - (DISMISSAL_DAYS + 1) * DAY);
    await show(false);
    expect(banner()).not.toBeNull();
  });

  it('the browser sheet turned down counts as a dismissal', async () => {
    const event = Object.assign(new Event('beforeinstallprompt'), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    setDeferredPromptForTests(event);
    sessionStorage.setItem('install-engaged', '1');
    await show(false);
    await act(async () => screen.getByRole('button', { name: 'Install' }).click());
    expect(banner()).toBeNull();
    setDeferredPromptForTests(new Event('beforeinstallprompt'));
    cleanup();
    await show(false);
    expect(banner()).toBeNull();
  });

  it('on iOS, where no install event fires, it says how (Share, then Add to Home Screen)', async () => {
    const agent = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      );
    sessionStorage.setItem('install-engaged', '1');
    await show(false);
    expect(banner()?.textContent).toContain('Add to Home Screen');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    agent.mockRestore();
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
