import { safeMessage } from './log/describe-error.ts';

const MAX_DEPTH = 8;

interface Described {
  message: string;
  code?: unknown;
  cause?: unknown;
  errors?: unknown;
}

const asError = (value: unknown): Described | undefined =>
  typeof value === 'object' && value !== null && 'message' in value ? (value as Described) : undefined;

const lineOf = (error: Described): string => {
  const code = typeof error.code === 'string' || typeof error.code === 'number' ? String(error.code) : '';
  // Never a failed query's parameters or a value quoted in a driver message (issue 11, finding 5).
  const message = safeMessage(error);
  // e.g. pg's AggregateError has no message of its own, only a code and the inner errors.
  if (!message) return code || 'error';
  return code && !message.includes(code) ? `${message} [${code}]` : message;
};

/**
 * The whole story of a start-up failure: the message, then every `cause` and every inner error of an
 * AggregateError (ECONNREFUSED per address of an unreachable database), each on its own line.
 */
export function describeStartupError(error: unknown): string {
  const top = asError(error);
  if (!top) return String(error);
  const lines: string[] = [];
  const seen = new Set<unknown>();
  const walk = (value: unknown, depth: number, label: string) => {
    const current = asError(value);
    if (!current || seen.has(value) || depth > MAX_DEPTH) return;
    seen.add(value);
    lines.push(`${'  '.repeat(depth)}${label}${lineOf(current)}`);
    if (Array.isArray(current.errors)) {
      for (const inner of current.errors) walk(inner, depth + 1, '- ');
    }
    if (current.cause !== undefined) walk(current.cause, depth + 1, 'caused by: ');
  };
  walk(error, 0, '');
  return lines.join('\n');
}
