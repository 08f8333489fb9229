import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import {
  HOSTED_PAGES,
  HOSTED_QUERY,
  LOGIN_RETURN_QUERY,
  MSISDN_HEADER,
  PHONE_PATTERN,
  sessionEndpoints,
} from '../../../../contract/session.ts';
import type { AppEnv } from '../../app-env.ts';
import { isAllowedReturnUrl } from '../../auth/allowlist.ts';
import { clientIp } from '../../auth/client-ip.ts';
import { consumePartnerToken, issuePartnerToken } from '../../auth/partner-tokens.ts';
import { enforceRateLimits } from '../../auth/rate-limit.ts';
import { startRefreshFamily } from '../../auth/refresh-tokens.ts';
import type { AuthSettings } from '../../auth/settings.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { serveEndpoint } from '../../http/contract-route.ts';
import { ProblemError } from '../../http/problem.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { noStore, redirectNotAllowed, tokenFor } from '../session/session.service.ts';

const { partnerRedirectionUrl, partnerLogin, partnerNetworkLogin } = sessionEndpoints;

/** Commerce §1: only tenants flagged `partner` have the partner login flow. */
function requirePartnerTenant(tenant: TenantRow): void {
  if (tenant.features.partner === true) return;
  throw new ProblemError({
    status: 404,
    code: 'PARTNER_LOGIN_UNAVAILABLE',
    detail: 'This tenant offers no partner login.',
  });
}

/** Numbers are compared without spaces, the form the accounts store them in. */
const normalizeMsisdn = (msisdn: string): string => msisdn.replace(/\s+/g, '');

/**
 * The line's number as the operator's gateway named it, or undefined: the header counts only on requests that came
 * through one of the configured gateways (anyone else could write it), and only when it is a phone number.
 */
function identifiedLine(c: Context<AppEnv>, settings: AuthSettings): string | undefined {
  if (!settings.headerEnrichmentGateways.includes(clientIp(c, settings))) return undefined;
  const msisdn = c.req.header(MSISDN_HEADER)?.trim();
  return msisdn && PHONE_PATTERN.test(msisdn) ? normalizeMsisdn(msisdn) : undefined;
}

/** POST /partner/getRedirectionUrl, /partner/networkLogin, /partner/login/:tenant. */
export function partnerRoutes(db: Db, settings: AuthSettings): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  serveEndpoint(router, partnerRedirectionUrl, [], async (c, { body: { url, locale } }) => {
    const tenant = c.get('tenant');
    requirePartnerTenant(tenant);
    if (!(await isAllowedReturnUrl(db, tenant, url))) throw redirectNotAllowed();
    const target = new URL(HOSTED_PAGES.partner, requestOrigin(c.req.url));
    target.searchParams.set(HOSTED_QUERY.lang, locale);
    target.searchParams.set(HOSTED_QUERY.redirectUrl, url);
    noStore(c);
    return { redirectionUrl: target.toString() };
  });
  serveEndpoint(router, partnerNetworkLogin, [], async (c, { body: { url } }) => {
    const tenant = c.get('tenant');
    requirePartnerTenant(tenant);
    await enforceRateLimits(db, [
      { key: `network-login:${tenant.name}:${clientIp(c, settings)}`, limit: 30, windowSeconds: 3600 },
    ]);
    if (!(await isAllowedReturnUrl(db, tenant, url))) throw redirectNotAllowed();
    noStore(c);
    const msisdn = identifiedLine(c, settings);
    if (!msisdn) {
      throw new ProblemError({
        status: 403,
        code: 'LINE_NOT_IDENTIFIED',
        detail:
          'The mobile network did not identify a line (Wi-Fi or another network); use another login option.',
      });
    }
    // The same partner token the confirmation page gives: the login return exchanges it.
    const target = new URL(url);
    target.searchParams.set(
      LOGIN_RETURN_QUERY.partnerToken,
      await issuePartnerToken(db, tenant.name, msisdn),
    );
    return { redirectionUrl: target.toString() };
  });
  serveEndpoint(router, partnerLogin, [], async (c, { params, body: { partnerToken } }) => {
    const tenant = c.get('tenant');
    if (params.tenant !== tenant.name) {
      throw new ProblemError({
        status: 400,
        code: 'TENANT_MISMATCH',
        detail: 'The tenant in the path differs from the x-tenant-id header.',
      });
    }
    requirePartnerTenant(tenant);
    // The token is used up together with what it buys (a session, or a token to register with), or not at all.
    const outcome = await db.transaction(async (tx) => {
      const msisdn = await consumePartnerToken(tx, tenant.name, partnerToken);
      if (!msisdn) return undefined;
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantName, tenant.name), eq(users.msisdn, normalizeMsisdn(msisdn))));
      if (!user) return { msisdn, registerToken: await issuePartnerToken(tx, tenant.name, msisdn) };
      const ttlSeconds = settings.refreshTokenTtlSeconds;
      return {
        msisdn,
        session: await startRefreshFamily(tx, { tenantName: tenant.name, userId: user.id, ttlSeconds }),
      };
    });
    if (!outcome) {
      throw new ProblemError({
        status: 400,
        code: 'INVALID_PARTNER_TOKEN',
        detail: 'The partner confirmation is unknown, already used or expired; please try again.',
      });
    }
    noStore(c);
    if (outcome.session) return tokenFor(db, settings, { tenantName: tenant.name, ...outcome.session });
    throw new ProblemError({
      status: 402,
      code: 'REGISTRATION_REQUIRED',
      detail: 'No account uses this mobile number yet; please register.',
      // A fresh token lets the registration link this (already confirmed) number to the new account.
      data: {
        registrationRequired: true,
        next: '/register',
        msisdn: outcome.msisdn,
        partnerToken: outcome.registerToken,
      },
    });
  });
  return router;
}
