import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { PROBLEM_CONTENT_TYPE } from '../../../contract/problem.ts';
import { ProblemError, problemBody } from './problem.ts';

export interface RangedFile {
  /** Absolute path of a regular file the caller has already authorised. */
  path: string;
  contentType: string;
  cacheControl: string;
}

export type ByteRange =
  | { kind: 'whole' }
  | { kind: 'unsatisfiable' }
  | { kind: 'part'; start: number; end: number };

const SPEC = /^(\d{0,15})-(\d{0,15})$/;

/**
 * Parses a Range header against a file size (RFC 9110 §14.1.2). Other units are ignored (whole file,
 * as §14.2 requires); a multi-range request is answered with the whole file; a malformed or
 * unsatisfiable byte range is unsatisfiable (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (!header) return { kind: 'whole' };
  const [unit, ...rest] = header.split('=');
  if (unit?.trim().toLowerCase() !== 'bytes' || rest.length !== 1) return { kind: 'whole' };
  const specs = (rest[0] ?? '').split(',').map((s) => s.trim());
  if (specs.length > 1) return { kind: 'whole' };
  const match = SPEC.exec(specs[0] ?? '');
  if (!match || (match[1] === '' && match[2] === '') || size === 0) return { kind: 'unsatisfiable' };
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0
      ? { kind: 'unsatisfiable' }
      : { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}

/** Weak comparison of If-None-Match (RFC 9110 §13.1.2): any listed tag, or "*", matches. */
export function noneMatch(header: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** If-Range (RFC 9110 §13.1.5): a strong ETag match, or the exact Last-Modified date. */
function ifRangeHolds(header: string | undefined, etag: string, lastModified: string): boolean {
  if (header === undefined) return true;
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  return value === lastModified;
}

/**
 * Answers GET or HEAD for a file with HTTP semantics media players rely on: Accept-Ranges, 200 for
 * the whole file, 206 + Content-Range for one byte range, 416 + `Content-Range: bytes *\/size`,
 * ETag/Last-Modified with If-None-Match/If-Modified-Since → 304, If-Range. The body streams from
 * disk. Independent of routing, so signed-URL routes can reuse it.
 */
export async function rangedFileResponse(request: Request, file: RangedFile): Promise<Response> {
  const info = await stat(file.path).catch(() => null);
  if (!info?.isFile())
    throw new ProblemError({ status: 404, code: 'FILE_NOT_FOUND', detail: 'There is no such file.' });
  const size = info.size;
  const etag = `"${size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const lastModified = info.mtime.toUTCString();
  const headers = new Headers({
    'accept-ranges': 'bytes',
    'cache-control': file.cacheControl,
    etag,
    'last-modified': lastModified,
  });
  const head = request.method === 'HEAD';
  const ifNoneMatch = request.headers.get('if-none-match');
  const ifModifiedSince = request.headers.get('if-modified-since');
  const notModified =
    ifNoneMatch !== null
      ? noneMatch(ifNoneMatch, etag)
      : ifModifiedSince !== null && Math.floor(info.mtimeMs / 1000) * 1000 <= Date.parse(ifModifiedSince);
  if (notModified) return new Response(null, { status: 304, headers });

  // Range is defined for GET only (RFC 9110 §14.2); a stale If-Range asks for the whole file.
  const rangeHeader = request.headers.get('range') ?? undefined;
  const range =
    !head && ifRangeHolds(request.headers.get('if-range') ?? undefined, etag, lastModified)
      ? parseByteRange(rangeHeader, size)
      : ({ kind: 'whole' } as const);
  if (range.kind === 'unsatisfiable') {
    headers.set('content-range', `bytes */${size}`);
    headers.set('content-type', PROBLEM_CONTENT_TYPE);
    const problem = { status: 416, code: 'RANGE_NOT_SATISFIABLE', detail: `The file has ${size} bytes.` };
    return new Response(JSON.stringify(problemBody(problem, new URL(request.url).pathname)), {
      status: 416,
      headers,
    });
  }
  headers.set('content-type', file.contentType);
  const [start, end] = range.kind === 'part' ? [range.start, range.end] : [0, size - 1];
  headers.set('content-length', String(end - start + 1));
  if (range.kind === 'part') headers.set('content-range', `bytes ${start}-${end}/${size}`);
  const status = range.kind === 'part' ? 206 : 200;
  if (head || size === 0) return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(file.path, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}
