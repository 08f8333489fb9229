import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentSnackbar, dismissSnackbar } from '#components/snackbar/snackbar-store.ts';
import { playerEndpoints, type SongAnswer, type StreamingReportBody } from '#contract/player.ts';
import { sessionEndpoints } from '#contract/session.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { ApiError } from '#lib/api-error.ts';
import { activateLocale, i18n } from '#lib/i18n.ts';
import type { RouterContext } from '#platform/router-context.ts';
import { tenant } from '#test/fixtures.ts';
import { usePlayCommands } from './play-commands.port.ts';
import { isPlayerActive, type PlayerItem, resetPlayerBus } from './player.port.ts';
import { writePlayerMemory } from './player-memory.ts';
import { playerMemoryKey } from './player-memory-key.ts';
import { PlayerProvider } from './player-provider.tsx';

const items: PlayerItem[] = [1, 2].map((id) => ({
  id,
  title: `Track ${id}`,
  contentType: 'FULL_TRACK_MUSIC',
}));
const song = (id: number): SongAnswer => ({
  url: `/media/stream/grant-${id}`,
  isPreview: true,
  purchase: [],
  upgradeTo: [],
  downgradeTo: [],
  ticket: `ticket-${id}`,
  expiresAt: new Date(Date.now() + 900_000).toISOString(),
  durationSec: 30,
  contentType: 'FULL_TRACK_MUSIC',
});

/** A real <audio> element of the test DOM whose playback the test drives. */
function testAudio(): HTMLAudioElement {
  const audio = document.createElement('audio');
  let paused = true;
  Object.defineProperties(audio, {
    paused: { get: () => paused },
    readyState: { value: 4 },
    duration: { value: 30 },
    play: {
      value: () => {
        paused = false;
        audio.dispatchEvent(new Event('play'));
        return Promise.resolve();
      },
    },
    pause: {
      value: () => {
        paused = true;
        audio.dispatchEvent(new Event('pause'));
      },
    },
    load: { value: () => undefined },
  });
  return audio;
}

function Buttons() {
  const commands = usePlayCommands();
  return (
    <>
      <button type="button" onClick={() => commands.play(items, 1)}>
        play
      </button>
      <button type="button" onClick={() => commands.enqueue(items)}>
        enqueue
      </button>
    </>
  );
}

async function renderPlayer(
  report: (body: StreamingReportBody) => Promise<unknown>,
  withTenant: typeof tenant = tenant,
) {
  const reports: StreamingReportBody[] = [];
  const songs: number[] = [];
  const api = {
    call: vi.fn((endpoint: unknown, options: { body?: unknown } = {}) => {
      if (endpoint === sessionEndpoints.profile) return new Promise(() => {});
      if (endpoint === playerEndpoints.song) {
        const { id } = options.body as { id: number };
        songs.push(id);
        return Promise.resolve(song(id));
      }
      if (endpoint === playerEndpoints.report) {
        reports.push(options.body as StreamingReportBody);
        return report(options.body as StreamingReportBody);
      }
      return Promise.reject(new Error('unexpected call'));
    }),
  } as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRouteWithContext<RouterContext>()({
      component: () => (
        <PlayerProvider>
          <Buttons />
        </PlayerProvider>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: {
      api,
      tenant: withTenant,
      locale: 'en',
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
  return { reports, songs };
}

/** The element the player plays now (the pool's elements live in the hidden #player… container). */
const playingAudio = () =>
  [...document.querySelectorAll<HTMLAudioElement>('[id^="player"] audio')].find((a) => !a.paused);

beforeAll(async () => {
  await activateLocale('en');
});
beforeEach(() => {
  vi.stubGlobal('Audio', testAudio);
});
afterEach(() => {
  cleanup();
  resetPlayerBus();
  dismissSnackbar();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the player runtime (React layer carrying out the machine)', () => {
  it("a visitor's add to queue shows 'addQueueNotLogged' and loads no player", async () => {
    await renderPlayer(() => Promise.resolve({ accepted: true }));
    fireEvent.click(screen.getByText('enqueue'));
    expect(currentSnackbar()?.message).toBe('Log in to add to your queue.');
    expect(isPlayerActive()).toBe(false);
  });

  it('a visitor may press play: the list is queued, only the chosen item is asked for (its preview)', async () => {
    const { songs } = await renderPlayer(() => Promise.resolve({ accepted: true }));
    fireEvent.click(screen.getByText('play'));
    const player = await screen.findByRole('region', { name: 'Player' });
    await waitFor(() => expect(playingAudio()).toBeDefined());
    expect(songs).toEqual([2]);
    expect(player.textContent).toContain('Track 2');
    // The answer's preview flag shows with the render after it (the audio may start first).
    await waitFor(() => expect(player.textContent).toContain('Preview'));
    expect(playingAudio()?.src).toContain('/media/stream/grant-2');
    expect(playingAudio()?.id).toMatch(/^player\d{6}-\d+$/);
  });

  it('a kept queue comes back without the items of a family switched off since (the next kept item, paused)', async () => {
    const episode: PlayerItem = { id: 7, title: 'Episode 7', contentType: 'PODCAST' };
    const queue = [items[0], episode, items[1]] as PlayerItem[];
    writePlayerMemory(playerMemoryKey(tenant.name, undefined), {
      playlist: queue,
      basePlaylist: queue,
      currentIndex: 1,
      position: 12,
      duration: 60,
      shuffled: false,
      loop: 'OFF',
      volume: 1,
      muted: false,
    });
    const { songs } = await renderPlayer(() => Promise.resolve({ accepted: true }), {
      ...tenant,
      features: { podcasts: false },
    });
    const player = await screen.findByRole('region', { name: 'Player' });
    expect(player.textContent).toContain('Track 2');
    expect(player.textContent).not.toContain('Episode 7');
    expect(playingAudio()).toBeUndefined();
    expect(songs).not.toContain(7);
    localStorage.clear();
  });

  it('reports every 15 s of real playback only: paused time is not counted', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { reports } = await renderPlayer(() => Promise.resolve({ accepted: true }));
    fireEvent.click(screen.getByText('play'));
    await waitFor(() => expect(playingAudio()).toBeDefined());
    const audio = playingAudio() as HTMLAudioElement;
    // Loaded and "playing" but no sound yet (buffering): nothing counts.
    act(() => vi.advanceTimersByTime(20_000));
    expect(reports).toEqual([]);
    act(() => {
      audio.dispatchEvent(new Event('playing'));
      vi.advanceTimersByTime(10_000);
      audio.pause();
      vi.advanceTimersByTime(60_000);
    });
    expect(reports).toEqual([]);
    act(() => {
      void audio.play();
      audio.dispatchEvent(new Event('playing'));
      vi.advanceTimersByTime(5_000);
    });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      ticketId: 'ticket-2',
      usageDuration: 15,
      partial: true,
      offline: false,
    });
  });

  it('a refused report (4xx) resets the counting and clears the ticket: no further reports', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const refused = new ApiError({
      kind: 'http',
      status: 422,
      endpoint: { method: 'POST', path: '/content/streaming/report' },
    });
    const { reports } = await renderPlayer(() => Promise.reject(refused));
    fireEvent.click(screen.getByText('play'));
    await waitFor(() => expect(playingAudio()).toBeDefined());
    const audio = playingAudio() as HTMLAudioElement;
    await act(async () => {
      audio.dispatchEvent(new Event('playing'));
      vi.advanceTimersByTime(15_000);
    });
    expect(reports).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(reports).toHaveLength(1);
  });
});
