import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import type { StructureNode } from '../../../../contract/structure.ts';
import type { AppEnv } from '../../app-env.ts';
import type { ContentVersions } from '../../db/content-versions.ts';
import { needsDatabase } from '../../http/admission.ts';
import { noneMatch } from '../../http/ranged-file.ts';
import type { Answer, AnswerCache } from './answer-cache.ts';
import type { TrackedViewer } from './viewer.ts';

/** The server-side cache and the versions that validate it; without both every answer is composed. */
export interface StructureCaching {
  versions?: ContentVersions | undefined;
  cache?: AnswerCache | undefined;
}

/**
 * How long any cache may keep an answer that is the same for every caller: shell §9's structure
 * window (the portal's staleTime and the service worker's use the same 2 minutes), 1 hour for
 * configurations.
 */
export const PUBLIC_MAX_AGE = { structure: 120, configuration: 3600 } as const;
export type AnswerPolicy = keyof typeof PUBLIC_MAX_AGE;

/** Everything an answer's key is made of besides the tenant: fixed order, so equal requests share it. */
export const answerKey = (parts: readonly (string | number | undefined)[]): string =>
  parts.map((part) => part ?? '').join('\u0000');

const utf8 = new TextEncoder();

/** Serialises a composed node once, with its strong ETag. */
function serialise(node: StructureNode, vary: Answer['vary']): Omit<Answer, 'signedIn'> {
  const body = utf8.encode(JSON.stringify(node));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, vary };
}

function cacheControl(answer: Answer, policy: AnswerPolicy): string {
  if (!answer.vary.includes('signedIn')) return `public, max-age=${PUBLIC_MAX_AGE[policy]}`;
  // A signed-in user's answer (a premium body) is never stored, not even by the service worker.
  return answer.signedIn ? 'private, no-store' : 'private, no-cache';
}

/** Smaller answers are not worth compressing (hono/compress's threshold). */
const GZIP_FROM_BYTES = 1024;

function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const q = accepts.find((a) => a.type.toLowerCase() === 'gzip')?.q ?? accepts.find((a) => a.type === '*')?.q;
  return (q ?? 0) > 0;
}

/** Gzipped once per answer, not once per request; its own strong validator (another representation). */
function gzipOf(answer: Answer): NonNullable<Answer['gzip']> {
  answer.gzip ??= { body: new Uint8Array(gzipSync(answer.body)), etag: `${answer.etag.slice(0, -1)}-gzip"` };
  return answer.gzip;
}

/** The answer as HTTP: 304 when the caller holds it already (If-None-Match), else 200 with the body. */
function respond(c: Context<AppEnv>, answer: Answer, policy: AnswerPolicy): Response {
  const gzip =
    answer.body.byteLength >= GZIP_FROM_BYTES && acceptsGzip(c.req.header('accept-encoding'))
      ? gzipOf(answer)
      : undefined;
  const etag = gzip?.etag ?? answer.etag;
  const headers: Record<string, string> = {
    etag,
    'cache-control': cacheControl(answer, policy),
    // Set here, so the compress middleware leaves the answer alone (it would re-stream the body to add it).
    vary: answer.vary.includes('signedIn') ? 'Accept-Encoding, Authorization' : 'Accept-Encoding',
  };
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && noneMatch(ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  headers['content-type'] = 'application/json';
  if (gzip) headers['content-encoding'] = 'gzip';
  return new Response(gzip?.body ?? answer.body, { status: 200, headers });
}

export interface AnswerSpec {
  policy: AnswerPolicy;
  /** answerKey() of the request. */
  key: string;
  viewer: TrackedViewer;
  /** omitCache=true: the caller wants a newly composed answer (it is stored for the next ones). */
  fresh: boolean;
  compose(): Promise<StructureNode>;
}

/** A structure answer from the cache when it holds one for this caller, else composed (and kept). */
export async function serveAnswer(
  c: Context<AppEnv>,
  caching: StructureCaching | undefined,
  spec: AnswerSpec,
): Promise<Response> {
  const compose = async () => {
    // PGlite: its line, now that the database is needed (admission.ts).
    await needsDatabase(c.req.raw);
    const node = await spec.compose();
    return serialise(node, spec.viewer.asked());
  };
  const { versions, cache } = caching ?? {};
  if (!versions || !cache) {
    const composed = await compose();
    const signedIn = composed.vary.includes('signedIn') ? await spec.viewer.signedIn() : undefined;
    return respond(c, { ...composed, ...(signedIn === undefined ? {} : { signedIn }) }, spec.policy);
  }
  const tenant = c.get('tenant').name;
  // The version is taken before composing: a write during the composition leaves the answer stale-keyed, never stale-served.
  const version = await versions.of(tenant);
  const answer = await cache.answer(tenant, version, spec.key, spec.viewer, compose, {
    fresh: spec.fresh,
  });
  return respond(c, answer, spec.policy);
}
