import type { Endpoint } from '#contract/endpoint.ts';
import type { Problem } from '#contract/problem.ts';

/** What went wrong: the server answered with an error, the network failed, or the answer broke the contract. */
export type ApiErrorKind = 'http' | 'network' | 'invalid-response';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  endpoint: Pick<Endpoint, 'method' | 'path'>;
  problem?: Problem;
  cause?: unknown;
}

/** The only error the API client throws (besides aborts): the UI decides what to do with it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly endpoint: Pick<Endpoint, 'method' | 'path'>;
  readonly problem: Problem | undefined;

  constructor(init: ApiErrorInit) {
    const where = `${init.endpoint.method} ${init.endpoint.path}`;
    super(
      init.problem?.title
        ? `${where}: ${init.problem.title}`
        : `${where} failed (${init.kind} ${init.status})`,
      {
        cause: init.cause,
      },
    );
    this.kind = init.kind;
    this.status = init.status;
    this.endpoint = { method: init.endpoint.method, path: init.endpoint.path };
    this.problem = init.problem;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
