import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
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

/** Loaded lazily by a page's first render when its structure needs them: the structure renderers, the page parts. */
const RENDERERS_MODULE = 'src/structure/page-renderers.ts';
const PARTS_MODULE = 'src/app/page-parts.tsx';
const ROOT_ROUTE_ID = '__root__';
const catalogueOf = (code: LocaleCode) => `src/locales/${code}/messages.po`;

/** A chunk and everything it imports statically: what the browser would fetch one after another. */
function closure(manifest: ViteManifest, keys: readonly string[], known = new Set<string>()): ViteChunk[] {
  const seen = known;
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
 * TanStack Router's asset manifest for one language: the entry script, a modulepreload for every chunk every
 * first render needs (so none waits for another) with the page's catalogue, the chunks only some pages need
 * (`lazyPreloads`, added per page by the page renderer), and all their stylesheets (so the
 * server's markup is styled at first paint). With the stylesheets' text (`cssText`), that text is inlined into
 * the page (no render-blocking request: a whole round trip less before the first paint on a slow connection)
 * and the files are still named, for print, so the browser's module loader finds them present and does not
 * load them again before a lazy chunk that imports them may run.
 */
export function pageAssets(
  manifest: ViteManifest,
  locale: LocaleCode,
  cssText?: (href: string) => string | undefined,
): PageAssetManifest {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('.html'));
  const entry = entryKey ? manifest[entryKey] : undefined;
  if (!entryKey || !entry) throw new Error('The build manifest names no HTML entry');
  // Each catalogue has the fallback's messages compiled in (src/lib/i18n.ts): the page's own is all it needs.
  const catalogues = [catalogueOf(locale)];
  // Every page preloads the entry and its catalogue; the renderers and parts only for pages that use them.
  const known = new Set<string>();
  const base = closure(manifest, [entryKey, ...catalogues], known);
  const renderers = closure(manifest, [RENDERERS_MODULE], known);
  const parts = closure(manifest, [PARTS_MODULE], known);
  const chunks = [...base, ...renderers, ...parts];
  const css = unique(chunks.flatMap((chunk) => (chunk.css ?? []).map(url)));
  const texts = cssText ? css.map(cssText) : [];
  const inlined = texts.length > 0 && texts.every((text) => text !== undefined);
  return {
    routes: {
      [ROOT_ROUTE_ID]: {
        preloads: unique(base.map((chunk) => url(chunk.file))),
        css: inlined ? css.map((href) => ({ href, media: 'print' })) : css,
        scripts: [{ attrs: { type: 'module', src: url(entry.file) } }],
      },
    },
    ...(inlined ? { firstPaintCss: texts.join('\n') } : {}),
    lazyPreloads: {
      renderers: unique(renderers.map((chunk) => url(chunk.file))),
      parts: unique(parts.map((chunk) => url(chunk.file))),
    },
  };
}

/** Every language's manifest of one build, read once per build. */
export async function readPageAssets(
  manifestPath: string,
): Promise<Readonly<Record<LocaleCode, PageAssetManifest>>> {
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as ViteManifest;
  // The build's stylesheets, read once per build (dist/.vite/manifest.json → dist/).
  const root = dirname(dirname(manifestPath));
  const files = unique(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  const texts = new Map<string, string>();
  await Promise.all(
    files.map(async (file) => {
      const text = await readFile(join(root, file), 'utf8').catch(() => undefined);
      if (text !== undefined && !text.includes('</style')) texts.set(url(file), text);
    }),
  );
  // A renamed module would silently drop out of every page's preloads (a request waterfall, not an error).
  const missing = [RENDERERS_MODULE, PARTS_MODULE].filter((key) => !manifest[key]);
  if (missing.length > 0)
    console.warn(`Server pages will not preload ${missing.join(', ')}: not in the build`);
  return Object.fromEntries(
    LOCALE_CODES.map((code) => [code, pageAssets(manifest, code, (href) => texts.get(href))]),
  ) as Record<LocaleCode, PageAssetManifest>;
}
