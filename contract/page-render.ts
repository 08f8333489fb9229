import type { Device } from './device.ts';
import type { EnvFile } from './tenant.ts';

/**
 * The agreement between the server and the portal's server-rendering bundle (dist-ssr/entry-server.js):
 * the server resolves the tenant and device, the bundle renders the page with the portal's own components.
 */
export interface PageRenderInput {
  /** The navigation: its URL, headers and a signal that aborts when the render is out of time. */
  request: Request;
  /** Answers the portal's API calls; the server passes its own app, so nothing leaves the process. */
  fetch: typeof fetch;
  /** Start-up data the portal would otherwise ask for (embedded into the page for the browser too). */
  boot: { envFile: EnvFile; device?: Device };
  /** Scheme of the `theme` cookie (light when unset). */
  colorScheme: 'light' | 'dark';
  /** This response's Content-Security-Policy nonce: every inline script carries it. */
  nonce: string;
  /** Which scripts and styles each route needs (TanStack Router's manifest, built from Vite's). */
  manifest: PageAssetManifest;
}

export interface PageAssetManifest {
  routes: Record<
    string,
    {
      preloads?: string[];
      /** Stylesheets; `media: 'print'` marks one whose text is inlined (firstPaintCss) and must not block the paint. */
      css?: Array<string | { href: string; media?: string }>;
      scripts?: { attrs: Record<string, string> }[];
    }
  >;
  /** The first render's stylesheets, inlined into the page's head so the first paint waits for no request. */
  firstPaintCss?: string;
  /**
   * Chunks only some pages' first render needs, preloaded by the server for a page that uses them (its
   * structure names the kinds): the structure renderers, and the page parts of details pages and track lists.
   */
  lazyPreloads?: { renderers: string[]; parts: string[] };
}

/** What dist-ssr/entry-server.js exports. */
export interface PageRenderer {
  renderPage(input: PageRenderInput): Promise<Response>;
}

/** JSON safe inside a <script> element: no "</script>" or "<!--" can form, and JS line separators are escaped. */
export const embedJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
