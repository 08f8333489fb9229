import { basename, dirname, resolve } from 'node:path';
import { VIDEO_ERRORS } from '../../../../contract/video.ts';
import type { VideoAsset } from '../../db/schema/catalogue-props.ts';
import { ProblemError } from '../../http/problem.ts';
import { videoPackage } from '../../media/video-package.ts';
import { PACKAGE_FOLDER } from './video-grants.ts';
import type { TitleKey } from './video-keys.ts';

/** One file of a package (MPD, HLS playlists, fMP4 streams, WebVTT subtitles). */
export interface PackagedFile {
  name: string;
  sizeBytes: number;
  mimeType: string;
}

/** What the media pipeline (server/src/media/video-package.ts) answers for a packaged asset. */
export interface PackagedVideo {
  /** Absolute folder of the package, under the cache folder. */
  dir: string;
  files: PackagedFile[];
  durationSec: number;
  /** Key id (hex) of an encrypted package. */
  kid?: string | null | undefined;
}

export interface PackageOptions {
  key?: TitleKey;
  /** Written as the HLS key URI of an encrypted package (the media route puts the viewer's key URL there). */
  hlsKeyUri?: string;
  cacheDir: string;
}

/** The media pipeline's videoPackage(asset, options) signature. */
export type VideoPackager = (asset: VideoAsset, options: PackageOptions) => Promise<PackagedVideo>;

export interface VideoSettings {
  /** Where packages are written (MEDIA_CACHE_DIR). */
  cacheDir: string;
  packager: VideoPackager;
  /** How long a request waits for a package being made before its 503 VIDEO_PACKAGING (retry later). */
  waitMs?: number;
}

/** A request waits this long for a package being made; the run goes on, a retry finds it ready. */
export const PACKAGE_WAIT_MS = 20_000;
const PACKAGING_RETRY_SECONDS = 5;

const packaging = (detail: string) =>
  new ProblemError({
    status: 503,
    code: VIDEO_ERRORS.packaging,
    detail,
    headers: { 'retry-after': String(PACKAGING_RETRY_SECONDS) },
  });

/**
 * The HLS key URI packages are made with. A package is shared by every viewer of the title, but each
 * viewer's key URL carries their own licence grant, so the media route replaces this placeholder in the
 * playlists it serves.
 */
export const HLS_KEY_PLACEHOLDER = 'https://video-key.invalid/key';

/** DASH manifest and HLS master playlist names of a package. */
export const MANIFEST_FILE = 'manifest.mpd';
export const HLS_FILE = 'master.m3u8';
export const OFFLINE_MANIFEST_FILE = 'offline.mpd';

/**
 * Packages one asset clear, or one title encrypted with its key, at most once at a time per package:
 * concurrent first plays of a title wait for the same packaging run. A finished package is remembered; a
 * failed run is not, so the next play tries again.
 */
export class VideoPackages {
  readonly #settings: VideoSettings;
  readonly #runs = new Map<string, Promise<PackagedVideo>>();

  constructor(settings: VideoSettings) {
    this.#settings = settings;
  }

  get cacheDir(): string {
    return this.#settings.cacheDir;
  }

  /**
   * The package for a request: waits at most waitMs for it, then 503 VIDEO_PACKAGING (retryable) while the
   * run goes on; a failed run (timed out, packager error) is a 503 too, and the next request runs again.
   */
  async ready(asset: VideoAsset, key?: TitleKey): Promise<PackagedVideo> {
    const run = this.package(asset, key);
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'waited'>((done) => {
      timer = setTimeout(() => done('waited'), this.#settings.waitMs ?? PACKAGE_WAIT_MS);
    });
    try {
      const pkg = await Promise.race([run, waited]);
      if (pkg === 'waited') throw packaging('The video is being prepared; try again in a few seconds.');
      return pkg;
    } catch (error) {
      if (error instanceof ProblemError) throw error;
      console.error(`[video] packaging ${asset} failed:`, error);
      throw packaging('The video could not be prepared just now; try again in a few seconds.');
    } finally {
      clearTimeout(timer);
    }
  }

  package(asset: VideoAsset, key?: TitleKey): Promise<PackagedVideo> {
    const id = `${asset}:${key?.kid ?? 'clear'}`;
    let run = this.#runs.get(id);
    if (!run) {
      const { cacheDir, packager } = this.#settings;
      run = packager(asset, key ? { key, hlsKeyUri: HLS_KEY_PLACEHOLDER, cacheDir } : { cacheDir });
      this.#runs.set(id, run);
      run.catch(() => this.#runs.delete(id));
    }
    return run;
  }

  /** The package folder as grants name it: its name, directly in the cache folder (never outside it). */
  folderOf(pkg: PackagedVideo): string {
    const dir = resolve(pkg.dir);
    const folder = basename(dir);
    if (dirname(dir) !== resolve(this.cacheDir) || !PACKAGE_FOLDER.test(folder))
      throw new Error(`The package ${pkg.dir} is not a folder of the media cache ${this.cacheDir}.`);
    return folder;
  }

  /** The absolute folder of a grant's package folder name; a name that would leave the cache is refused. */
  pathOf(folder: string): string {
    const cache = resolve(this.cacheDir);
    const path = resolve(cache, folder);
    if (!PACKAGE_FOLDER.test(folder) || dirname(path) !== cache)
      throw new Error(`The package folder ${JSON.stringify(folder)} is not in the media cache.`);
    return path;
  }
}

/** The media pipeline's packager (Shaka Packager over the committed renditions). */
export const pipelinePackager: VideoPackager = (asset, options) => videoPackage(asset, options);
