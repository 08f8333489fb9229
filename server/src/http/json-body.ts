import type { Context } from 'hono';
import type * as v from 'valibot';
import { ProblemError } from './problem.ts';
import { parseInput } from './validate.ts';

/** Every JSON body of the backend is small; anything larger is refused before it is parsed. */
export const JSON_BODY_LIMIT_BYTES = 16 * 1024;

const tooLarge = () =>
  new ProblemError({
    status: 413,
    code: 'BODY_TOO_LARGE',
    detail: `The request body must be at most ${JSON_BODY_LIMIT_BYTES} bytes.`,
  });

const malformed = (detail: string) => new ProblemError({ status: 400, code: 'MALFORMED_JSON', detail });

// Reads at most the limit, so a huge or endless body (no Content-Length) is cut off early.
async function readLimited(body: ReadableStream<Uint8Array> | null): Promise<Uint8Array> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > JSON_BODY_LIMIT_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The request's JSON body checked against a contract schema: 415 unless application/json, 413 above
 * 16 KB, 400 for malformed JSON or a schema failure (strict schemas also refuse unknown fields).
 */
export async function readJsonBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new ProblemError({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      detail: 'The request body must be JSON (Content-Type: application/json).',
    });
  }
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > JSON_BODY_LIMIT_BYTES) throw tooLarge();
  const bytes = await readLimited(c.req.raw.body);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw malformed('The request body is not valid UTF-8.');
  }
  if (text.trim() === '') throw malformed('The request body is empty; a JSON object was expected.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw malformed('The request body is not valid JSON.');
  }
  return parseInput(schema, json, 'body');
}
