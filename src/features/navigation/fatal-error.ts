import { useSyncExternalStore } from 'react';

/** Shell §4: unhandled or fatal errors are routed to the error screen; this holds the current one. */
let fatal: unknown;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function reportFatalError(error: unknown): void {
  fatal = error ?? new Error('Unknown error');
  emit();
}

export function clearFatalError(): void {
  if (fatal === undefined) return;
  fatal = undefined;
  emit();
}

export const currentFatalError = (): unknown => fatal;

export const useFatalError = (): unknown =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => fatal,
    // The server renders no fault: an error screen only ever comes from this browser's own run.
    () => undefined,
  );

/** Errors that are not faults of the app: cancelled requests, and chunk failures (the freshness reload handles those). */
export function isIgnorable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'AbortError' ||
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

/** Uncaught exceptions and unhandled rejections anywhere in the page reach the error screen. */
export function listenForUnhandledErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    // Resource load failures (img, script tags) have no error object: they are not app faults.
    if (event.error == null || isIgnorable(event.error)) return;
    console.error('Unhandled error', event.error);
    reportFatalError(event.error);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isIgnorable(event.reason)) return;
    console.error('Unhandled rejection', event.reason);
    reportFatalError(event.reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
