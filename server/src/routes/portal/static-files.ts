import { stat } from 'node:fs/promises';
import { extname, posix, resolve, sep } from 'node:path';
import { previousClientDirs } from './build-folders.ts';

export interface DistFile {
  fullPath: string;
  size: number;
  mtimeMs: number;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.mp4': 'video/mp4',
};

export const contentTypeOf = (path: string): string =>
  CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

/** A path whose last segment has a file extension is a file request, never a page navigation. */
export const hasExtension = (urlPath: string): boolean =>
  /\.[A-Za-z0-9]+$/.test(urlPath.split('/').at(-1) ?? '');

/** Hashed build output never changes; entry points and the update manifest must always be revalidated. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (urlPath === '/sw.js' || urlPath === '/builds/latest.json' || urlPath.endsWith('.html'))
    return 'no-cache';
  if (urlPath.endsWith('.webmanifest')) return 'no-cache';
  return 'public, max-age=3600';
}

/** Maps a URL path to a regular file inside the dist root, refusing anything that escapes it. */
export async function resolveDistFile(root: string, urlPath: string): Promise<DistFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  // Dot-files (.vite/manifest.json, a stray .env) are build internals; only .well-known is public.
  if (decoded.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known')) return null;
  const fullPath = resolve(root, `.${posix.normalize(`/${decoded}`)}`);
  if (!fullPath.startsWith(root + sep)) return null;
  try {
    const info = await stat(fullPath);
    return info.isFile() ? { fullPath, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/**
 * A hashed asset the current build lacks, from the newest kept build that has it: a browser still running
 * the previous build loads its lazy chunks after a switch (hashed names never collide).
 */
export async function resolvePreviousAsset(client: string, urlPath: string): Promise<DistFile | null> {
  if (!urlPath.startsWith('/assets/')) return null;
  for (const dir of await previousClientDirs(client)) {
    const file = await resolveDistFile(dir, urlPath);
    if (file) return file;
  }
  return null;
}

export const weakEtag = (file: DistFile): string =>
  `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
