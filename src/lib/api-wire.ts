import { buildPath, type Endpoint } from '#contract/endpoint.ts';
import { CHANNEL_HEADER, CHANNEL_WEB, TENANT_HEADER } from '#contract/tenant.ts';
import { ApiError } from './api-error.ts';

/** The request on the wire for the API client (api-client.ts): URL, init, the fetch itself, its errors. */

/** What the call options are on the wire, once the endpoint types have checked them. */
export interface WireOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  acceptStatus?: readonly number[];
  headers?: Readonly<Record<string, string>>;
  onHeaders?: (headers: Headers) => void;
  timeoutMs?: number;
}

export function buildUrl(base: string, endpoint: Endpoint, options: WireOptions): URL {
  const path = buildPath(endpoint.path, options.params);
  const url = new URL(`${base}${path}`, globalThis.location?.href);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url;
}

export function buildInit(
  endpoint: Endpoint,
  options: WireOptions,
  tenant: string | undefined,
  token: string | undefined,
): RequestInit {
  const headers = new Headers({
    ...options.headers,
    accept: 'application/json',
    [CHANNEL_HEADER]: CHANNEL_WEB,
  });
  if (tenant) headers.set(TENANT_HEADER, tenant);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const init: RequestInit = { method: endpoint.method, headers, signal: options.signal };
  if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(options.body);
  }
  return init;
}

export async function send(
  doFetch: typeof fetch,
  url: URL,
  init: RequestInit,
  endpoint: Endpoint,
): Promise<Response> {
  try {
    return await doFetch(url, init);
  } catch (error) {
    // Aborts are the caller's own decision (e.g. TanStack Query cancelling), not a failure.
    if (init.signal?.aborted) throw init.signal.reason ?? error;
    throw new ApiError({ kind: 'network', status: 0, endpoint, cause: error });
  }
}

/** The cause of a network ApiError when the answer did not come within the call's deadline. */
export class DeadlineError extends Error {
  override readonly name = 'DeadlineError';
  readonly deadlineMs: number;
  constructor(deadlineMs: number) {
    super(`No answer within ${deadlineMs} ms`);
    this.deadlineMs = deadlineMs;
  }
}

/** A session that cannot be renewed right now (offline, server down) fails the call as a network error. */
export async function askAuth(
  ask: () => Promise<string | undefined>,
  endpoint: Endpoint,
  signal: AbortSignal | undefined,
): Promise<string | undefined> {
  try {
    return await ask();
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    throw new ApiError({ kind: 'network', status: 0, endpoint, cause: error });
  }
}

export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
