import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '#lib/i18n.ts';
import type { DownloadRow } from '#offline-store/db.ts';
import type { RouterContext } from '#platform/router-context.ts';
import { scope } from '#test/fixtures.ts';
import { DownloadListItem, type DownloadRowActions } from './download-list-item.tsx';

const row = (over: Partial<DownloadRow> = {}): DownloadRow => ({
  id: 'demo:u-1:42',
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

async function show(download: DownloadRow) {
  const actions: DownloadRowActions = { play: vi.fn(), pause: vi.fn(), resume: vi.fn(), remove: vi.fn() };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  const router = createRouter({
    routeTree: createRootRouteWithContext<RouterContext>()({
      component: () => (
        <ul>
          <DownloadListItem row={download} actions={actions} />
        </ul>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: {
      ...scope({ locale: 'en' }),
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
  return { actions, item: screen.getByRole('listitem') };
}

beforeAll(async () => {
  await activateLocale('en');
});
afterEach(cleanup);

describe('a row of the Downloads page', () => {
  it('a complete download plays, shows its size in whole MB rounded up, and can be deleted', async () => {
    const { actions, item } = await show(row());
    expect(item.textContent).toContain('Downloaded');
    expect(item.textContent).toContain('4 MB');
    fireEvent.click(within(item).getByRole('button', { name: 'Play Static Bloom' }));
    expect(actions.play).toHaveBeenCalledOnce();
    fireEvent.click(within(item).getByRole('button', { name: 'Delete Static Bloom' }));
    expect(actions.remove).toHaveBeenCalledOnce();
    expect(within(item).queryByRole('progressbar')).toBeNull();
  });

  it('a disabled download is greyed with its reason and a delete button, and never plays', async () => {
    const { item } = await show(row({ status: 'disabled', reason: 'NOT_ENTITLED' }));
    expect(item.hasAttribute('data-disabled')).toBe(true);
    expect(item.textContent).toContain('Your subscription or purchases no longer cover this item.');
    expect(within(item).queryByRole('button', { name: /^Play/ })).toBeNull();
    expect(within(item).getByRole('button', { name: 'Delete Static Bloom' })).toBeTruthy();
  });

  it('an unfinished download shows its progress bar (labelled) and resumes or cancels', async () => {
    const { actions, item } = await show(row({ status: 'paused', receivedBytes: 1024 * 1024 }));
    const bar = within(item).getByRole('progressbar', { name: 'Download of Static Bloom' });
    expect(bar.getAttribute('value')).toBe('33');
    expect(bar.getAttribute('aria-valuetext')).toBe('33%');
    fireEvent.click(within(item).getByRole('button', { name: 'Resume the download of Static Bloom' }));
    expect(actions.resume).toHaveBeenCalledOnce();
    fireEvent.click(within(item).getByRole('button', { name: 'Cancel the download of Static Bloom' }));
    expect(actions.remove).toHaveBeenCalledOnce();
  });

  it('a download stopped by the network says why and resumes', async () => {
    const { item } = await show(row({ status: 'failed', reason: 'NETWORK', receivedBytes: 0 }));
    expect(item.textContent).toContain('The download stopped because the connection was lost.');
    expect(within(item).getByRole('button', { name: 'Resume the download of Static Bloom' })).toBeTruthy();
  });
});
