import { Hono } from 'hono';
import { ProblemError } from '../../http/problem.ts';
import { rangedFileResponse } from '../../http/ranged-file.ts';
import { MEDIA_DIR, type MediaEntry, mediaManifest } from './media-library.ts';

const NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.mp4$/;

// Generated files never change under their name once committed; a year, without revalidation.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET/HEAD /media/video/{name}.mp4: the generated trailers and gameplay clips, public like artwork, with
 * Range support. Only names listed in the manifest are served, so no request can reach another file.
 * Audio is never public: POST /song and /song/download hand out signed /media/stream URLs.
 */
export function mediaFileRoutes(mediaDir: string = MEDIA_DIR): Hono {
  return new Hono().get('/media/video/:file', (c) => {
    // The raw segment, not the decoded parameter: percent-encoded names never match.
    const name = NAME.exec(new URL(c.req.url).pathname.split('/').at(-1) ?? '')?.[1];
    const entries: Record<string, MediaEntry> = mediaManifest().video;
    // hasOwn: a name like "constructor" must not reach Object.prototype.
    const entry = name && Object.hasOwn(entries, name) ? entries[name] : undefined;
    if (!entry)
      throw new ProblemError({
        status: 404,
        code: 'MEDIA_NOT_FOUND',
        detail: 'There is no such video file.',
      });
    return rangedFileResponse(c.req.raw, {
      path: mediaDir + entry.file,
      contentType: 'video/mp4',
      cacheControl: CACHE_CONTROL,
    });
  });
}
