import type { Context } from 'hono';
import { PROBLEM_CONTENT_TYPE, type Problem } from '../../../contract/problem.ts';

type FieldError = NonNullable<Problem['errors']>[number];

export interface ProblemInit {
  status: number;
  code: string;
  detail: string;
  errors?: FieldError[];
  /** RFC 9457 extension member for the portal to act on (e.g. partner login 402). */
  data?: unknown;
  /** Extra response headers (e.g. Retry-After on 429). */
  headers?: Record<string, string>;
}

/** Thrown anywhere in a request; the error handler turns it into an RFC 9457 answer. */
export class ProblemError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[] | undefined;
  readonly data: unknown;
  readonly headers: Record<string, string> | undefined;

  constructor(init: ProblemInit) {
    super(init.detail);
    this.name = 'ProblemError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors;
    this.data = init.data;
    this.headers = init.headers;
  }
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** A stable, non-dereferenceable type URI per machine-readable code (RFC 9457 §3.1.1 allows tag-like URNs). */
const typeFor = (code: string): string =>
  `urn:media-portal:problem:${code.toLowerCase().replaceAll('_', '-')}`;

export function problemBody(init: ProblemInit, instance?: string): Problem {
  return {
    type: typeFor(init.code),
    title: TITLES[init.status] ?? (init.status >= 500 ? 'Server Error' : 'Client Error'),
    status: init.status,
    detail: init.detail,
    code: init.code,
    ...(instance ? { instance } : {}),
    ...(init.errors ? { errors: init.errors } : {}),
    ...(init.data !== undefined ? { data: init.data } : {}),
  };
}

export function problemResponse(c: Context, init: ProblemInit): Response {
  const body = problemBody(init, new URL(c.req.url).pathname);
  return new Response(JSON.stringify(body), {
    status: init.status,
    headers: { 'content-type': PROBLEM_CONTENT_TYPE, 'cache-control': 'no-store', ...init.headers },
  });
}
