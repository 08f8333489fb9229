import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  answerPage,
  type PagePorts,
  STORED_PAGE_DEADLINE_MS,
  UNSTORED_PAGE_DEADLINE_MS,
} from './page-answer.ts';

const page = (body: string) => new Response(body, { status: 200 });
const never = () => new Promise<Response>(() => {});

function ports(overrides: Partial<PagePorts>): PagePorts & { kept: Promise<unknown>[] } {
  const kept: Promise<unknown>[] = [];
  return {
    cached: async () => undefined,
    network: async () => page('server'),
    shell: async () => page('shell'),
    keepAlive: (work) => void kept.push(work),
    kept,
    ...overrides,
  };
}

async function settle<T>(promise: Promise<T>, ms: number): Promise<T | 'pending'> {
  let result: T | 'pending' = 'pending';
  void promise.then((value) => {
    result = value;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return result;
}

describe('a navigation on a slow or hanging connection', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  test("online the server's page answers", async () => {
    const answer = await settle(answerPage(ports({ cached: async () => page('stored') })), 0);
    expect(answer === 'pending' ? answer : await answer.text()).toBe('server');
  });

  test('a stored page answers once the server has not answered within a few hundred milliseconds', async () => {
    expect(STORED_PAGE_DEADLINE_MS).toBeLessThan(1000);
    const p = ports({ cached: async () => page('stored'), network: never });
    const answering = answerPage(p);
    expect(await settle(answering, STORED_PAGE_DEADLINE_MS - 1)).toBe('pending');
    const answer = await settle(answering, 1);
    expect(answer === 'pending' ? answer : await answer.text()).toBe('stored');
    expect(p.kept, 'the late server answer is still awaited (and stored) in the background').toHaveLength(1);
  });

  test('a page never stored waits longer, then gets the app shell instead of a blank wait', async () => {
    const answering = answerPage(ports({ network: never }));
    expect(await settle(answering, UNSTORED_PAGE_DEADLINE_MS - 1)).toBe('pending');
    const answer = await settle(answering, 1);
    expect(answer === 'pending' ? answer : await answer.text()).toBe('shell');
  });

  test('offline: the stored page, else the shell, at once', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    const stored = await settle(
      answerPage(ports({ cached: async () => page('stored'), network: offline })),
      0,
    );
    expect(stored === 'pending' ? stored : await stored.text()).toBe('stored');
    const shell = await settle(answerPage(ports({ network: offline })), 0);
    expect(shell === 'pending' ? shell : await shell.text()).toBe('shell');
  });

  test('an error page from the server (404, 500) is its answer, not replaced by a stored page', async () => {
    const answer = await settle(
      answerPage(
        ports({
          cached: async () => page('stored'),
          network: async () => new Response('gone', { status: 404 }),
        }),
      ),
      0,
    );
    expect(answer === 'pending' ? answer : answer.status).toBe(404);
  });
});
