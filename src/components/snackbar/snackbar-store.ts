import { useSyncExternalStore } from 'react';

/** Shell §9 / commerce §9: a snackbar stays 5000 ms. */
export const SNACKBAR_TIMEOUT_MS = 5000;

export interface Snackbar {
  id: number;
  message: string;
}

let current: Snackbar | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(next: Snackbar | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows a short, already translated message; a newer one replaces the one on screen. */
export function showSnackbar(message: string): void {
  clearTimeout(timer);
  const snackbar = { id: nextId++, message };
  publish(snackbar);
  timer = setTimeout(() => dismissSnackbar(snackbar.id), SNACKBAR_TIMEOUT_MS);
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
