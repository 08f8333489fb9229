const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** One cached family of backend answers: its own cache, freshness window and size bound. */
export interface ApiCacheRule {
  cacheName: string;
  windowMs: number;
  maxEntries: number;
  matches(pathname: string): boolean;
}

// Shell spec §9 "structure 2 minutes (configurations 1 hour)": configuration structures are named *config*.
const CONFIGURATION_STRUCTURE = /^\/api\/structure\/[^/]*config[^/]*(\/|$)/i;

/** First match wins, so configuration structures are picked before other structures. */
export const API_CACHE_RULES: readonly ApiCacheRule[] = [
  {
    cacheName: 'api-configuration',
    windowMs: HOUR,
    maxEntries: 40,
    matches: (pathname) => CONFIGURATION_STRUCTURE.test(pathname),
  },
  {
    cacheName: 'api-structure',
    windowMs: 2 * MINUTE,
    maxEntries: 200,
    matches: (pathname) => pathname.startsWith('/api/structure/'),
  },
  {
    cacheName: 'api-i18n',
    windowMs: HOUR,
    maxEntries: 40,
    matches: (pathname) => pathname.startsWith('/api/i18n/'),
  },
  {
    cacheName: 'api-device',
    windowMs: 24 * HOUR,
    maxEntries: 10,
    matches: (pathname) => pathname === '/api/device',
  },
  {
    cacheName: 'api-subscription-type',
    windowMs: 2 * HOUR,
    maxEntries: 20,
    matches: (pathname) => pathname === '/api/subscription/type',
  },
  // Window 0: always asked first, the last answer serves offline so start-up works without a network.
  { cacheName: 'api-env', windowMs: 0, maxEntries: 10, matches: (pathname) => pathname === '/api/envFile' },
];

export const apiCacheRuleFor = (pathname: string): ApiCacheRule | undefined =>
  API_CACHE_RULES.find((rule) => rule.matches(pathname));
