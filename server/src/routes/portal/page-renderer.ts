import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LocaleCode } from '../../../../contract/locales.ts';
import type { PageAssetManifest, PageRenderer } from '../../../../contract/page-render.ts';
import { errorChain } from '../../log/describe-error.ts';
import { readPageAssets } from './page-assets.ts';

interface LoadedBuild {
  key: string;
  renderer: PageRenderer;
  assets: Readonly<Record<LocaleCode, PageAssetManifest>>;
}

/**
 * The portal's server-rendering bundle (dist-ssr/entry-server.js) with the asset manifest of the browser
 * build beside it. Both are re-read when a build replaces them, so a rebuild needs no restart; until both
 * exist (or when they cannot be loaded) pages fall back to the client-rendered shell.
 */
export class PageRendererLoader {
  readonly #entry: string;
  readonly #manifest: string;
  #loaded: Promise<LoadedBuild | undefined> | undefined;
  #key = '';

  constructor(distDir: string, ssrDir: string) {
    this.#entry = join(ssrDir, 'entry-server.js');
    this.#manifest = join(distDir, '.vite', 'manifest.json');
  }

  async load(): Promise<LoadedBuild | undefined> {
    const key = await this.#buildKey();
    if (key === undefined) return undefined;
    if (key !== this.#key || !this.#loaded) {
      this.#key = key;
      this.#loaded = this.#import(key);
    }
    return this.#loaded;
  }

  async #buildKey(): Promise<string | undefined> {
    try {
      const [entry, manifest] = await Promise.all([stat(this.#entry), stat(this.#manifest)]);
      return `${entry.mtimeMs}:${manifest.mtimeMs}`;
    } catch {
      return undefined;
    }
  }

  async #import(key: string): Promise<LoadedBuild | undefined> {
    try {
      // A new query string per build: Node caches modules by URL.
      const url = `${pathToFileURL(this.#entry).href}?build=${encodeURIComponent(key)}`;
      const [renderer, assets] = await Promise.all([
        import(url) as Promise<PageRenderer>,
        readPageAssets(this.#manifest),
      ]);
      return { key, renderer, assets };
    } catch (error) {
      console.error(`Server rendering is off: the build could not be loaded (${errorChain(error)})`);
      return undefined;
    }
  }
}
