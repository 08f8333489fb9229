import { readFile } from 'node:fs/promises';
import { LOCALE_CODES, type LocaleCode } from '../../../../contract/locales.ts';
import type { PageAssetManifest } from '../../../../contract/page-render.ts';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ViteChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type ViteManifest = Record<string, ViteChunk>;

/** Loaded lazily by every page's first render: the structure renderers and the page parts. */
const FIRST_RENDER_MODULES = ['src/structure/page-renderers.ts', 'src/app/page-parts.tsx'];
const ROOT_ROUTE_ID = '__root__';
const catalogueOf = (code: LocaleCode) => `src/locales/${code}/messages.po`;

/** A chunk and everything it imports statically: what the browser would fetch one after another. */
function closure(manifest: ViteManifest, keys: readonly string[]): ViteChunk[] {
  const seen = new Set<string>();
  const chunks: ViteChunk[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return chunks;
}

const url = (file: string) => `/${file}`;
const unique = (items: string[]) => [...new Set(items)];

/**
 * TanStack Router's asset manifest for one language: the entry script, a modulepreload for every chunk the
 * first render needs (so none waits for another) with the page's catalogue, and their stylesheets (so the
 * server's markup is styled at first paint).
 */
export function pageAssets(manifest: ViteManifest, locale: LocaleCode): PageAssetManifest {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('.html'));
  const entry = entryKey ? manifest[entryKey] : undefined;
  if (!entryKey || !entry) throw new Error('The build manifest names no HTML entry');
  const catalogues = unique([catalogueOf(locale), catalogueOf('en')]);
  const chunks = closure(manifest, [entryKey, ...FIRST_RENDER_MODULES, ...catalogues]);
  return {
    routes: {
      [ROOT_ROUTE_ID]: {
        preloads: unique(chunks.map((chunk) => url(chunk.file))),
        css: unique(chunks.flatMap((chunk) => (chunk.css ?? []).map(url))),
        scripts: [{ attrs: { type: 'module', src: url(entry.file) } }],
      },
    },
  };
}

/** Every language's manifest of one build, read once per build. */
export async function readPageAssets(
  manifestPath: string,
): Promise<Readonly<Record<LocaleCode, PageAssetManifest>>> {
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as ViteManifest;
  // A renamed module would silently drop out of every page's preloads (a request waterfall, not an error).
  const missing = FIRST_RENDER_MODULES.filter((key) => !manifest[key]);
  if (missing.length > 0)
    console.warn(`Server pages will not preload ${missing.join(', ')}: not in the build`);
  return Object.fromEntries(LOCALE_CODES.map((code) => [code, pageAssets(manifest, code)])) as Record<
    LocaleCode,
    PageAssetManifest
  >;
}
