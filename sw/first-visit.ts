import * as v from 'valibot';
import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter.js';
import {
  CHANNEL_HEADER,
  CHANNEL_WEB,
  EnvFileSchema,
  TENANT_HEADER,
  tenantEndpoints,
} from '../contract/tenant.ts';
import { storePage } from './navigation.ts';
import { isPortalRoute } from './navigation-paths.ts';

declare let self: ServiceWorkerGlobalScope;

/** The page's list is a hint: a first load fetches far fewer answers than this. */
const MAX_WARM_URLS = 100;
const ENV_FILE_PATH = tenantEndpoints.envFile.path;
const TenantNameSchema = v.pick(EnvFileSchema, ['tenantName']);

function parseUrl(raw: string, base: string): URL | undefined {
  try {
    return new URL(raw, base);
  } catch {
    return undefined;
  }
}

/**
 * Requests that re-ask, through the worker's routes, what the page loaded before the worker controlled
 * it: same origin only, each once, with the headers the portal's API client sends. Backend answers are
 * skipped when the tenant is unknown, since they would be stored under no tenant.
 */
export function warmRequests(urls: readonly string[], origin: string, tenant: string | undefined): Request[] {
  const seen = new Set<string>();
  const requests: Request[] = [];
  for (const raw of urls) {
    const url = parseUrl(raw, origin);
    if (!url || url.origin !== origin || url.pathname === ENV_FILE_PATH || seen.has(url.href)) continue;
    const isApi = url.pathname.startsWith('/api/');
    if (isApi && !tenant) continue;
    seen.add(url.href);
    const headers: Record<string, string> =
      isApi && tenant ? { [TENANT_HEADER]: tenant, [CHANNEL_HEADER]: CHANNEL_WEB } : {};
    requests.push(new Request(url, { headers }));
    if (requests.length === MAX_WARM_URLS) break;
  }
  return requests;
}

export async function tenantNameOf(answer: Response | undefined): Promise<string | undefined> {
  if (!answer?.ok) return undefined;
  const body: unknown = await answer
    .clone()
    .json()
    .catch(() => undefined);
  const parsed = v.safeParse(TenantNameSchema, body);
  return parsed.success ? parsed.output.tenantName : undefined;
}

/** The page itself, if it is a portal route of this origin; it goes to the pages cache. */
export function pageToStore(page: string, origin: string): URL | undefined {
  const url = parseUrl(page, origin);
  return url && url.origin === origin && isPortalRoute(url.pathname) ? url : undefined;
}

/**
 * Stores the first visit: the page, then each URL through the registered routes (so each family's
 * strategy stores it). Returns how many had a cache route.
 */
export async function warmFirstVisit(
  page: string,
  urls: readonly string[],
  event: ExtendableEvent,
): Promise<number> {
  const router = getOrCreateDefaultRouter();
  const origin = self.location.origin;
  const envFile = router.handleRequest({ request: new Request(new URL(ENV_FILE_PATH, origin)), event });
  const tenant = await tenantNameOf(await envFile?.catch(() => undefined));
  const pageUrl = pageToStore(page, origin);
  const handled = [
    ...(pageUrl ? [storePage(pageUrl, event)] : []),
    ...warmRequests(urls, origin, tenant).map((request) => router.handleRequest({ request, event })),
  ].filter((answer) => answer !== undefined);
  await Promise.allSettled(handled);
  return handled.length;
}
