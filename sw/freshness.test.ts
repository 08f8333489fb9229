import { describe, expect, test, vi } from 'vitest';
import {
  answerWithinWindow,
  type FreshnessPorts,
  isFresh,
  STORED_AT_HEADER,
  stampStoredAt,
  storedAt,
  wantsNetworkAnswer,
} from './freshness.ts';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 1, 12, 0, 0);

const storedResponse = (body: string, at: number) =>
  new Response(body, { status: 200, headers: { [STORED_AT_HEADER]: String(at) } });

function ports(cached: Response | undefined, network: () => Promise<Response>) {
  const stored: Response[] = [];
  const fetches = vi.fn(network);
  const p: FreshnessPorts = {
    cached: async () => cached,
    network: fetches,
    store: (response) => void stored.push(response),
    now: () => NOW,
  };
  return { p, stored, fetches };
}

describe('freshness window', () => {
  test('an answer stored less than the window ago is fresh', () => {
    expect(isFresh(NOW - MINUTE, NOW, 2 * MINUTE)).toBe(true);
  });

  test('an answer exactly as old as the window is no longer fresh', () => {
    expect(isFresh(NOW - 2 * MINUTE, NOW, 2 * MINUTE)).toBe(false);
  });

  test('a window of 0 is never fresh, so the network is always asked first', () => {
    expect(isFresh(NOW, NOW, 0)).toBe(false);
  });

  test('an answer without a stored-at stamp is not fresh', () => {
    expect(isFresh(undefined, NOW, 2 * MINUTE)).toBe(false);
  });

  test('a stamp from the future (clock moved back) is not trusted as fresh', () => {
    expect(isFresh(NOW + MINUTE, NOW, 2 * MINUTE)).toBe(false);
  });

  test('the stored copy carries the time it was stored and keeps status, headers and body', async () => {
    const original = new Response('{"a":1}', {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
    const copy = stampStoredAt(original, NOW);
    expect(storedAt(copy)).toBe(NOW);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('application/json');
    expect(await copy.text()).toBe('{"a":1}');
  });

  test('a garbled stamp reads as no stamp', () => {
    expect(storedAt(new Response('', { headers: { [STORED_AT_HEADER]: 'yesterday' } }))).toBeUndefined();
  });

  test('omitCache=true asks the network first', () => {
    expect(wantsNetworkAnswer(new URL('https://p.test/api/structure/home?omitCache=true'))).toBe(true);
    expect(wantsNetworkAnswer(new URL('https://p.test/api/structure/home?omitCache=false'))).toBe(false);
  });
});

describe('answering within a freshness window', () => {
  test('structure answer younger than 2 minutes serves from cache with no network call', async () => {
    const { p, fetches } = ports(storedResponse('cached', NOW - 90_000), async () => new Response('net'));
    const answer = await answerWithinWindow(2 * MINUTE, p);
    expect(await answer.text()).toBe('cached');
    expect(fetches).not.toHaveBeenCalled();
  });

  test('past the window the network answers and a stamped copy is stored', async () => {
    const { p, stored } = ports(storedResponse('old', NOW - 3 * MINUTE), async () => new Response('new'));
    const answer = await answerWithinWindow(2 * MINUTE, p);
    expect(await answer.text()).toBe('new');
    expect(stored).toHaveLength(1);
    expect(storedAt(stored[0]!)).toBe(NOW);
    expect(await stored[0]!.text()).toBe('new');
  });

  test('expired entry still serves when offline', async () => {
    const { p } = ports(storedResponse('last good', NOW - 30 * 24 * 60 * MINUTE), () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    expect(await (await answerWithinWindow(2 * MINUTE, p)).text()).toBe('last good');
  });

  test('a hanging network: past the deadline the stored answer serves, and the late answer is stored for next time', async () => {
    vi.useFakeTimers();
    try {
      let answer: (response: Response) => void = () => {};
      const late = new Promise<Response>((resolve) => {
        answer = resolve;
      });
      const { p, stored } = ports(storedResponse('old', NOW - 3 * MINUTE), () => late);
      const kept: Promise<unknown>[] = [];
      p.keepAlive = (work) => void kept.push(work);
      const served = answerWithinWindow(2 * MINUTE, p, 1500);
      await vi.advanceTimersByTimeAsync(1499);
      expect(stored).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(await (await served).text()).toBe('old');
      expect(kept, 'the worker is kept alive for the late answer').toHaveLength(1);
      answer(new Response('new'));
      await Promise.all(kept);
      expect(stored).toHaveLength(1);
      expect(await stored[0]!.text()).toBe('new');
    } finally {
      vi.useRealTimers();
    }
  });

  test('a network that answers within the deadline wins over the stored answer', async () => {
    const { p } = ports(storedResponse('old', NOW - 3 * MINUTE), async () => new Response('new'));
    expect(await (await answerWithinWindow(2 * MINUTE, p, 1500)).text()).toBe('new');
  });

  test('with nothing stored there is no deadline here: the network is waited for (the caller has its own)', async () => {
    vi.useFakeTimers();
    try {
      const { p } = ports(
        undefined,
        () => new Promise((resolve) => setTimeout(() => resolve(new Response('slow')), 5000)),
      );
      const served = answerWithinWindow(2 * MINUTE, p, 1500);
      await vi.advanceTimersByTimeAsync(5000);
      expect(await (await served).text()).toBe('slow');
    } finally {
      vi.useRealTimers();
    }
  });

  test('offline with nothing stored fails like the network did', async () => {
    const { p } = ports(undefined, () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(answerWithinWindow(2 * MINUTE, p)).rejects.toThrow('Failed to fetch');
  });

  test('an HTTP error answer passes through and is not stored', async () => {
    const { p, stored } = ports(
      storedResponse('old', NOW - 3 * MINUTE),
      async () => new Response('down', { status: 503 }),
    );
    const answer = await answerWithinWindow(2 * MINUTE, p);
    expect(answer.status).toBe(503);
    expect(stored).toHaveLength(0);
  });

  test('only 200 answers are stored', async () => {
    const { p, stored } = ports(undefined, async () => new Response(null, { status: 204 }));
    await answerWithinWindow(2 * MINUTE, p);
    expect(stored).toHaveLength(0);
  });

  test('an answer marked no-store (a premium body) is passed on but never stored', async () => {
    for (const cacheControl of ['private, no-store', 'no-store', 'No-Store, max-age=0']) {
      const answer = () =>
        new Response('premium', { status: 200, headers: { 'cache-control': cacheControl } });
      const { p, stored } = ports(undefined, async () => answer());
      expect(await (await answerWithinWindow(2 * MINUTE, p)).text()).toBe('premium');
      expect(stored, cacheControl).toHaveLength(0);
    }
    const { p, stored } = ports(
      undefined,
      async () => new Response('ok', { headers: { 'cache-control': 'no-cache' } }),
    );
    await answerWithinWindow(2 * MINUTE, p);
    expect(stored).toHaveLength(1);
  });
});
