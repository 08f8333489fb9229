import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LocaleCode } from '../../../../contract/locales.ts';
import type { PageAssetManifest, PageRenderer } from '../../../../contract/page-render.ts';
import { errorChain } from '../../log/describe-error.ts';
import type { BuildDirs } from './build-folders.ts';
import { readPageAssets } from './page-assets.ts';

interface LoadedBuild {
  key: string;
  renderer: PageRenderer;
  assets: Readonly<Record<LocaleCode, PageAssetManifest>>;
}

/**
 * The portal's server-rendering bundle (entry-server.js of dist-ssr) with the asset manifest of the browser
 * build beside it. Both are re-read when the build changes, so a rebuild needs no restart: the key is the
 * real paths of both (a switch to a new build folder changes them) and their mtimes (a build replaced in
 * place). Until both exist (or when they cannot be loaded) pages fall back to the client-rendered shell.
 */
export class PageRendererLoader {
  #loaded: Promise<LoadedBuild | undefined> | undefined;
  #key = '';

  async load(build: BuildDirs): Promise<LoadedBuild | undefined> {
    if (build.ssr === null) return undefined;
    const entry = join(build.ssr, 'entry-server.js');
    const manifest = join(build.client, '.vite', 'manifest.json');
    const key = await buildKey(entry, manifest);
    if (key === undefined) return undefined;
    if (key !== this.#key || !this.#loaded) {
      this.#key = key;
      this.#loaded = load(entry, manifest, key);
    }
    return this.#loaded;
  }
}

async function buildKey(entry: string, manifest: string): Promise<string | undefined> {
  try {
    const [entryInfo, manifestInfo] = await Promise.all([stat(entry), stat(manifest)]);
    return `${entry}:${entryInfo.mtimeMs}:${manifest}:${manifestInfo.mtimeMs}`;
  } catch {
    return undefined;
  }
}

async function load(entry: string, manifest: string, key: string): Promise<LoadedBuild | undefined> {
  try {
    // A new query string per build: Node caches modules by URL.
    const url = `${pathToFileURL(entry).href}?build=${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
    const [renderer, assets] = await Promise.all([
      import(url) as Promise<PageRenderer>,
      readPageAssets(manifest),
    ]);
    return { key, renderer, assets };
  } catch (error) {
    console.error(`Server rendering is off: the build could not be loaded (${errorChain(error)})`);
    return undefined;
  }
}
