import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { mediaManifest, type Renditions } from '../routes/media/media-library.ts';
import { offlineManifest } from './offline-manifest.ts';
import { runPackager } from './packager.ts';
import { packagerArgs } from './video-package-args.ts';
import { expectedStamp, readStamp, STAMP, type Stamp, sameStamp } from './video-package-stamp.ts';

export type { Stamp } from './video-package-stamp.ts';

/**
 * Packages a demo video's committed renditions (server/seed/media/video/<name>/, see scripts/generate-media.ts)
 * into DASH and HLS with Shaka Packager, at run time, into a cache folder. On-demand profile: one fragmented MP4
 * per stream with a sidx (read with Range), 2 s segments, manifest.mpd and master.m3u8 from one run, sidecar
 * WebVTT subtitles, and offline.mpd (480p, every audio and subtitle language) for downloads. All URLs inside are
 * relative, so the package plays under any URL prefix (a signed grant path).
 *
 * With a key, the package is CENC-encrypted (raw key, W3C common PSSH, no clear lead) for ClearKey playback, and
 * its HLS playlists point at `hlsKeyUri` for the key (without it the packager writes the key id in its place).
 */

export interface VideoPackageKey {
  /** Key id, 32 hex digits. */
  kid: string;
  /** Content key, 32 hex digits. */
  key: string;
}

export interface VideoPackageOptions {
  key?: VideoPackageKey;
  /**
   * Written into the HLS playlists of an encrypted package as the key's URI (may be relative). Without it the
   * packager writes the key id there (packager bug #1219) and the encrypted HLS cannot play; DASH is unaffected.
   */
  hlsKeyUri?: string;
  /** Where packages live (mediaCacheDir() by default in the server). */
  cacheDir: string;
}

export interface VideoPackageFile {
  name: string;
  sizeBytes: number;
  mimeType: string;
}

export interface VideoPackage {
  /** Absolute folder of the package. */
  dir: string;
  /** Everything servable in it (the stamp left out), sorted by name. */
  files: VideoPackageFile[];
  /** The asset's duration (the committed renditions'), not the catalogue's. */
  durationSec: number;
  /** The key id (lower-case hex) of an encrypted package, null for a clear one. */
  kid: string | null;
}

/** The package cache: env MEDIA_CACHE_DIR, else `${DATA_DIR}/media-cache` (DATA_DIR defaulting to ./data). */
export function mediaCacheDir(env: Record<string, string | undefined> = process.env): string {
  const explicit = env.MEDIA_CACHE_DIR?.trim();
  if (explicit) return resolve(explicit);
  return resolve(env.DATA_DIR?.trim() || './data', 'media-cache');
}

const HEX32 = /^[0-9a-fA-F]{32}$/;

const MIME_TYPES: Record<string, string> = {
  mpd: 'application/dash+xml',
  m3u8: 'application/vnd.apple.mpegurl',
  vtt: 'text/vtt',
};

function mimeTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  if (extension === 'mp4') return name.startsWith('a_') ? 'audio/mp4' : 'video/mp4';
  const type = MIME_TYPES[extension];
  if (!type) throw new Error(`unexpected file in a video package: ${name}`);
  return type;
}

function renditionsOf(asset: string): Renditions {
  const renditions = Object.hasOwn(mediaManifest().renditions, asset)
    ? mediaManifest().renditions[asset]
    : undefined;
  if (!renditions) throw new Error(`no video renditions for asset "${asset}" in the media manifest`);
  return renditions;
}

async function listFiles(dir: string): Promise<VideoPackageFile[]> {
  const names = (await readdir(dir)).filter((name) => name !== STAMP).sort();
  return Promise.all(
    names.map(async (name) => ({
      name,
      sizeBytes: (await stat(join(dir, name))).size,
      mimeType: mimeTypeOf(name),
    })),
  );
}

