import { msg } from '@lingui/core/macro';
import { dismissSnackbar, showSnackbar } from '#components/snackbar/snackbar-store.ts';
import { i18n } from '#lib/i18n.ts';
import { applyWaitingUpdate, onUpdateWaiting } from '#lib/sw-bridge.ts';
import { whenQuiet } from './update-gate.ts';

export interface UpdatePorts {
  onWaiting: (listener: () => void) => () => void;
  apply: () => boolean;
  announce: (reload: () => void) => number;
  dismiss: (id: number) => void;
  whenQuiet: (apply: () => void) => () => void;
}

const defaultPorts = (): UpdatePorts => ({
  onWaiting: onUpdateWaiting,
  apply: () => applyWaitingUpdate(),
  announce: (reload) =>
    showSnackbar(i18n._(msg`A new version is ready`), {
      persistent: true,
      action: { label: i18n._(msg`Reload`), run: reload },
    }),
  dismiss: dismissSnackbar,
  whenQuiet,
});

/**
 * A waiting new version (service worker) is announced with a Reload action, and applied by itself at the
 * first quiet moment (update-gate.ts: nothing plays, no dirty form, the kiosk idle). Returns the stop function.
 */
export function announceUpdates(overrides: Partial<UpdatePorts> = {}): () => void {
  const ports = { ...defaultPorts(), ...overrides };
  let cancelQuiet: (() => void) | undefined;
  let snackbar: number | undefined;
  let applied = false;
  const apply = () => {
    if (applied) return;
    applied = ports.apply();
    if (!applied) return;
    cancelQuiet?.();
    if (snackbar !== undefined) ports.dismiss(snackbar);
  };
  const stopWaiting = ports.onWaiting(() => {
    if (applied || cancelQuiet) return;
    snackbar = ports.announce(apply);
    cancelQuiet = ports.whenQuiet(apply);
  });
  return () => {
    stopWaiting();
    cancelQuiet?.();
  };
}
