import { splitLocalePrefix } from '#contract/locales.ts';
import type { PageDef } from '#contract/pages.ts';
import type { RouteRule } from '#contract/route-rules.ts';
import { LOGIN_PATH, RESET_PASSWORD_PATH, USER_TOKEN_COOKIE } from '#platform/session/session-paths.ts';

/** Route params that name an item by its numeric id (the validate rule of every page that has one). */
export const NUMERIC_PARAMS: ReadonlySet<string> = new Set([
  'id',
  'album',
  'track',
  'playlist',
  'article',
  'voucherId',
]);

export interface MiddlewareInput {
  page: PageDef;
  params: Record<string, string>;
  /** Path the routes are defined for (no locale prefix), e.g. /music/list. */
  pathname: string;
  /** Query string with its leading ?, or empty. */
  searchStr: string;
  /** The address as the user sees it (locale prefix, query, hash): the {fullPath} of the messages. */
  fullPath: string;
  roles: readonly string[];
  readCookie: (name: string) => string | undefined;
  autoLoginCookie: string | undefined;
  /**
   * Signs in through the auto-login provider: false → continue as visitor, true → continue signed
   * in, an href → load this page in the user's saved language.
   */
  autoLogin: () => Promise<boolean | { href: string }>;
  lookupRouteRule: (path: string) => Promise<RouteRule['redirect']>;
  /** The page's origin: a route rule to another origin leaves the app. */
  origin: string;
}

export type MiddlewareOutcome =
  | { kind: 'not-found'; message: string }
  | { kind: 'redirect'; to: string; search: Record<string, string> }
  | { kind: 'external'; href: string };

/** Internal: a step signed the user in; the rest of the chain sees role user. */
type SignedIn = { kind: 'signed-in' };
type StepOutcome = MiddlewareOutcome | SignedIn | undefined;
type Step = (input: MiddlewareInput) => StepOutcome | Promise<StepOutcome>;

const USER_ROLES: readonly string[] = ['user'];
const isUser = (roles: readonly string[]) => roles[0] === 'user';
const hereForLogin = ({ pathname, searchStr }: MiddlewareInput) => `${pathname}${searchStr}`;

/** (1) The route's validate rule: numeric ids must be numeric. Failure is a 404. */
export const validateRoute: Step = ({ params, fullPath }) => {
  const valid = Object.entries(params).every(
    ([name, value]) => !NUMERIC_PARAMS.has(name) || /^\d+$/.test(value),
  );
  return valid ? undefined : { kind: 'not-found', message: `Page Not Found: ${fullPath}` };
};

/**
 * (3) Auto-login when: visitor, no user-token cookie, no ?code, and the provider cookie has a
 * value. It signs in where the user is (no detour through the login page); a failure continues
 * as visitor, and the server clears the provider cookie then, so it cannot loop.
 */
export const autoLogin: Step = async (input) => {
  const { roles, readCookie, autoLoginCookie, searchStr } = input;
  if (isUser(roles) || readCookie(USER_TOKEN_COOKIE)) return undefined;
  if (new URLSearchParams(searchStr).has('code')) return undefined;
  if (!autoLoginCookie || !readCookie(autoLoginCookie)) return undefined;
  const result = await input.autoLogin();
  if (result === true) return { kind: 'signed-in' };
  return result ? { kind: 'external', href: result.href } : undefined;
};

/** (5) A password-reset link arrives as ?session_id=…; the reset page reads ?session=…. */
export const sessionIdRedirect: Step = ({ searchStr }) => {
  const session = new URLSearchParams(searchStr).get('session_id');
  return session === null ? undefined : { kind: 'redirect', to: RESET_PASSWORD_PATH, search: { session } };
};

/** (6) The server's route rule for this path: external → full navigation, internal → in-app under the current locale. */
export const routeRules: Step = async ({ pathname, lookupRouteRule, origin }) => {
  const rule = await lookupRouteRule(pathname);
  if (!rule) return undefined;
  const url = new URL(rule.to, origin);
  if (rule.external && url.origin !== origin) return { kind: 'external', href: url.href };
  const to = splitLocalePrefix(url.pathname).pathname;
  if (to === pathname) return undefined;
  return { kind: 'redirect', to, search: Object.fromEntries(url.searchParams) };
};

/** Named middlewares a page can ask for. protect-route-redirect comes back to the page after login. */
export const NAMED_MIDDLEWARES: Readonly<Record<string, Step>> = {
  'protect-route': ({ roles }) =>
    isUser(roles) ? undefined : { kind: 'redirect', to: LOGIN_PATH, search: {} },
  'protect-route-redirect': (input) =>
    isUser(input.roles)
      ? undefined
      : { kind: 'redirect', to: LOGIN_PATH, search: { redirect: hereForLogin(input) } },
};

export function namedMiddleware(name: string): Step {
  const step = Object.hasOwn(NAMED_MIDDLEWARES, name) ? NAMED_MIDDLEWARES[name] : undefined;
  if (!step) throw new Error('Unknown route middleware');
  return step;
}

/** The named middlewares of a page: protected pages (shell §6) send visitors to login and back. */
export const pageMiddlewares = (page: PageDef): string[] =>
  page.protected ? ['protect-route-redirect'] : [];

/** Shell §4 order; steps 2 and 4 are empty in the spec and have no code. */
export const GLOBAL_CHAIN: readonly Step[] = [validateRoute, autoLogin, sessionIdRedirect, routeRules];

/** Runs the global chain, then the page's named middlewares; the first step with an outcome ends it. */
export async function runMiddleware(
  input: MiddlewareInput,
  named: readonly string[] = pageMiddlewares(input.page),
): Promise<MiddlewareOutcome | undefined> {
  let state = input;
  for (const step of [...GLOBAL_CHAIN, ...named.map(namedMiddleware)]) {
    const outcome = await step(state);
    if (outcome?.kind === 'signed-in') state = { ...state, roles: USER_ROLES };
    else if (outcome) return outcome;
  }
  return undefined;
}
