import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Db } from '../../db/client.ts';
import { ProblemError } from '../../http/problem.ts';
import { requestHostname, requestOrigin } from '../../http/request-origin.ts';
import { findTenantForHost } from '../tenant/tenant.service.ts';
import { type ShellRequest, shellOptions } from './boot.service.ts';
import { PageRendererLoader } from './page-renderer.ts';
import { renderPortalPage } from './server-page.ts';
import { ShellTemplate } from './shell-template.ts';
import { renderShell } from './spa-shell.ts';
import {
  cacheControlFor,
  contentTypeOf,
  type DistFile,
  hasExtension,
  resolveDistFile,
  weakEtag,
} from './static-files.ts';

export interface PortalDeps {
  db: Db;
  distDir: string;
  /** The server-rendering bundle's folder (`vite build --ssr`); default: dist-ssr beside distDir. */
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

/** The built portal: files from DIST_DIR, and every other navigation answered by the personalised shell. */
export function portalRoutes({ db, distDir, ssrDir, defaultTenant, stage, selfFetch }: PortalDeps): Hono {
  const root = resolve(distDir);
  const template = new ShellTemplate(join(root, 'index.html'));
  const renderers = new PageRendererLoader(root, ssrDir ?? join(root, '..', 'dist-ssr'));

  return new Hono().get('*', async (c) => {
    const path = new URL(c.req.url).pathname;
    // Backend and media paths are never portal pages: an unknown one is a 404 problem, not the app shell.
    if (SERVER_ONLY.test(path)) return c.notFound();
    const file = path === '/' ? null : await resolveDistFile(root, path);
    if (file) return serveFile(c, file, path);
    // A missing script or image must fail loudly; answering HTML would hide the broken reference.
    if (path.startsWith('/assets/') || hasExtension(path)) return c.notFound();
    const tenant = await findTenantForHost(db, requestHostname(c.req.url), defaultTenant);
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
    const build = selfFetch ? await renderers.load() : undefined;
    if (build && selfFetch) {
      const page = await renderPortalPage(c, build, request, selfFetch);
      if (page) return page;
    }
    const html = await template.load();
    if (html === null) {
      throw new ProblemError({
        status: 503,
        code: 'PORTAL_NOT_BUILT',
        detail:
          'The portal is not built yet: run `npm run build` (or `npm start`) so DIST_DIR holds index.html.',
      });
    }
    const options = await shellOptions(request);
    return c.body(renderShell(html, options), 200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
    });
  });
}
