import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AuthSettings } from './settings.ts';

/** How far X-Forwarded-For is believed (the settings, never the bare flag: the hop count matters). */
export type ProxyTrust = Pick<AuthSettings, 'trustProxy' | 'trustedProxyHops'>;

/** The TCP peer, or undefined when there is no socket (app.request() in tests). */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The caller's address for per-IP rate limits. X-Forwarded-For is honoured only when the operator says
 * trusted proxies set it (TRUST_PROXY=1), and then only the entry the outermost trusted proxy appended
 * (TRUSTED_PROXY_HOPS from the right): everything left of it is written by the client.
 */
export function clientIp(c: Context, { trustProxy, trustedProxyHops }: ProxyTrust): string {
  if (trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const seen = hops.length >= trustedProxyHops ? hops[hops.length - trustedProxyHops] : undefined;
    if (seen) return seen;
  }
  return socketAddress(c) ?? 'unknown';
}
