import type { QueryClient } from '@tanstack/react-query';
import type { LocaleCode } from '#contract/locales.ts';
import type { QueryScope } from '#lib/query-scope.ts';

/** What the route middleware needs of the session; the session feature provides it (visitor until then). */
export interface SessionView {
  /** Shell §6: only the first role counts; 'user' means signed in. */
  roles(): readonly string[];
}

/** Available to every route's beforeLoad/loader; the root route refreshes `locale` from the URL. */
export interface RouterContext extends QueryScope {
  queryClient: QueryClient;
  session?: SessionView;
}

/** The context below the root: the root adds the address's locale prefix. */
export interface PageRouteContext extends RouterContext {
  prefix: LocaleCode | undefined;
}

export const VISITOR_ROLES: readonly string[] = ['client'];
