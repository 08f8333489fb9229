import { useSyncExternalStore } from 'react';

/** Shell §4: isConfigLoaded is set once, when the global configuration first loads; it never goes back. */
let loaded = false;
const listeners = new Set<() => void>();

export const isConfigLoaded = (): boolean => loaded;

export function markConfigLoaded(): void {
  if (loaded) return;
  loaded = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useIsConfigLoaded = (): boolean =>
  // The server's page and its hydration show the state before the browser loaded anything.
  useSyncExternalStore(subscribe, isConfigLoaded, () => false);

/** Tests only: module state survives between test cases. */
export function resetConfigLoadedForTests(): void {
  loaded = false;
}
