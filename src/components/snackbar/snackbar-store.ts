import { useSyncExternalStore } from 'react';

/** Shell §9 / commerce §9: a snackbar stays 5000 ms. */
export const SNACKBAR_TIMEOUT_MS = 5000;

export interface SnackbarAction {
  /** Already translated. */
  label: string;
  run: () => void;
}

export interface Snackbar {
  id: number;
  message: string;
  action?: SnackbarAction;
}

export interface SnackbarOptions {
  action?: SnackbarAction;
  /** Stays until dismissed or replaced (a new version is ready), instead of 5000 ms. */
  persistent?: boolean;
}

let current: Snackbar | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(next: Snackbar | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows a short, already translated message, with an action if given; a newer one replaces the one on screen. */
export function showSnackbar(message: string, options: SnackbarOptions = {}): number {
  clearTimeout(timer);
  const snackbar: Snackbar = { id: nextId++, message, ...(options.action ? { action: options.action } : {}) };
  publish(snackbar);
  if (!options.persistent) timer = setTimeout(() => dismissSnackbar(snackbar.id), SNACKBAR_TIMEOUT_MS);
  return snackbar.id;
}

/** Dismisses the snackbar (only the given one, when an id is passed). */
export function dismissSnackbar(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  publish(null);
}

export const currentSnackbar = (): Snackbar | null => current;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useSnackbar = (): Snackbar | null =>
  useSyncExternalStore(subscribe, currentSnackbar, currentSnackbar);
