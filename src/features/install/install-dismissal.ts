const DISMISSED_KEY = 'install-prompt-dismissed-at';
/** Issue 21: a dismissed install prompt stays away this long. */
export const DISMISSAL_DAYS = 30;
const DISMISSAL_MS = DISMISSAL_DAYS * 24 * 60 * 60 * 1000;

/** Whether the user turned the prompt down (Not now, or the browser's own sheet) within the last 30 days. */
export function recentlyDismissed(now = Date.now()): boolean {
  try {
    const at = Number(localStorage.getItem(DISMISSED_KEY));
    return Number.isFinite(at) && at > 0 && now - at < DISMISSAL_MS;
  } catch {
    return false;
  }
}

export function rememberDismissal(now = Date.now()): void {
  try {
    localStorage.setItem(DISMISSED_KEY, String(now));
  } catch {
    // Storage refused (private mode): the banner's own state hides it for this page view.
  }
}
