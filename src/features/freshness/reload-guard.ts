import { quietForUpdate } from './update-gate.ts';

/** Shell §9: at most one automatic reload per path within 10 s. */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_PREFIX = 'reload-guard:';

export interface ReloadPorts {
  path: string;
  now: number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  /** True when a reload may happen by itself (update-gate.ts: nothing plays, no dirty form, the kiosk idle). */
  quiet: () => boolean;
}

const defaultPorts = (): ReloadPorts => ({
  path: location.pathname,
  now: Date.now(),
  storage: sessionStorage,
  reload: () => location.reload(),
  quiet: () => quietForUpdate(),
});

/**
 * Reloads for a new build or a failed chunk, unless this path reloaded less than 10 s ago (the
 * stamp in sessionStorage survives the reload) or it is not a quiet moment (media playing, a dirty
 * form, a kiosk in use). Returns whether it reloaded.
 */
export function guardedReload(overrides: Partial<ReloadPorts> = {}): boolean {
  const { path, now, storage, reload, quiet } = { ...defaultPorts(), ...overrides };
  if (!quiet()) return false;
  const key = RELOAD_GUARD_PREFIX + path;
  try {
    const last = Number(storage.getItem(key));
    if (last > 0 && now - last < RELOAD_GUARD_MS && now >= last) return false;
    storage.setItem(key, String(now));
  } catch {
    // Without sessionStorage the guard cannot hold across the reload: better not to risk a loop.
    return false;
  }
  reload();
  return true;
}
