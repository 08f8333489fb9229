import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { type LocaleCode, localePrefixOf } from '../../../../contract/locales.ts';
import type { PageAssetManifest, PageRenderer } from '../../../../contract/page-render.ts';
import { markInternal } from '../../http/admission.ts';
import { contentSecurityPolicy } from '../../http/security-headers.ts';
import { errorChain } from '../../log/describe-error.ts';
import { bootBasics, colorSchemeOf, type ShellRequest } from './boot.service.ts';

/**
 * How long a page may take to render. Past it the client-rendered shell answers (it paints at once and
 * loads the data itself), well inside the service worker's 4 s wait for a page.
 */
export const PAGE_RENDER_DEADLINE_MS = 2500;

interface Build {
  renderer: PageRenderer;
  assets: Readonly<Record<LocaleCode, PageAssetManifest>>;
}

/** API calls of the page: to this server in-process (admitted with the page), elsewhere over the network. */
function pageFetch(origin: string, signal: AbortSignal, selfFetch: (request: Request) => Promise<Response>) {
  return (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const callSignal = init?.signal ? AbortSignal.any([init.signal, signal]) : signal;
    const request = new Request(input, { ...init, signal: callSignal });
    return new URL(request.url).origin === origin ? selfFetch(markInternal(request)) : fetch(request);
  };
}

/**
 * The page rendered on the server with the portal's own components, or undefined when it could not be
 * (out of time, or the bundle failed): the caller then answers with the shell, so nobody sees an error.
 */
export async function renderPortalPage(
  c: Context,
  build: Build,
  shell: ShellRequest,
  selfFetch: (request: Request) => Promise<Response>,
): Promise<Response | undefined> {
  const deadline = AbortSignal.timeout(PAGE_RENDER_DEADLINE_MS);
  const signal = AbortSignal.any([c.req.raw.signal, deadline]);
  const lang = localePrefixOf(shell.path) ?? (shell.tenant.defaultLocale as LocaleCode);
  const nonce = randomBytes(16).toString('base64');
  try {
    const boot = await bootBasics(shell);
    const response = await build.renderer.renderPage({
      request: new Request(c.req.url, { headers: c.req.raw.headers, signal }),
      fetch: pageFetch(shell.origin, signal, selfFetch),
      boot,
      colorScheme: colorSchemeOf(shell.themeCookie),
      nonce,
      manifest: build.assets[lang],
    });
    const headers = new Headers(response.headers);
    headers.set('content-security-policy', contentSecurityPolicy([], nonce));
    headers.set('cache-control', 'no-cache');
    return new Response(response.body, { status: response.status, headers });
  } catch (error) {
    if (deadline.aborted) {
      console.warn(
        `Page ${shell.path} took over ${PAGE_RENDER_DEADLINE_MS} ms to render: the shell answered`,
      );
    } else if (!c.req.raw.signal.aborted) {
      console.error(`Page ${shell.path} could not be rendered; the shell answered: ${errorChain(error)}`);
    }
    return undefined;
  }
}