/**
 * Moves a finished temp folder into place as `dir`. When `dir` already holds a package with the same stamp
 * (another instance wrote it meanwhile), that one stays and ours is dropped; a package with another stamp
 * is replaced.
 */
export async function placePackage(tmp: string, dir: string, stamp: Stamp): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const theirs = await readStamp(dir);
    if (theirs && sameStamp(theirs, stamp)) {
      await rm(tmp, { recursive: true, force: true });
      return;
    }
    try {
      // A rename onto a non-empty folder fails, so a package that appears meanwhile is never overwritten.
      await rename(tmp, dir);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      // A different (stale) package, or one being replaced: look again before removing it.
      const again = await readStamp(dir);
      if (!again || !sameStamp(again, stamp)) await rm(dir, { recursive: true, force: true });
    }
  }
  throw new Error(`could not move the package into ${dir}`);
}

/** Temp folders older than this are left over from a crashed run (a run takes seconds, minutes at most). */
export const STALE_TEMP_MS = 60 * 60_000;

/**
 * Removes temp folders (`*.tmp-*`) left in the cache by runs that died; fresh ones may be another
 * instance's run in progress and stay. Answers the names removed.
 */
export async function sweepStaleTemps(cacheDir: string, now: number = Date.now()): Promise<string[]> {
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    if (!name.includes('.tmp-')) continue;
    const path = join(cacheDir, name);
    const info = await stat(path).catch(() => undefined);
    if (!info || now - info.mtimeMs < STALE_TEMP_MS) continue;
    await rm(path, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

async function build(
  dir: string,
  renditions: Renditions,
  options: VideoPackageOptions,
  stamp: Stamp,
): Promise<void> {
  // A fresh, unique folder per run: two runs (or instances) never write into the same one.
  const tmp = await mkdtemp(`${dir}.tmp-`);
  try {
    await runPackager(packagerArgs(renditions, options), { cwd: tmp });
    const offline = offlineManifest(await readFile(join(tmp, 'manifest.mpd'), 'utf8'));
    await writeFile(join(tmp, 'offline.mpd'), offline.mpd);
    await writeFile(join(tmp, STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
    // The stamp goes in last and the folder appears whole: a reader never sees a half-written package.
    await placePackage(tmp, dir, stamp);
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    // Another instance may have renamed its identical package into place first.
    const theirs = await readStamp(dir);
    if (theirs && sameStamp(theirs, stamp)) return;
    throw error;
  }
}

const inFlight = new Map<string, Promise<VideoPackage>>();

/**
 * The packaged DASH/HLS of `asset` (a key of the media manifest's renditions), clear or encrypted with
 * `options.key`, made once and reused while its stamp (packager version, input sha256s, key) still matches.
 * Concurrent callers for the same package share one packager run. A failing packager rejects with its stderr.
 */
export function videoPackage(asset: string, options: VideoPackageOptions): Promise<VideoPackage> {
  let renditions: Renditions;
  try {
    renditions = renditionsOf(asset);
    if (options.key && !(HEX32.test(options.key.kid) && HEX32.test(options.key.key)))
      throw new Error('a video key needs a 32-hex-digit kid and key');
  } catch (error) {
    return Promise.reject(error);
  }
  const dir = resolve(
    options.cacheDir,
    options.key ? `${asset}.${options.key.kid.toLowerCase()}` : `${asset}.clear`,
  );
  const running = inFlight.get(dir);
  if (running) return running;
  const run = (async () => {
    const stamp = await expectedStamp(asset, renditions, options);
    const existing = await readStamp(dir);
    if (!existing || !sameStamp(existing, stamp)) {
      await mkdir(options.cacheDir, { recursive: true });
      await build(dir, renditions, options, stamp);
    }
    return { dir, files: await listFiles(dir), durationSec: renditions.durationSec, kid: stamp.kid };
  })().finally(() => inFlight.delete(dir));
  inFlight.set(dir, run);
  return run;
}
