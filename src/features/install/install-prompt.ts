import { useEffect, useState, useSyncExternalStore } from 'react';

/** The deferred install event (Chromium only; not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | undefined;
const listeners = new Set<() => void>();
const publish = (event: BeforeInstallPromptEvent | undefined) => {
  deferred = event;
  for (const listener of listeners) listener();
};

/** Call before React mounts: the browser fires beforeinstallprompt once, early. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the portal offers installation itself.
    event.preventDefault();
    publish(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => publish(undefined));
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
const snapshot = () => deferred;

/** Commerce §2: installable only with a deferred event, when not installed, once the app has mounted. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const event = useSyncExternalStore(subscribe, snapshot, () => undefined);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const install = async () => {
    if (!event) return;
    await event.prompt();
    const { outcome } = await event.userChoice;
    // The event can prompt only once; accepted or not, it is spent.
    if (outcome === 'accepted' || deferred === event) publish(undefined);
  };
  return { canInstall: mounted && event !== undefined && !isAppInstalled(), install };
}

/** Tests only. */
export const setDeferredPromptForTests = (event: Event | undefined) =>
  publish(event as BeforeInstallPromptEvent);
