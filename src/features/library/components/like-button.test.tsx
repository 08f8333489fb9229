import 'fake-indexeddb/auto';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  currentSnackbar,
  dismissSnackbar,
  SNACKBAR_TIMEOUT_MS,
} from '#components/snackbar/snackbar-store.ts';
import { type LikedIds, libraryEndpoints } from '#contract/library.ts';
import { sessionEndpoints } from '#contract/session.ts';
import type { StructureNode } from '#contract/structure.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { ApiError } from '#lib/api-error.ts';
import { activateLocale, i18n } from '#lib/i18n.ts';
import type { RouterContext } from '#platform/router-context.ts';
import { setToken } from '#platform/session/token-store.ts';
import { tenant } from '#test/fixtures.ts';
import { likedIdsQuery } from '../likes.queries.ts';
import { LikeButton } from './like-button.tsx';

const card = (kind: string, id = 7): StructureNode => ({
  name: 'card',
  data: { title: 'Paper Oceans', customProperties: { id, kind, slug: 'paper-oceans', ageRating: 0 } },
});

/** The button under a router whose API answers the like calls with `answer`. */
async function renderButton(node: StructureNode, answer: () => Promise<unknown>, liked: number[] = []) {
  const calls: unknown[] = [];
  const state: LikedIds = { ids: liked, counts: [] };
  const api = {
    call: vi.fn((endpoint: unknown, options?: { params?: unknown }) => {
      if (endpoint === sessionEndpoints.profile) return new Promise(() => {});
      // The refetch after a toggle reads the server's state, which did not change here.
      if (endpoint === libraryEndpoints.likedIds) return Promise.resolve(state);
      calls.push([endpoint, options?.params]);
      return answer();
    }),
  } as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const scope = { api, tenant, locale: 'en' as const };
  queryClient.setQueryData(likedIdsQuery(scope).queryKey, state);
  const router = createRouter({
    routeTree: createRootRouteWithContext<RouterContext>()({ component: () => <LikeButton node={node} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { ...scope, queryClient, origin: 'http://localhost:3000', document: { colorScheme: 'light' } },
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
  return { calls, state };
}

const claims = btoa(JSON.stringify({ sub: 'user-1', ten: 'demo' })).replace(/=+$/, '');
const signIn = () =>
  setToken({ access_token: `h.${claims}.s`, refresh_token: 'r'.repeat(20), expires: Date.now() + 60_000 });
const like = () => screen.getByRole('button') as HTMLButtonElement;

beforeAll(async () => {
  await activateLocale('en');
});
afterEach(() => {
  cleanup();
  dismissSnackbar();
  setToken(undefined);
});

describe('like toggle (commerce §4, §5)', () => {
  it('a visitor gets the favorite.notLoggedIn snackbar for 5000 ms and nothing is sent', async () => {
    const { calls } = await renderButton(card('album'), async () => ({}));
    expect(like().getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(like()));
    expect(currentSnackbar()?.message).toBe('Log in to keep your favourites.');
    expect(SNACKBAR_TIMEOUT_MS).toBe(5000);
    expect(calls).toEqual([]);
    expect(like().getAttribute('aria-pressed')).toBe('false');
  });

  it('not liked → add: pressed at once (optimistic), labelled for the title', async () => {
    signIn();
    let resolve: (value: unknown) => void = () => {};
    const { calls, state } = await renderButton(card('album'), () => new Promise((done) => (resolve = done)));
    expect(like().getAttribute('aria-label')).toBe('Add Paper Oceans to favourites');
    await act(async () => fireEvent.click(like()));
    await vi.waitFor(() => expect(calls).toEqual([[libraryEndpoints.like, { type: 'albums', id: '7' }]]));
    expect(like().getAttribute('aria-pressed')).toBe('true');
    expect(like().getAttribute('aria-label')).toBe('Remove Paper Oceans from favourites');
    state.ids = [7];
    await act(async () => resolve({ id: 7, type: 'albums', liked: true }));
    expect(like().getAttribute('aria-pressed')).toBe('true');
  });

  it('liked → remove; a refused call (4xx) rolls back and says so in a snackbar', async () => {
    signIn();
    const refused = new ApiError({ kind: 'http', status: 404, endpoint: libraryEndpoints.unlike });
    const { calls } = await renderButton(card('episode'), () => Promise.reject(refused), [7]);
    expect(like().getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(like()));
    await vi.waitFor(() =>
      expect(currentSnackbar()?.message).toBe('Your favourites could not be updated. Try again.'),
    );
    expect(calls).toEqual([[libraryEndpoints.unlike, { type: 'podcasts', id: '7' }]]);
    expect(like().getAttribute('aria-pressed')).toBe('true');
  });

  it('offline, the change stays shown, waits in the outbox and the user is told it will be sent later', async () => {
    signIn();
    const offline = new ApiError({ kind: 'network', status: 0, endpoint: libraryEndpoints.like });
    const { calls } = await renderButton(card('track', 9), () => Promise.reject(offline));
    // Let the first read of the liked ids finish, as a user's click would come after it.
    await act(() => new Promise((done) => setTimeout(done, 0)));
    await act(async () => fireEvent.click(like()));
    await vi.waitFor(() => expect(calls).toEqual([[libraryEndpoints.like, { type: 'tracks', id: '9' }]]));
    await vi.waitFor(() =>
      expect(currentSnackbar()?.message).toBe(
        'You are offline. Your change is saved and will be sent when you are back online.',
      ),
    );
    expect(localStorage.getItem('outbox:acme:user-1')).toBe('1');
    await vi.waitFor(() => expect(like().getAttribute('aria-pressed')).toBe('true'));
  });

  it('only kinds that can be liked get the button', async () => {
    await renderButton(card('article-category'), async () => ({}));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
