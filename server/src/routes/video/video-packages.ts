import { join, relative, resolve, sep } from 'node:path';
import type { VideoAsset } from '../../db/schema/catalogue-props.ts';
import { videoPackage } from '../../media/video-package.ts';
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
}

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

  /** The package folder as grants name it: relative to the cache folder (never outside it). */
  folderOf(pkg: PackagedVideo): string {
    const folder = relative(resolve(this.cacheDir), resolve(pkg.dir));
    if (!folder || folder.startsWith('..') || folder.includes(`..${sep}`))
      throw new Error(`The package ${pkg.dir} is outside the media cache ${this.cacheDir}.`);
    return folder;
  }

  /** The absolute folder of a grant's package folder name. */
  pathOf(folder: string): string {
    return join(resolve(this.cacheDir), folder);
  }
}

/** The media pipeline's packager (Shaka Packager over the committed renditions). */
export const pipelinePackager: VideoPackager = (asset, options) => videoPackage(asset, options);
