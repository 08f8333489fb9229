import type { Context } from 'hono';
import { Hono } from 'hono';
import { isLocaleCode } from '../../../contract/locales.ts';
import { HOSTED_QUERY } from '../../../contract/session.ts';
import { isAllowedReturnUrl } from '../auth/allowlist.ts';
import { issueAuthCode } from '../auth/auth-codes.ts';
import { csrfToken, verifyCsrf } from '../auth/csrf.ts';
import { hitRateLimit, type RateRule } from '../auth/rate-limit.ts';
import type { AuthSettings } from '../auth/settings.ts';
import { startSsoSession } from '../auth/sso.ts';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../db/schema/auth.ts';
import { requestHostname } from '../http/request-origin.ts';
import { findTenantForHost } from '../routes/tenant/tenant.service.ts';
import { h } from './html.ts';
import { type Frame, page } from './layout.ts';
import { inDuration, tr } from './texts.ts';

export interface HostedDeps {
  db: Db;
  settings: AuthSettings;
  defaultTenant: string;
}

/** A hosted page request whose return URL passed the tenant's allowlist. */
export interface Hosted extends Frame {
  redirectUrl: string;
}

const MAX_URL = 2048;

/** Tenant by Host (like /api/envFile), language from ?lang= or the tenant's default. */
export async function frameOf(c: Context, deps: HostedDeps): Promise<Frame> {
  const tenant = await findTenantForHost(deps.db, requestHostname(c.req.url), deps.defaultTenant);
  const lang = c.req.query(HOSTED_QUERY.lang);
  return { tenant, lang: isLocaleCode(lang) ? lang : tenant.defaultLocale };
}

/** The frame plus a vetted redirectUrl, or the 400 page: never redirect anywhere unvetted (ASVS 3.7.2). */
export async function hostedOf(c: Context, deps: HostedDeps, known?: Frame): Promise<Hosted | Response> {
  const frame = known ?? (await frameOf(c, deps));
  const redirectUrl = c.req.query(HOSTED_QUERY.redirectUrl) ?? '';
  const allowed =
    redirectUrl.length <= MAX_URL && (await isAllowedReturnUrl(deps.db, frame.tenant, redirectUrl));
  return allowed ? { ...frame, redirectUrl } : errorPage(c, frame, 'badRequest', 400);
}

/** A hosted page's own URL carrying the language and return URL (plus e.g. the reset session). */
export function hostedHref(path: string, hosted: Hosted, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    [HOSTED_QUERY.lang]: hosted.lang,
    [HOSTED_QUERY.redirectUrl]: hosted.redirectUrl,
    ...extra,
  });
  return `${path}?${query}`;
}

/** 303 back to the vetted return URL with one parameter added; its existing query (redirect=…) stays. */
export function returnWith(c: Context, hosted: Hosted, name: string, value: string): Response {
  const url = new URL(hosted.redirectUrl);
  url.searchParams.set(name, value);
  c.header('cache-control', 'no-store');
  return c.redirect(url.toString(), 303);
}

/** Logged in: hosted sign-on session (auto-login, "continue as") plus a one-time code for the portal. */
export async function signInAndReturn(
  c: Context,
  deps: HostedDeps,
  hosted: Hosted,
  user: Pick<UserRow, 'id'>,
): Promise<Response> {
  await startSsoSession(c, deps.db, hosted.tenant, user.id);
  const code = await issueAuthCode(deps.db, hosted.tenant.name, user.id);
  return returnWith(c, hosted, 'code', code);
}

type ErrorKind = 'badRequest' | 'forbidden' | 'notFound' | 'tooLarge';

export function errorPage(c: Context, frame: Frame, kind: ErrorKind, status: number): Response {
  return page(c, frame, {
    title: `error.${kind}.title`,
    status,
    content: h`<p>${tr(frame.lang, `error.${kind}.body`)}</p>
<ul class="links"><li><a href="/">${tr(frame.lang, 'home')}</a></li></ul>`,
  });
}

export function tooManyPage(c: Context, frame: Frame, seconds: number): Response {
  return page(c, frame, {
    title: 'error.tooMany.title',
    status: 429,
    headers: { 'retry-after': String(seconds) },
    content: h`<p>${tr(frame.lang, 'error.tooMany.body', { when: inDuration(frame.lang, seconds) })}</p>`,
  });
}

/** Counts one attempt against every rule; the seconds to wait when any is exhausted, else 0. */
export async function rateLimited(deps: HostedDeps, rules: RateRule[]): Promise<number> {
  let wait = 0;
  for (const rule of rules) wait = Math.max(wait, await hitRateLimit(deps.db, rule));
  return wait;
}

/** The CSRF field value for a form being rendered (sets or renews the secret cookie). */
export const formToken = (c: Context, deps: HostedDeps): Promise<string> => csrfToken(c, deps.db);

/** The 403 page unless the post carries a valid CSRF token from this origin. */
export async function refuseForgery(
  c: Context,
  deps: HostedDeps,
  frame: Frame,
  form: Record<string, string>,
): Promise<Response | undefined> {
  const ok = await verifyCsrf(c, deps.db, form._csrf, deps.settings.trustProxy);
  return ok ? undefined : errorPage(c, frame, 'forbidden', 403);
}

type HostedHandler = (c: Context, deps: HostedDeps, hosted: Hosted) => Response | Promise<Response>;

/**
 * GET shows a hosted form, POST handles it; both only once the tenant, language and return URL are
 * vetted (`resolve` answers the error page otherwise).
 */
export function hostedFormRoutes(
  deps: HostedDeps,
  path: string,
  handlers: { get: HostedHandler; post: HostedHandler },
  resolve: (c: Context, deps: HostedDeps) => Promise<Hosted | Response> = hostedOf,
): Hono {
  const vetted = (handler: HostedHandler) => async (c: Context) => {
    const hosted = await resolve(c, deps);
    return hosted instanceof Response ? hosted : handler(c, deps, hosted);
  };
  return new Hono().get(path, vetted(handlers.get)).post(path, vetted(handlers.post));
}
