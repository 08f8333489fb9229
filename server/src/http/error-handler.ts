import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { databaseTrouble } from '../db/unavailable.ts';
import { errorChain, logError } from '../log/describe-error.ts';
import { ProblemError, problemResponse } from './problem.ts';

/** Seconds a client should wait before retrying when the database is down, or merely too busy. */
export const RETRY_AFTER_SECONDS = { unavailable: 5, busy: 2 } as const;

/** Every failure leaves as problem+json; unexpected errors are logged here (never their values) and never echoed. */
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
  const where = `[server] ${c.req.method} ${new URL(c.req.url).pathname}`;
  const trouble = databaseTrouble(error);
  if (trouble === 'busy') {
    // Back-pressure, not a fault: every pooled connection stayed busy for the whole wait.
    return problemResponse(c, {
      status: 503,
      code: 'SERVER_BUSY',
      detail: 'The server is busy. Please try again shortly.',
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS.busy) },
    });
  }
  if (trouble === 'unavailable') {
    console.error(`${where}: database unavailable: ${errorChain(error)}`);
    return problemResponse(c, {
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      detail: 'The database cannot be reached. Please try again shortly.',
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS.unavailable) },
    });
  }
  logError(`${where} failed`, error);
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
