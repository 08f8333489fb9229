import { Hono } from 'hono';
import { ProblemError } from '../../http/problem.ts';
import { rangedFileResponse } from '../../http/ranged-file.ts';
import { MEDIA_DIR, type MediaEntry, mediaManifest } from './media-library.ts';

const NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(m4a|mp4)$/;

// Generated files never change under their name once committed; a year, without revalidation.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const FAMILIES = {
  audio: { extension: 'm4a', contentType: 'audio/mp4' },
  video: { extension: 'mp4', contentType: 'video/mp4' },
} as const;

/**
 * GET/HEAD /media/audio/{name}.m4a and /media/video/{name}.mp4: the generated demo media with Range
 * support. Only names listed in the manifest are served, so no request can reach another file.
 */
export function mediaFileRoutes(mediaDir: string = MEDIA_DIR): Hono {
  const app = new Hono();
  for (const family of ['audio', 'video'] as const) {
    const { extension, contentType } = FAMILIES[family];
    app.get(`/media/${family}/:file`, (c) => {
      // The raw segment, not the decoded parameter: percent-encoded names never match.
      const match = NAME.exec(new URL(c.req.url).pathname.split('/').at(-1) ?? '');
      const entries: Record<string, MediaEntry> = mediaManifest()[family];
      const name = match?.[2] === extension ? match[1] : undefined;
      // hasOwn: a name like "constructor" must not reach Object.prototype.
      const entry = name && Object.hasOwn(entries, name) ? entries[name] : undefined;
      if (!entry)
        throw new ProblemError({
          status: 404,
          code: 'MEDIA_NOT_FOUND',
          detail: `There is no such ${family} file.`,
        });
      return rangedFileResponse(c.req.raw, {
        path: mediaDir + entry.file,
        contentType,
        cacheControl: CACHE_CONTROL,
      });
    });
  }
  return app;
}
