import type { Db } from '../db/client.ts';
import type { TenantRow } from '../db/schema/tenant.ts';
import { ProblemError } from '../http/problem.ts';
import { requestHostname } from '../http/request-origin.ts';
import { isLoopbackHost, tenantHostnames } from './allowlist.ts';

const IP_LITERAL = /^[\d.]+$|:/;

/** Real hosts first (the ones users reach from elsewhere), then loopback names, then IP literals. */
const rank = (hostname: string): number =>
  !isLoopbackHost(hostname) ? 0 : IP_LITERAL.test(hostname) ? 2 : 1;

const preferred = (hosts: string[]): string | undefined =>
  [...hosts].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))[0];

/**
 * The origin for links in mails (reset links): always one of the tenant's configured host names, never
 * whatever Host the request carried (Host-header poisoning). The host the request came to is used when
 * it is one of them; https, except plain http on loopback hosts, which also keep the request's port so
 * the demo on http://localhost:8080 works.
 */
export async function tenantMailOrigin(db: Db, tenant: TenantRow, requestUrl: string): Promise<string> {
  const hosts = await tenantHostnames(db, tenant);
  const requested = requestHostname(requestUrl);
  const host = hosts.includes(requested) ? requested : preferred(hosts);
  if (!host) {
    throw new ProblemError({
      status: 503,
      code: 'TENANT_HOST_MISSING',
      detail: 'The tenant has no host name configured, so no link can be mailed.',
    });
  }
  const name = host.includes(':') ? `[${host}]` : host;
  if (!isLoopbackHost(host)) return `https://${name}`;
  const request = new URL(requestUrl);
  const sameHost = host === requested;
  const scheme = sameHost && request.protocol === 'https:' ? 'https' : 'http';
  return `${scheme}://${name}${sameHost && request.port ? `:${request.port}` : ''}`;
}
