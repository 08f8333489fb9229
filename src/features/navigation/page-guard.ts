import { notFound, type ParsedLocation, redirect } from '@tanstack/react-router';
import { followLink, needsDisclaimer } from '#components/dialogs/external-redirect.ts';
import type { PageDef } from '#contract/pages.ts';
import { readCookie } from '#lib/cookies.ts';
import type { PageRouteContext } from '#platform/router-context.ts';
import { VISITOR_ROLES } from '#platform/router-context.ts';
import { type MiddlewareOutcome, runMiddleware } from './middleware.ts';
import { guardFamily } from './page-configuration.ts';
import { lookupRouteRule, routeRuleQuery } from './route-rules.queries.ts';

export interface GuardArgs {
  context: PageRouteContext;
  params: Record<string, string>;
  location: ParsedLocation;
  preload: boolean;
}

/** Turns a middleware outcome into what the router understands; external targets leave the app. */
async function apply(outcome: MiddlewareOutcome, server: boolean): Promise<never> {
  if (outcome.kind === 'not-found') throw notFound({ data: { message: outcome.message } });
  if (outcome.kind === 'redirect') throw redirect({ to: outcome.to, search: outcome.search, replace: true });
  // The server answers the navigation itself with a redirect to the other site.
  if (server) throw redirect({ href: outcome.href });
  if (needsDisclaimer(outcome.href)) {
    // Shell §3 disclaimer: the user decides; meanwhile (and after a cancel) the app's home stands in for the page.
    followLink(outcome.href);
    throw redirect({ to: '/', replace: true });
  }
  window.location.assign(outcome.href);
  // The document is unloading: keep the navigation pending instead of rendering the old page.
  return new Promise<never>(() => {});
}

/** The page's beforeLoad: the shell §4 middleware chain (only the validate rule while preloading). */
export async function guardPage(
  page: PageDef,
  { context, params, location, preload }: GuardArgs,
): Promise<void> {
  await guardFamily(page, params, context);
  const input = {
    page,
    params,
    pathname: location.pathname,
    searchStr: location.searchStr,
    fullPath: location.publicHref,
    roles: context.session?.roles() ?? VISITOR_ROLES,
    readCookie: (name: string) => readCookie(name),
    autoLoginCookie: context.tenant.autoLoginCookie,
    // A hover preload must not sign anyone in; the real navigation will.
    autoLogin: async () => {
      const provider = context.tenant.autoLoginCookie;
      const session = context.session;
      if (preload || context.document.server || !provider || !session?.autoLogin) return false;
      return session.autoLogin({
        api: context.api,
        provider,
        locale: context.locale,
        publicHref: location.publicHref,
      });
    },
    lookupRouteRule: (path: string) =>
      lookupRouteRule(() => context.queryClient.ensureQueryData(routeRuleQuery(context, path))),
    origin: context.origin,
  };
  // The server knows no session (it lives in the browser): it renders the visitor's page without the
  // session steps, and the browser runs the whole chain again once it has hydrated (see __root).
  const server = context.document.server === true;
  const outcome = await runMiddleware(input, preload || server ? [] : undefined);
  if (!outcome) return;
  // Hover preloads must never redirect or leave the app; only a 404 is worth knowing early.
  if (preload && outcome.kind !== 'not-found') return;
  await apply(outcome, server);
}
