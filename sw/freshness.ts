import { withinDeadline } from './deadline.ts';

/** Header added to the stored copy: when the service worker stored it (ms since epoch, worker clock). */
export const STORED_AT_HEADER = 'x-sw-cached-at';

export function storedAt(response: Response): number | undefined {
  const value = Number(response.headers.get(STORED_AT_HEADER));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Fresh means: stored less than `windowMs` ago. A stamp from the future (clock moved back) is not trusted. */
export function isFresh(stored: number | undefined, now: number, windowMs: number): boolean {
  if (stored === undefined || stored > now) return false;
  return now - stored < windowMs;
}

/** A copy of the answer carrying the time it was stored. */
export function stampStoredAt(response: Response, now: number): Response {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT_HEADER, String(now));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** `Cache-Control: no-store` (a premium article's body, say) is never kept, not even for offline use. */
export const forbidsStoring = (response: Response): boolean =>
  /(^|,)\s*no-store\s*(,|$)/i.test(response.headers.get('cache-control') ?? '');

/** The portal asks for omitCache=true when it needs the backend's newest answer; ours must not stand in. */
export const wantsNetworkAnswer = (url: URL): boolean => url.searchParams.get('omitCache') === 'true';

/** The request's own Cache-Control: no-cache (standard): the stored answer may not serve without asking. */
export const asksRevalidation = (request: Request): boolean =>
  /(^|,)\s*no-cache\s*(,|$)/i.test(request.headers.get('cache-control') ?? '');

export interface FreshnessPorts {
  cached(): Promise<Response | undefined>;
  network(): Promise<Response>;
  /** Keeps a stamped copy; may finish after the answer is returned. */
  store(response: Response): void;
  now(): number;
  /** Keeps the worker alive for work that goes on after the answer (a late network answer being stored). */
  keepAlive?(work: Promise<unknown>): void;
}

/**
 * Inside the window the cached answer serves without a network call; past it the network answers
 * and a 200 is stored (unless it says no-store). A network failure serves the last stored answer however old it is, so an
 * expired entry never makes an offline page fail. HTTP error answers pass through and are not stored.
 * A slow or hanging network is treated like a failed one when a stored answer exists: after `deadlineMs` the stored
 * answer serves, and the network's answer, when it comes, is stored for next time (stale-while-revalidate).
 */
export async function answerWithinWindow(
  windowMs: number,
  ports: FreshnessPorts,
  deadlineMs = Number.POSITIVE_INFINITY,
): Promise<Response> {
  const cached = await ports.cached();
  if (cached && isFresh(storedAt(cached), ports.now(), windowMs)) return cached;

  const network = ports.network().then((answer) => {
    if (answer.status === 200 && !forbidsStoring(answer))
      ports.store(stampStoredAt(answer.clone(), ports.now()));
    return answer;
  });
  if (!cached) return network;
  ports.keepAlive?.(network.catch(() => undefined));
  const raced = await withinDeadline(network, deadlineMs);
  return raced.kind === 'answer' ? raced.value : cached;
}
