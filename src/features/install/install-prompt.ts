import { useEffect, useState, useSyncExternalStore } from 'react';

/** The deferred install event (Chromium only; not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}
export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

interface InstallState {
  deferred: BeforeInstallPromptEvent | undefined;
  /** appinstalled fired in this page: the tab itself is not standalone, but the app is now installed. */
  installed: boolean;
}
let state: InstallState = { deferred: undefined, installed: false };
const listeners = new Set<() => void>();
const publish = (next: Partial<InstallState>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};

/** Call before React mounts: the browser fires beforeinstallprompt once, early. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the portal offers installation itself.
    event.preventDefault();
    publish({ deferred: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => publish({ deferred: undefined, installed: true }));
}

/** Running as the installed app (display-mode standalone, or iOS's navigator.standalone). */
export function isAppInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => state;
const SERVER_STATE: InstallState = { deferred: undefined, installed: false };

/**
 * Commerce §2: installable only with a deferred event, when not installed, once the app has mounted.
 * `installed` is known only after mount (the server cannot tell).
 */
export function useInstallPrompt(): {
  canInstall: boolean;
  installed: boolean;
  /** The app has mounted: what the browser says (platform, storage) may be rendered now. */
  mounted: boolean;
  install: () => Promise<InstallOutcome>;
} {
  const current = useSyncExternalStore(subscribe, snapshot, () => SERVER_STATE);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const installed = mounted && (current.installed || isAppInstalled());
  const install = async (): Promise<InstallOutcome> => {
    const event = current.deferred;
    if (!event) return 'unavailable';
    await event.prompt();
    const { outcome } = await event.userChoice;
    // The event can prompt only once; accepted or not, it is spent.
    if (state.deferred === event) publish({ deferred: undefined, installed: outcome === 'accepted' });
    return outcome;
  };
  return { canInstall: mounted && current.deferred !== undefined && !installed, installed, mounted, install };
}

/** Tests only. */
export const setDeferredPromptForTests = (event: Event | undefined) =>
  publish({ deferred: event as BeforeInstallPromptEvent | undefined, installed: false });
