import type * as v from 'valibot';
import type { Endpoint } from '#contract/endpoint.ts';
import { ApiError } from './api-error.ts';
import { readProblem, readResponse } from './api-response.ts';
import { askAuth, buildInit, buildUrl, DeadlineError, send, sleep, type WireOptions } from './api-wire.ts';

export { DeadlineError } from './api-wire.ts';

/** Shell §9: these statuses are retried once, and only for idempotent reads. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const RETRY_METHODS: ReadonlySet<Endpoint['method']> = new Set(['GET', 'HEAD']);

/**
 * Nothing waits on the network without a deadline: a read that has no answer after 12 s, or a write after
 * 15 s, fails as a network error (like offline), so the service worker's stored answer, the offline screen or
 * the outbox takes over. Calls on a page's critical path pass shorter deadlines of their own.
 */
export const READ_DEADLINE_MS = 12_000;
export const WRITE_DEADLINE_MS = 15_000;

type InputOf<E, K extends 'params' | 'query' | 'body'> = E extends {
  [P in K]: infer S extends v.GenericSchema;
}
  ? v.InferInput<S>
  : undefined;

/** Path parameters and body are required exactly when the endpoint declares them. */
type DeclaredPart<E, K extends 'params' | 'body'> = E extends { [P in K]: v.GenericSchema }
  ? { [P in K]: InputOf<E, K> }
  : { [P in K]?: undefined };

export type CallOptions<E extends Endpoint> = DeclaredPart<E, 'params'> &
  DeclaredPart<E, 'body'> & {
    query?: InputOf<E, 'query'>;
    signal?: AbortSignal;
    /** Success statuses this call accepts (default: any 2xx); others throw like an error answer. */
    acceptStatus?: readonly number[];
    /** Extra request headers (e.g. Idempotency-Key of an outbox write). */
    headers?: Readonly<Record<string, string>>;
    /** Reads the accepted answer's headers (e.g. x-result-count of the wallet). */
    onHeaders?: (headers: Headers) => void;
    /** How long to wait for an answer before failing as a network error (default READ/WRITE_DEADLINE_MS). */
    timeoutMs?: number;
  };

type CallArgs<E extends Endpoint> = E extends { params: v.GenericSchema } | { body: v.GenericSchema }
  ? [options: CallOptions<E>]
  : [options?: CallOptions<E>];

export type ResponseOf<E extends Endpoint> = v.InferOutput<E['response']>;

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
}

/**
 * The session's side of every call: which access token to send (refreshed first when it is about
 * to expire) and a renewed one after a 401. The session feature implements it; the client only asks.
 */
export interface ApiAuth {
  /** The access token for this call, or undefined to send none. May refresh first. */
  tokenFor(endpoint: Endpoint): Promise<string | undefined>;
  /** A call sent with `token` was refused (401): a renewed token to retry once with, or undefined. */
  renew(token: string): Promise<string | undefined>;
}

export interface ApiClientOptions {
  /** Backend base address (shell §7); relative bases resolve against the page. */
  baseUrl: string;
  /** Sent as x-tenant-id; absent only for the start-up call that discovers the tenant. */
  tenant?: string;
  fetch?: typeof fetch;
  /** Pause before the single retry. */
  retryDelayMs?: number;
  /** When set, calls carry `Authorization: Bearer <access token>` of the current session. */
  auth?: ApiAuth;
  /** Headers every call carries, read at each call (e.g. the parental-control unlock). */
  sessionHeaders?: () => Readonly<Record<string, string>>;
}

/** A busy server's Retry-After (seconds) is honoured up to 3 s; otherwise the short default pause. */
export function retryDelayOf(response: Response, fallbackMs: number): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, 3000) : fallbackMs;
}

export function createApiClient({
  baseUrl,
  tenant,
  fetch: fetchImpl,
  retryDelayMs = 300,
  auth,
  sessionHeaders,
}: ApiClientOptions): ApiClient {
  const doFetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const base = baseUrl.replace(/\/+$/, '');

  async function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
    const options = (args[0] ?? {}) as WireOptions;
    const url = buildUrl(base, endpoint, options);
    const retryable = RETRY_METHODS.has(endpoint.method);

    const deadlineMs = options.timeoutMs ?? (retryable ? READ_DEADLINE_MS : WRITE_DEADLINE_MS);
    // One deadline for the whole call (retries, token renewal and the body included).
    const deadline = AbortSignal.timeout(deadlineMs);
    const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
    try {
      return await callOnce(endpoint, url, retryable, { ...options, signal });
    } catch (error) {
      // No answer in time is handled like no network: stored answers, the offline screen or the outbox take over.
      if (deadline.aborted && !options.signal?.aborted)
        throw new ApiError({ kind: 'network', status: 0, endpoint, cause: new DeadlineError(deadlineMs) });
      throw error;
    }
  }

  async function callOnce<E extends Endpoint>(
    endpoint: E,
    url: URL,
    retryable: boolean,
    options: WireOptions,
  ): Promise<ResponseOf<E>> {
    const attempt = async (token: string | undefined): Promise<Response> => {
      const init = buildInit(
        endpoint,
        { ...options, headers: { ...sessionHeaders?.(), ...options.headers } },
        tenant,
        token,
      );
      let response = await send(doFetch, url, init, endpoint);
      if (retryable && RETRY_STATUSES.has(response.status)) {
        await response.body?.cancel();
        await sleep(retryDelayOf(response, retryDelayMs), options.signal);
        response = await send(doFetch, url, init, endpoint);
      }
      return response;
    };

    const token = auth ? await askAuth(() => auth.tokenFor(endpoint), endpoint, options.signal) : undefined;
    let response = await attempt(token);
    // An access token the server refused: one shared refresh, then one retry with the new token.
    if (auth && token && response.status === 401) {
      const renewed = await askAuth(() => auth.renew(token), endpoint, options.signal);
      if (renewed) {
        await response.body?.cancel();
        response = await attempt(renewed);
      }
    }
    const accepted = options.acceptStatus ? options.acceptStatus.includes(response.status) : response.ok;
    if (!accepted) {
      const problem = await readProblem(response);
      throw new ApiError({ kind: 'http', status: response.status, endpoint, problem });
    }
    options.onHeaders?.(response.headers);
    return readResponse(response, endpoint);
  }

  return { call };
}
