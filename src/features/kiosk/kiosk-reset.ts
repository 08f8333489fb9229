import { closeDialog } from '#components/dialogs/dialog-store.ts';
import { forgetHistoryEntries, markKioskIdle } from './kiosk-session.ts';

/** What the reset needs of the rest of the portal; src/app provides the parts other features own. */
export interface KioskResetPorts {
  /** Ends the session on the server and on this device (resolves even when the server is unreachable). */
  signOut: () => Promise<void>;
  /** Empties the play queue and forgets the ones kept for a reload. */
  clearQueue: () => void;
  /** Forgets the recent searches. */
  clearSearches: () => void;
  /** The language the tenant starts in, remembered for `/`. */
  rememberDefaultLanguage: () => void;
  /** Loads the kiosk home as a new document (search box, open menus, every page's state go with the old one). */
  goHome: () => void;
  closeDialogs?: () => void;
}

/**
 * Issue 21 idle reset: sign out, clear the queue, dialogs, search and the tab's history (entries before
 * now are left at once when reached by Back), then the kiosk home in the tenant's default language, idle.
 */
export async function resetKiosk(ports: KioskResetPorts): Promise<void> {
  (ports.closeDialogs ?? closeDialog)();
  ports.clearQueue();
  ports.clearSearches();
  try {
    await ports.signOut();
  } catch (error) {
    console.error('Kiosk sign-out failed', error);
  }
  forgetHistoryEntries();
  ports.rememberDefaultLanguage();
  markKioskIdle();
  ports.goHome();
}
