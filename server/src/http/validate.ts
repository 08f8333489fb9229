import type { MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { isSafeLine, UNSAFE_TEXT_MESSAGE } from '../../../contract/text.ts';
import { ProblemError } from './problem.ts';

/** Parses request input with a contract schema; failures become a 400 listing each field's problem. */
export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  where: 'path' | 'query' | 'body',
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const errors = result.issues.map((issue) => ({
    path: `${where}.${v.getDotPath(issue) ?? issueKey(issue)}`,
    message: issue.message,
  }));
  throw new ProblemError({
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: `The request ${where} is invalid: ${errors.map((e) => `${e.path} ${e.message}`).join('; ')}.`,
    errors,
  });
}

// Strict objects report an unknown key as an issue whose path names the key but may not be a dot path.
function issueKey(issue: v.BaseIssue<unknown>): string {
  const last = issue.path?.at(-1);
  return last && 'key' in last ? String(last.key) : '(root)';
}

const utf8 = new TextDecoder();

/** Percent-escapes decoded as bytes (invalid UTF-8 becomes U+FFFD): every character a router or parser could see. */
function decodePercent(text: string): string {
  return text.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) =>
    utf8.decode(Uint8Array.from(run.slice(1).split('%'), (hex) => Number.parseInt(hex, 16))),
  );
}

/** The first part of the URL that breaks the contract's text rule, as a problem path (query.q, path). */
export function unsafeUrlPart(url: URL): string | undefined {
  if (!url.pathname.split('/').every((segment) => isSafeLine(decodePercent(segment)))) return 'path';
  for (const [key, value] of url.searchParams) {
    if (!isSafeLine(key)) return 'query';
    if (!isSafeLine(value)) return `query.${key}`;
  }
  return undefined;
}

/**
 * The contract's text rule (contract/text.ts) for the input no schema sees: every path segment and query
 * parameter of every request (API, hosted pages, media, portal). A control character or a lone surrogate
 * in the URL is a 400 before any handler, so it never reaches a query or a page.
 */
export const refuseUnsafeUrl: MiddlewareHandler = async (c, next) => {
  const part = unsafeUrlPart(new URL(c.req.url));
  if (part === undefined) return next();
  const where = part === 'path' ? 'path' : 'query';
  throw new ProblemError({
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: `The request ${where} is invalid: ${part} ${UNSAFE_TEXT_MESSAGE}.`,
    errors: [{ path: part, message: UNSAFE_TEXT_MESSAGE }],
  });
};
