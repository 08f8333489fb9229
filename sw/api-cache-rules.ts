const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** One cached family of backend answers: its own cache, freshness window and size bound. */
export interface ApiCacheRule {
  cacheName: string;
  windowMs: number;
  /**
   * Past the window, how long the network may take before the stored answer serves instead (it is refreshed in
   * the background when the network answers): a slow or hanging connection is not left to hold a page.
   */
  deadlineMs: number;
  maxEntries: number;
  matches(pathname: string): boolean;
}

/** Start-up and page data: a stored answer serves after this long without the network's. */
const PAGE_DATA_DEADLINE_MS = 1500;
/** Start-up calls a page cannot paint without. */
const START_UP_DEADLINE_MS = 1000;

// Shell spec §9 "structure 2 minutes (configurations 1 hour)": configuration structures are named *config*.
const CONFIGURATION_STRUCTURE = /^\/api\/structure\/[^/]*config[^/]*(\/|$)/i;

/** First match wins, so configuration structures are picked before other structures. */
export const API_CACHE_RULES: readonly ApiCacheRule[] = [
  {
    cacheName: 'api-configuration',
    windowMs: HOUR,
    deadlineMs: START_UP_DEADLINE_MS,
    maxEntries: 40,
    matches: (pathname) => CONFIGURATION_STRUCTURE.test(pathname),
  },
  {
    cacheName: 'api-structure',
    windowMs: 2 * MINUTE,
    deadlineMs: PAGE_DATA_DEADLINE_MS,
    maxEntries: 200,
    matches: (pathname) => pathname.startsWith('/api/structure/'),
  },
  {
    cacheName: 'api-i18n',
    windowMs: HOUR,
    deadlineMs: START_UP_DEADLINE_MS,
    maxEntries: 40,
    matches: (pathname) => pathname.startsWith('/api/i18n/'),
  },
  {
    cacheName: 'api-device',
    windowMs: 24 * HOUR,
    deadlineMs: START_UP_DEADLINE_MS,
    maxEntries: 10,
    matches: (pathname) => pathname === '/api/device',
  },
  {
    cacheName: 'api-subscription-type',
    windowMs: 2 * HOUR,
    deadlineMs: PAGE_DATA_DEADLINE_MS,
    maxEntries: 20,
    matches: (pathname) => pathname === '/api/subscription/type',
  },
  // Route rules are asked before every page: per path, 10 minutes (the portal's own cache time for them).
  {
    cacheName: 'api-route-rules',
    windowMs: 10 * MINUTE,
    deadlineMs: START_UP_DEADLINE_MS,
    maxEntries: 200,
    matches: (pathname) => pathname === '/api/route-rules',
  },
  // Window 0: always asked first, the last answer serves offline (or after the deadline) so start-up needs no network.
  {
    cacheName: 'api-env',
    windowMs: 0,
    deadlineMs: START_UP_DEADLINE_MS,
    maxEntries: 10,
    matches: (pathname) => pathname === '/api/envFile',
  },
];

export const apiCacheRuleFor = (pathname: string): ApiCacheRule | undefined =>
  API_CACHE_RULES.find((rule) => rule.matches(pathname));
