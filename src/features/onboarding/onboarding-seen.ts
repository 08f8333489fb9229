/** Commerce §2 onboarding is shown once per device: this key in local storage says it was. */
export const ONBOARDING_KEY = 'onboardingSeen';

export function hasSeenOnboarding(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): boolean {
  try {
    // Without storage there is no way to remember it: better never than on every page.
    return !storage || storage.getItem(ONBOARDING_KEY) !== null;
  } catch {
    return true;
  }
}

export function markOnboardingSeen(storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): void {
  try {
    storage?.setItem(ONBOARDING_KEY, new Date().toISOString());
  } catch {
    // Private mode or a full storage: it may show again on another visit.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
