import type { QueryClient } from '@tanstack/react-query';
import type { LocaleCode } from '#contract/locales.ts';
import type { ApiClient } from '#lib/api-client.ts';
import type { QueryScope } from '#lib/query-scope.ts';

export interface AutoLoginRequest {
  api: ApiClient;
  /** The tenant's provider cookie. */
  provider: string;
  /** The navigation's locale and public address: a different saved language reloads it in that one. */
  locale: LocaleCode;
  publicHref: string;
}

/** What the route middleware needs of the session; the composition provides it (visitor until then). */
export interface SessionView {
  /** Shell §6: only the first role counts; 'user' means signed in. */
  roles(): readonly string[];
  /**
   * Shell §4 rule 3: signs in through the provider. Resolves false (continue as visitor), true
   * (signed in) or the address of the page in the user's saved language.
   */
  autoLogin?(request: AutoLoginRequest): Promise<boolean | { href: string }>;
}

/** What the document around the page needs before any script runs; the server and the browser give the same. */
export interface DocumentContext {
  /** The theme cookie's scheme (light when unset), painted on <html> so a dark page never flashes light. */
  colorScheme: 'light' | 'dark';
  /** The start-up data the server embedded (raw JSON text), rendered back unchanged. */
  bootJson?: string | undefined;
  /** True while rendering on the server: browser-only work (locale cookie, purchase returns) waits. */
  server?: boolean;
  /** The browser hydrated a server-rendered page: the middleware chain runs again with the real session. */
  hydrated?: boolean;
  /** Server only: the first render's stylesheets, inlined into the head (the browser keeps what it was sent). */
  firstPaintCss?: string | undefined;
}

/** Available to every route's beforeLoad/loader; the root route refreshes `locale` from the URL. */
export interface RouterContext extends QueryScope {
  queryClient: QueryClient;
  /** The page's own origin (scheme://host:port): window.location.origin in the browser, the request's on the server. */
  origin: string;
  document: DocumentContext;
  session?: SessionView;
}

/** The context below the root: the root adds the address's locale prefix. */
export interface PageRouteContext extends RouterContext {
  prefix: LocaleCode | undefined;
}

export const VISITOR_ROLES: readonly string[] = ['client'];
