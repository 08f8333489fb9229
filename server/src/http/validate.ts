import * as v from 'valibot';
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
