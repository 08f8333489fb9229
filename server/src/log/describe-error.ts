import { DrizzleQueryError } from 'drizzle-orm/errors';

/** Words after which PostgreSQL quotes a name (kept in logs), not a value (replaced). */
const NAME_WORDS = new Set([
  'collation',
  'column',
  'constraint',
  'database',
  'encoding',
  'extension',
  'function',
  'index',
  'operator',
  'relation',
  'role',
  'schema',
  'sequence',
  'table',
  'trigger',
  'type',
  'user',
  'view',
]);

// Values that must never reach a log even when a message embeds them unquoted.
const SECRET_SHAPES: [RegExp, string][] = [
  [/\$argon2\w*\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+/g, '<hash>'],
  [/\$argon2\w*\$[^\s"']+/g, '<hash>'],
  [/[^\s@"'<>(),]+@[^\s@"'<>(),]+\.[^\s@"'<>(),]+/g, '<email>'],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<uuid>'],
  [/[A-Za-z0-9_-]{32,}/g, '<token>'],
];

/** A driver or runtime message with quoted values and secret-looking strings replaced. */
export function redactMessage(message: string): string {
  let safe = message.replace(
    /(\w+)?(\s*)"(?:[^"]|"")*"/g,
    (whole, word: string | undefined, space: string) =>
      word && NAME_WORDS.has(word.toLowerCase()) ? whole : `${word ?? ''}${space}"…"`,
  );
  for (const [shape, label] of SECRET_SHAPES) safe = safe.replace(shape, label);
  return safe;
}

const MAX_SQL = 2000;
const MAX_FRAMES = 8;
const MAX_DEPTH = 4;

interface ErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  errors?: unknown;
}

/** The class name (DrizzleQueryError, DatabaseError) unless minified away, else the error's own name. */
function nameOf(error: Error): string {
  const ctor = error.constructor?.name ?? '';
  return ctor.length > 2 && ctor !== 'Error' ? ctor : error.name || 'Error';
}

/** Identifying fields a driver error carries besides its message (SQLSTATE or errno code, names). */
function fieldsOf(error: Error): string {
  const { code, constraint, table, column } = error as ErrorFields;
  const parts = [
    typeof code === 'string' || typeof code === 'number' ? `code ${code}` : '',
    typeof table === 'string' ? `table ${table}` : '',
    typeof column === 'string' ? `column ${column}` : '',
    typeof constraint === 'string' ? `constraint ${constraint}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? ` [${parts.join(', ')}]` : '';
}

/** The error and its causes, one line each, without stack frames. */
export function errorChain(error: unknown): string {
  return headline(error, 0);
}

/** An error's message fit for a log: a failed query's SQL shape (drizzle's message appends the bound parameters), else the redacted message. */
export function safeMessage(error: { message?: unknown }): string {
  if (error instanceof DrizzleQueryError) return `query failed: ${error.query.slice(0, MAX_SQL)}`;
  return redactMessage(String(error.message ?? ''));
}

function headline(error: unknown, depth: number): string {
  if (!(error instanceof Error)) return `non-error thrown (${typeof error})`;
  let line = `${nameOf(error)}${fieldsOf(error)}: ${safeMessage(error)}`;
  const inner = (error as ErrorFields).errors;
  if (Array.isArray(inner) && depth < MAX_DEPTH)
    line += inner.map((e, i) => `\n  [${i}] ${headline(e, depth + 1)}`).join('');
  if (error.cause !== undefined && depth < MAX_DEPTH)
    line += `\n  caused by ${headline(error.cause, depth + 1)}`;
  return line;
}

/**
 * One log-safe description of a failure: names, codes and messages of the error and its causes, the
 * SQL of a failed query with its placeholders, and the stack frames, but never a bound parameter,
 * a driver "detail" (which quotes row values) or a value quoted in a message.
 */
export function describeError(error: unknown): string {
  const frames =
    error instanceof Error
      ? (error.stack ?? '')
          .split('\n')
          .filter((l) => /^\s+at /.test(l))
          .slice(0, MAX_FRAMES)
      : [];
  return [headline(error, 0), ...frames].join('\n');
}

/** The one way the server logs an unexpected failure: a context line plus describeError. */
export function logError(context: string, error: unknown): void {
  console.error(`${context}: ${describeError(error)}`);
}
