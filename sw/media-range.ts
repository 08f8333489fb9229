/**
 * HTTP Range over a downloaded file kept in chunks (RFC 9110 §14): which bytes to send with which
 * status, and which parts of which chunks hold them. Pure functions, so every case is unit-tested.
 */

export type RangePlan =
  /** The whole file (no Range, or a Range the server may ignore: malformed or several ranges). */
  | { status: 200; start: number; end: number }
  /** One satisfiable range; `end` is inclusive. */
  | { status: 206; start: number; end: number }
  /** A valid range that starts past the end of the file. */
  | { status: 416 };

const SINGLE = /^bytes=(\d*)-(\d*)$/i;

/** What to answer for a Range header over a file of `size` bytes. */
export function planRange(header: string | null, size: number): RangePlan {
  const whole = { status: 200 as const, start: 0, end: size - 1 };
  const match = header ? SINGLE.exec(header.replace(/\s+/g, '')) : null;
  // RFC 9110 §14.2: a Range the server does not understand (or several ranges) may be ignored.
  if (!match) return whole;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return whole;
  if (first === '') {
    // Suffix range: the last N bytes (all of them when N is larger than the file).
    const length = Number(last);
    if (length === 0 || size === 0) return { status: 416 };
    return { status: 206, start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  // first-pos after last-pos makes the range invalid: ignored, not refused.
  if (last !== '' && end < start) return whole;
  if (start >= size) return { status: 416 };
  return { status: 206, start, end: Math.min(end, size - 1) };
}

/** Where a chunk sits in the file. */
export interface ChunkSpan {
  index: number;
  start: number;
  size: number;
}

/** A part of one chunk to send: bytes [from, to) of chunk `index`. */
export interface ChunkSlice {
  index: number;
  from: number;
  to: number;
}

/** The parts of the chunks (in file order) that cover bytes start..end inclusive. */
export function chunkSlices(chunks: readonly ChunkSpan[], start: number, end: number): ChunkSlice[] {
  const slices: ChunkSlice[] = [];
  for (const chunk of [...chunks].sort((a, b) => a.start - b.start)) {
    const chunkEnd = chunk.start + chunk.size;
    if (chunkEnd <= start || chunk.start > end) continue;
    const from = Math.max(start, chunk.start) - chunk.start;
    const to = Math.min(end + 1, chunkEnd) - chunk.start;
    if (to > from) slices.push({ index: chunk.index, from, to });
  }
  return slices;
}

/** True when the chunks hold every byte of the file, in order, with no gap or overlap. */
export function chunksComplete(chunks: readonly ChunkSpan[], size: number): boolean {
  let next = 0;
  for (const chunk of [...chunks].sort((a, b) => a.start - b.start)) {
    if (chunk.start !== next) return false;
    next += chunk.size;
  }
  return next === size;
}

/** Response headers of a plan (Content-Range on 206 and 416). */
export function rangeHeaders(plan: RangePlan, size: number, contentType: string): Headers {
  const headers = new Headers({ 'accept-ranges': 'bytes', 'cache-control': 'no-store' });
  if (plan.status === 416) {
    headers.set('content-range', `bytes */${size}`);
    headers.set('content-length', '0');
    return headers;
  }
  headers.set('content-type', contentType);
  headers.set('content-length', String(Math.max(0, plan.end - plan.start + 1)));
  if (plan.status === 206) headers.set('content-range', `bytes ${plan.start}-${plan.end}/${size}`);
  return headers;
}
