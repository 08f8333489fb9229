import { anyFormDirty } from '#lib/dirty-forms.ts';
import { isMediaPlaying } from './media-playing.port.ts';

/**
 * When a new version may be applied without being asked (a waiting service worker, a newer build):
 * nothing plays, no form holds unsent input, and every registered hold (the kiosk: only while idle)
 * lets go. The user's own Reload is never held.
 */
type Hold = () => boolean;
const holds = new Set<Hold>();
const changeListeners = new Set<() => void>();

/** A hold returns true while it keeps updates back; the returned function removes it. */
export function registerUpdateHold(hold: Hold): () => void {
  holds.add(hold);
  return () => holds.delete(hold);
}

/** A hold changed (the kiosk became idle): whoever waits for a quiet moment looks again now. */
export function notifyUpdateGate(): void {
  for (const listener of [...changeListeners]) listener();
}

export interface GatePorts {
  mediaPlaying: () => boolean;
  formsDirty: () => boolean;
  held: () => boolean;
}

const defaultPorts = (): GatePorts => ({
  mediaPlaying: () => isMediaPlaying(),
  formsDirty: () => anyFormDirty(),
  held: () => [...holds].some((hold) => hold()),
});

/** True when an update may be applied by itself now. */
export function quietForUpdate(overrides: Partial<GatePorts> = {}): boolean {
  const ports = { ...defaultPorts(), ...overrides };
  return !ports.mediaPlaying() && !ports.formsDirty() && !ports.held();
}

/** How often a waiting update looks again (media ends, a form is sent, without telling anyone). */
export const GATE_RECHECK_MS = 5_000;

/**
 * Runs `apply` once, at the first quiet moment: now, on a hold's change, or at the next recheck.
 * Returns the cancel function.
 */
export function whenQuiet(apply: () => void, quiet: () => boolean = quietForUpdate): () => void {
  let done = false;
  const stop = () => {
    done = true;
    clearInterval(timer);
    changeListeners.delete(look);
  };
  const look = () => {
    if (done || !quiet()) return;
    stop();
    apply();
  };
  const timer = setInterval(look, GATE_RECHECK_MS);
  changeListeners.add(look);
  look();
  return stop;
}
