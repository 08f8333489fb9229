/** Why a query could not run although nothing was wrong with it: the database is gone, or too busy. */
export type DatabaseTrouble = 'unavailable' | 'busy';

// Socket errors of a connection that cannot be made or was cut.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
]);

// SQLSTATE: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 53300 too many connections.
const DOWN_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

const DOWN_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Cannot use a pool after calling end on the pool',
  'Client has encountered a connection error and is not queryable',
  'PGlite is closed',
  'PGlite is closing',
];

// pg-pool: every client stayed busy for connectionTimeoutMillis (the pool is full, not broken).
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

function own(error: Error): DatabaseTrouble | undefined {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || DOWN_SQLSTATES.has(code) || code.startsWith('08')) return 'unavailable';
  }
  if (error.message === POOL_WAIT_TIMEOUT) return 'busy';
  if (DOWN_MESSAGES.some((m) => error.message.startsWith(m))) return 'unavailable';
  return undefined;
}

/** Looks through the error, its causes and an AggregateError's parts (drizzle wraps the driver's error). */
export function databaseTrouble(error: unknown, depth = 0): DatabaseTrouble | undefined {
  if (!(error instanceof Error) || depth > 4) return undefined;
  const found = own(error);
  if (found) return found;
  const parts = error instanceof AggregateError ? error.errors : [];
  for (const part of [error.cause, ...parts]) {
    const inner = databaseTrouble(part, depth + 1);
    if (inner) return inner;
  }
  return undefined;
}
