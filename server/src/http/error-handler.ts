import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ProblemError, problemResponse } from './problem.ts';

/** Every failure leaves as problem+json; unexpected errors are logged here and never echoed. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof ProblemError) {
    return problemResponse(c, {
      status: error.status,
      code: error.code,
      detail: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      ...(error.data !== undefined ? { data: error.data } : {}),
      ...(error.headers ? { headers: error.headers } : {}),
    });
  }
  if (error instanceof HTTPException && error.status < 500) {
    return problemResponse(c, { status: error.status, code: `HTTP_${error.status}`, detail: error.message });
  }
  console.error(`[server] ${c.req.method} ${new URL(c.req.url).pathname} failed:`, error);
  return problemResponse(c, {
    status: 500,
    code: 'INTERNAL_ERROR',
    detail: 'The server could not complete the request.',
  });
}

export function handleNotFound(c: Context): Response {
  const path = new URL(c.req.url).pathname;
  return problemResponse(c, { status: 404, code: 'NOT_FOUND', detail: `No resource at ${path}.` });
}
