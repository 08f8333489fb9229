import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Db } from '../../db/client.ts';
import { RETRY_AFTER_SECONDS } from '../../http/error-handler.ts';
import { ProblemError } from '../../http/problem.ts';
import { requestHostname, requestOrigin } from '../../http/request-origin.ts';
import { findTenantForHost } from '../tenant/tenant.service.ts';
import { type ShellRequest, shellOptions } from './boot.service.ts';
import { currentBuildDirs } from './build-folders.ts';
import { PageRendererLoader } from './page-renderer.ts';
import { LOCALE_COOKIE, ROOT_VARY_HEADERS, rememberedLocaleTarget } from './remembered-locale.ts';
import { renderPortalPage } from './server-page.ts';
import { ShellTemplate } from './shell-template.ts';
import { renderShell } from './spa-shell.ts';
import {
  cacheControlFor,
  contentTypeOf,
  type DistFile,
  hasExtension,
  resolveDistFile,
  resolvePreviousAsset,
  weakEtag,
} from './static-files.ts';

export interface PortalDeps {
  db: Db;
  /** The browser build: a folder, or the link `npm run build` switches (build-folders.ts). */
  distDir: string;
  /** The server-rendering bundle's folder or link (`vite build --ssr`); default: dist-ssr beside distDir. */
  ssrDir?: string;
  defaultTenant: string;
  stage: string;
  /** The app itself: a page's API calls are answered in-process while it renders. */
  selfFetch?: (request: Request) => Promise<Response>;
}

async function serveFile(c: Context, file: DistFile, urlPath: string): Promise<Response> {
  const etag = weakEtag(file);
  const headers = { etag, 'cache-control': cacheControlFor(urlPath) };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  const body = new Uint8Array(await readFile(file.fullPath));
  return c.body(body, 200, { ...headers, 'content-type': contentTypeOf(file.fullPath) });
}

const SERVER_ONLY = /^\/(api|media)(\/|$)/;

const NOT_BUILT_DETAIL =
  'The portal is not built yet: run `npm run build` (or `npm start`) so DIST_DIR holds index.html.';
/** For a person at a browser (an operator's error, so in English): readable, and it retries by itself. */
const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS.unavailable}" />
    <title>Portal not built yet</title>
  </head>
  <body>
    <h1>The portal is not built yet</h1>
    <p>This page tries again in a few seconds. Operators: run <code>npm run build</code> (or <code>npm start</code>) so DIST_DIR holds index.html.</p>
  </body>
</html>
`;

/** A page navigation (a browser asks for HTML), as opposed to an API client. */
const wantsHtml = (c: Context): boolean =>
  c.req.header('sec-fetch-mode') === 'navigate' || (c.req.header('accept') ?? '').includes('text/html');

/** 503 with Retry-After: an HTML page for a navigation, the problem JSON for anything else. */
function notBuilt(c: Context): Response {
  const headers = { 'retry-after': String(RETRY_AFTER_SECONDS.unavailable), 'cache-control': 'no-store' };
  if (wantsHtml(c)) return c.html(NOT_BUILT_PAGE, 503, headers);
  throw new ProblemError({ status: 503, code: 'PORTAL_NOT_BUILT', detail: NOT_BUILT_DETAIL, headers });
}

/**
 * The built portal: files from DIST_DIR, and every other navigation answered by the server-rendered page or
 * the personalised shell. Each request reads one build, through the real folders the links point at when
 * it starts (build-folders.ts), so a switch never mixes two builds in one answer.
 */
export function portalRoutes({ db, distDir, ssrDir, defaultTenant, stage, selfFetch }: PortalDeps): Hono {
  const distLink = resolve(distDir);
  const ssrLink = resolve(ssrDir ?? join(distLink, '..', 'dist-ssr'));
  const template = new ShellTemplate();
  const renderers = new PageRendererLoader();

  return new Hono().get('*', async (c) => {
    const path = new URL(c.req.url).pathname;
    // Backend and media paths are never portal pages: an unknown one is a 404 problem, not the app shell.
    if (SERVER_ONLY.test(path)) return c.notFound();
    const build = await currentBuildDirs(distLink, ssrLink);
    if (build && path !== '/') {
      const file =
        (await resolveDistFile(build.client, path)) ?? (await resolvePreviousAsset(build.client, path));
      if (file) return serveFile(c, file, path);
    }
    // A missing script or image must fail loudly; answering HTML would hide the broken reference.
    if (path.startsWith('/assets/') || hasExtension(path)) return c.notFound();
    const tenant = await findTenantForHost(db, requestHostname(c.req.url), defaultTenant);
    // `/` opens in the language the user chose before (an installed app launches `/`).
    const remembered = rememberedLocaleTarget(
      path,
      new URL(c.req.url).search,
      getCookie(c, LOCALE_COOKIE),
      tenant.defaultLocale,
    );
    if (remembered) return c.body(null, 302, { location: remembered, ...ROOT_VARY_HEADERS });
    const request: ShellRequest = {
      db,
      tenant,
      origin: requestOrigin(c.req.url),
      path,
      stage,
      themeCookie: getCookie(c, 'theme'),
      userAgent: c.req.header('user-agent'),
      hints: { mobile: c.req.header('sec-ch-ua-mobile'), platform: c.req.header('sec-ch-ua-platform') },
    };
    const rendered = build && selfFetch ? await renderers.load(build) : undefined;
    if (rendered && selfFetch) {
      const page = await renderPortalPage(c, rendered, request, selfFetch);
      if (page) {
        if (path === '/') page.headers.set('vary', ROOT_VARY_HEADERS.vary);
        return page;
      }
    }
    const html = await template.load(build?.client ?? null);
    if (html === null) return notBuilt(c);
    const options = await shellOptions(request);
    return c.body(renderShell(html, options), 200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      ...(path === '/' ? { vary: ROOT_VARY_HEADERS.vary } : {}),
    });
  });
}
