import type { AnyRouter } from '@tanstack/react-router';
import type { Tenant } from '#contract/tenant.ts';
import { readCookie } from '#lib/cookies.ts';
import { USER_TOKEN_COOKIE } from '#platform/session/session-paths.ts';
import { pageMiddlewares } from './middleware.ts';
import { readPurchaseReturn } from './purchase-return.ts';

/**
 * Whether the page the server rendered holds a step only the browser can take: a purchase return in
 * the address, a page middleware that needs the session (protected pages), or an auto-login the
 * provider cookie asks for. Only then does the route run again after hydration (a full re-render).
 */
export function needsBrowserPass(router: AnyRouter, tenant: Pick<Tenant, 'autoLoginCookie'>): boolean {
  const { location, matches } = router.state;
  if (readPurchaseReturn(location.searchStr)) return true;
  const guarded = matches.some((match) => {
    const page = match.staticData?.page;
    return page !== undefined && pageMiddlewares(page).length > 0;
  });
  if (guarded) return true;
  const provider = tenant.autoLoginCookie;
  return Boolean(provider && readCookie(provider) && !readCookie(USER_TOKEN_COOKIE));
}
