/**
 * Who the demo tools answer: nobody, clients on this machine that came through no proxy, or everyone
 * (only when the operator says so explicitly).
 */
export type DemoToolsMode = 'off' | 'loopback' | 'open';

/** Session tunables; the server entry reads them from the environment once (server/src/env.ts). */
export interface AuthSettings {
  /** Access-token lifetime. */
  accessTokenTtlSeconds: number;
  /** Refresh-token lifetime (sliding with each rotation). */
  refreshTokenTtlSeconds: number;
  /** How long a just-rotated refresh token may be presented again (lost response on a flaky link). */
  refreshGraceSeconds: number;
  /** Honour X-Forwarded-For for per-IP limits (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Proxies in front that append to X-Forwarded-For: the client address is this many entries from the right. */
  trustedProxyHops: number;
  /**
   * Demo tools: the mailbox page (/hosted/mailbox) that shows the outbox with its reset links, and the
   * simulated partner that confirms any mobile number typed. Never on in production.
   */
  demoTools: DemoToolsMode;
  /**
   * Mobile-network login (header enrichment): the operator's gateway adds the line's number (x-msisdn) to requests
   * from its network. Believed only from these addresses (the TCP peer, or the trusted proxy's entry).
   */
  headerEnrichmentGateways: readonly string[];
  /** Sign-ups per client address and hour on the hosted register page. */
  registerLimitPerHour: number;
  /** Payment attempts per client address in 15 minutes on the hosted checkout. */
  checkoutLimitPer15Min: number;
}

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  accessTokenTtlSeconds: 900,
  refreshTokenTtlSeconds: 30 * 24 * 3600,
  refreshGraceSeconds: 30,
  trustProxy: false,
  trustedProxyHops: 1,
  demoTools: 'loopback',
  headerEnrichmentGateways: [],
  registerLimitPerHour: 10,
  checkoutLimitPer15Min: 30,
};
