import { useSyncExternalStore } from 'react';
import type { DialogKind, DialogPropsByKind, DialogRequest } from './dialog-kinds.ts';

/** One dialog at a time: opening another replaces it. A tiny external store, usable outside React. */
let current: DialogRequest | null = null;
const listeners = new Set<() => void>();

function publish(next: DialogRequest | null): void {
  current = next;
  for (const listener of listeners) listener();
}

type PropsArgs<K extends DialogKind> =
  Record<string, never> extends DialogPropsByKind[K]
    ? [props?: DialogPropsByKind[K]]
    : [props: DialogPropsByKind[K]];

/** Opens the dialog of this kind (the one manager every dialog goes through, commerce §2). */
export function openDialog<K extends DialogKind>(kind: K, ...[props]: PropsArgs<K>): void {
  publish({ kind, props: props ?? {} } as DialogRequest);
}

export function closeDialog(): void {
  if (current) publish(null);
}

export const currentDialog = (): DialogRequest | null => current;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useCurrentDialog = (): DialogRequest | null =>
  useSyncExternalStore(subscribe, currentDialog, currentDialog);
