import { describe, expect, it, vi } from 'vitest';
import { playerEndpoints, type SongAnswer } from '#contract/player.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { ApiError } from '#lib/api-error.ts';
import type { PlayerItem } from './player.port.ts';
import { SongSources } from './song-source.ts';

const item: PlayerItem = { id: 7, title: 'Static Bloom', contentType: 'FULL_TRACK_MUSIC', durationSec: 200 };
const answer = (over: Partial<SongAnswer> = {}): SongAnswer => ({
  url: 'http://localhost/media/stream/g.s',
  isPreview: false,
  purchase: [],
  upgradeTo: [],
  downgradeTo: [],
  ticket: 't-1',
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  durationSec: 72,
  contentType: 'FULL_TRACK_MUSIC',
  ...over,
});

function setup(options: { userId?: string; download?: { url: string; ticket: string } } = {}) {
  const call = vi.fn((..._args: unknown[]) => Promise.resolve(answer()));
  const findDownload = vi.fn(() => Promise.resolve(options.download));
  const sources = new SongSources({
    api: { call } as unknown as ApiClient,
    tenant: 'demo',
    lang: () => 'ar',
    userId: () => options.userId,
    findDownload,
    protocol: 'http:',
  });
  return { sources, call, findDownload };
}

describe('song sources (POST /song, or the local copy of a download)', () => {
  it('asks POST /song {id, protocol} in the page language', async () => {
    const { sources, call } = setup();
    const source = await sources.resolve(item);
    expect(call).toHaveBeenCalledWith(
      playerEndpoints.song,
      expect.objectContaining({
        body: { id: 7, protocol: 'http' },
        query: { lang: 'ar' },
      }),
    );
    expect(source).toMatchObject({ url: 'http://localhost/media/stream/g.s', ticket: 't-1', offline: false });
  });

  it("a signed-in user's complete download plays locally, with its ticket, and skips POST /song", async () => {
    const { sources, call, findDownload } = setup({
      userId: 'u-1',
      download: { url: '/media/offline/demo%3Au-1%3A7', ticket: 'dl-7' },
    });
    const source = await sources.resolve(item);
    expect(findDownload).toHaveBeenCalledWith('demo', 'u-1', 7);
    expect(call).not.toHaveBeenCalled();
    expect(source).toMatchObject({ url: '/media/offline/demo%3Au-1%3A7', ticket: 'dl-7', offline: true });
  });

  it("402 NO_CREDITS_LEFT (a credit plan's credits are spent) is a refusal with the options; asked again next time", async () => {
    const { sources, call } = setup();
    const option = { type: 'SUBSCRIPTION', title: 'All Access', purchaseIdentifier: 'subscriptionType:1' };
    call.mockRejectedValueOnce(
      new ApiError({
        kind: 'http',
        status: 402,
        endpoint: playerEndpoints.song,
        problem: {
          type: 'about:blank',
          title: 'No credits',
          status: 402,
          code: 'NO_CREDITS_LEFT',
          data: { purchase: [option] },
        },
      } as never),
    );
    const source = await sources.resolve(item);
    expect(source).toMatchObject({ url: undefined, refusal: 'no-credits', purchase: [option] });
    await sources.resolve(item);
    expect(call).toHaveBeenCalledTimes(2);
    // Other failures stay failures.
    call.mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 402, endpoint: playerEndpoints.song } as never),
    );
    await expect(sources.resolve({ ...item, id: 8 })).rejects.toBeInstanceOf(ApiError);
  });

  it("the answer's upgradeTo / downgradeTo (commerce §7) travel with the source", async () => {
    const { sources, call } = setup();
    const upgrade = {
      type: 'SUBSCRIPTION' as const,
      title: 'All Access',
      purchaseIdentifier: '4',
      toSubscriptionType: 4,
    };
    call.mockResolvedValueOnce(answer({ isPreview: true, upgradeTo: [upgrade] }));
    expect((await sources.resolve(item)).moves).toEqual({ upgradeTo: [upgrade], downgradeTo: [] });
  });

  it('a visitor has no downloads to look for', async () => {
    const { sources, findDownload } = setup();
    await sources.resolve(item);
    expect(findDownload).not.toHaveBeenCalled();
  });

  it('an answer fetched ahead is used once (its ticket is one listening)', async () => {
    const { sources, call } = setup();
    await sources.prefetch(item);
    await sources.resolve(item);
    expect(call).toHaveBeenCalledTimes(1);
    await sources.resolve(item);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('an answer fetched ahead whose URL is about to expire is fetched again', async () => {
    const { sources, call } = setup();
    call.mockResolvedValueOnce(answer({ expiresAt: new Date(Date.now() + 10_000).toISOString() }));
    await sources.prefetch(item);
    await sources.resolve(item);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('an answer fetched ahead lasts while its URL does, so a track longer than a minute still starts from the read-ahead', async () => {
    vi.useFakeTimers();
    try {
      const { sources, call } = setup();
      await sources.prefetch(item);
      // The current track plays for 5 minutes; the grant lasts 15.
      vi.advanceTimersByTime(5 * 60_000);
      const source = await sources.resolve(item);
      expect(call).toHaveBeenCalledTimes(1);
      expect(source.expiresAt).toBe(Date.parse(answer().expiresAt ?? '') - 5 * 60_000);
    } finally {
      vi.useRealTimers();
    }
  });
});
