import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { type ResvgRenderOptions, renderAsync } from '@resvg/resvg-js';
import { LruCache, type LruLimits } from '../../cache/lru.ts';

/** The one font PNGs are drawn with: shipped with the code, so every machine draws the same bytes. */
const PNG_FONT_FILE = fileURLToPath(new URL('../../../assets/fonts/DejaVuSans-Bold.ttf', import.meta.url));
const FAMILY = 'DejaVu Sans';

const PNG_RENDER_OPTIONS: ResvgRenderOptions = {
  // System fonts differ per machine (a CI machine may have none) and scanning them slows every render.
  font: {
    loadSystemFonts: false,
    fontFiles: [PNG_FONT_FILE],
    defaultFontFamily: FAMILY,
    sansSerifFamily: FAMILY,
    serifFamily: FAMILY,
    monospaceFamily: FAMILY,
  },
  logLevel: 'off',
};

export interface RenderedPng {
  body: Uint8Array<ArrayBuffer>;
  /** Strong: the hash of these bytes. */
  etag: string;
}

export interface PngRendererLimits extends LruLimits {
  /** Renders running at once; they share the libuv pool with file reads and gzip. */
  concurrency: number;
}

// A preview is about 130 KB (67–173 KB measured): some 370 of them in 48 MB.
const DEFAULT_LIMITS: PngRendererLimits = { maxEntries: 1_000, maxBytes: 48 * 1024 * 1024, concurrency: 2 };

const sha1 = (data: string | Uint8Array) => createHash('sha1').update(data).digest('base64url');

/**
 * Rasterises SVG (resvg, off the event loop) once per distinct drawing: answers are kept in a bounded
 * LRU keyed by the SVG's hash, and simultaneous requests for one drawing (a link shared to a chat
 * makes several preview bots ask at once) wait for the same render.
 */
export function pngRenderer(limits: PngRendererLimits = DEFAULT_LIMITS) {
  const cache = new LruCache<RenderedPng>(limits);
  const rendering = new Map<string, Promise<RenderedPng>>();
  let running = 0;
  const waiting: (() => void)[] = [];

  async function rasterise(svg: string): Promise<RenderedPng> {
    while (running >= limits.concurrency) await new Promise<void>((wake) => waiting.push(wake));
    running++;
    try {
      // A copy on a plain ArrayBuffer, as Response bodies want (the binding's Buffer may not be one).
      const body = new Uint8Array((await renderAsync(svg, PNG_RENDER_OPTIONS)).asPng());
      return { body, etag: `"${sha1(body)}"` };
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  return {
    render(svg: string): Promise<RenderedPng> {
      const key = sha1(svg);
      const cached = cache.get(key);
      if (cached) return Promise.resolve(cached);
      const pending = rendering.get(key);
      if (pending) return pending;
      const render = rasterise(svg)
        .then((png) => {
          cache.set(key, png, png.body.byteLength);
          return png;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, render);
      return render;
    },
  };
}
