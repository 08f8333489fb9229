import { Hono } from 'hono';
import { PROBLEM_CONTENT_TYPE } from '../../../../contract/problem.ts';
import { sessionEndpoints } from '../../../../contract/session.ts';
import type { AppEnv } from '../../app-env.ts';
import { verifyAccessToken } from '../../auth/access-token.ts';
import { isAllowedReturnUrl } from '../../auth/allowlist.ts';
import { issueAuthCode } from '../../auth/auth-codes.ts';
import type { AuthSettings } from '../../auth/settings.ts';
import { currentSsoUser, endSsoSession } from '../../auth/sso.ts';
import type { Db } from '../../db/client.ts';
import { bearerToken } from '../../http/auth-middleware.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { ProblemError, problemBody } from '../../http/problem.ts';
import { clearMediaCookie } from '../media/media-cookie.ts';
import {
  endSession,
  exchangeLoginCode,
  noStore,
  redirectNotAllowed,
  refreshSession,
} from './session.service.ts';

const { userToken, refresh, logout, loginApi } = sessionEndpoints;

/** POST /userToken, /security/token/refresh, /logout, /login/api. */
export function sessionRoutes(db: Db, settings: AuthSettings): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  // 400 rather than 401 for a bad code: a 401 would make the portal reload the login return.
  serveEndpoint(router, userToken, [], async (c, { body: { accessToken } }) => {
    const token = await exchangeLoginCode(db, settings, c.get('tenant').name, accessToken);
    if (!token) {
      throw new ProblemError({
        status: 400,
        code: 'INVALID_CODE',
        detail: 'The login code is unknown, already used or expired; please log in again.',
      });
    }
    noStore(c);
    return token;
  });
  serveEndpoint(router, refresh, [], async (c, { body: { refreshToken } }) => {
    const token = await refreshSession(db, settings, c.get('tenant').name, refreshToken);
    noStore(c);
    return token;
  });
  // Works without a (live) token too: logging out must always succeed for the user.
  serveEndpoint(router, logout, [], async (c, { body: { redirectUrl } }) => {
    const tenant = c.get('tenant');
    if (!(await isAllowedReturnUrl(db, tenant, redirectUrl))) throw redirectNotAllowed();
    const token = bearerToken(c);
    const verified = token ? await verifyAccessToken(db, token) : undefined;
    // An expired but genuine token still names the session to end.
    const familyId = verified?.ok && verified.claims.ten === tenant.name ? verified.claims.sid : undefined;
    await endSession(c, db, tenant, familyId);
    clearMediaCookie(c);
    noStore(c);
    return { redirectUrl };
  });
  serveEndpoint(router, loginApi, [], async (c, { body: { provider } }) => {
    const tenant = c.get('tenant');
    if (!tenant.autoLoginCookie || provider !== tenant.autoLoginCookie) {
      throw new ProblemError({
        status: 400,
        code: 'UNKNOWN_PROVIDER',
        detail: 'This tenant has no auto-login provider of that name.',
      });
    }
    noStore(c);
    const userId = await currentSsoUser(c, db, tenant);
    if (userId) return { code: await issueAuthCode(db, tenant.name, userId) };
    // 403, never 401 (which reloads the portal); answered directly so the cookie-clearing headers stay.
    await endSsoSession(c, db, tenant);
    const problem = problemBody(
      {
        status: 403,
        code: 'LOGIN_REQUIRED',
        detail: 'There is no live sign-on for this provider; please log in.',
      },
      new URL(c.req.url).pathname,
    );
    return c.body(JSON.stringify(problem), 403, { 'content-type': PROBLEM_CONTENT_TYPE });
  });
  return router;
}
