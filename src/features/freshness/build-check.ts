import * as v from 'valibot';
import { BuildInfoSchema } from '#contract/build.ts';
import { guardedReload } from './reload-guard.ts';

/** Not shown in the spec: often enough to pick up a deployment the same morning, rare enough to cost nothing. */
export const BUILD_POLL_MS = 5 * 60 * 1000;

const latestUrl = () => `${import.meta.env.BASE_URL}builds/latest.json?timestamp=${Date.now()}`;

/** Asks for the newest build id; a different one than this page's build reloads (guarded). */
export async function checkForNewBuild(
  fetchImpl: typeof fetch = fetch,
  runningId = __BUILD_ID__,
): Promise<boolean> {
  try {
    const response = await fetchImpl(latestUrl(), { cache: 'no-store' });
    if (!response.ok) return false;
    const latest = v.safeParse(BuildInfoSchema, await response.json());
    return latest.success && latest.output.id !== runningId && guardedReload();
  } catch {
    // Offline or a broken answer: the next check tries again.
    return false;
  }
}

/** Shell §4 build freshness: check now, every 5 minutes and whenever the tab becomes visible. */
export function startBuildFreshness(check: () => Promise<unknown> = checkForNewBuild): () => void {
  const timer = setInterval(check, BUILD_POLL_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  document.addEventListener('visibilitychange', onVisible);
  void check();
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
