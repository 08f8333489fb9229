/** What became of a network call raced against a deadline. */
export type Raced<T> = { kind: 'answer'; value: T } | { kind: 'failed'; error: unknown } | { kind: 'late' };

/**
 * Waits for `promise` at most `ms`: the answer, the failure, or "late" (the call goes on; whoever started it
 * decides what to do with its answer when it comes).
 */
export function withinDeadline<T>(promise: Promise<T>, ms: number): Promise<Raced<T>> {
  return new Promise((resolve) => {
    // No deadline (Infinity): only the answer or the failure ends the wait.
    const timer = Number.isFinite(ms) ? setTimeout(() => resolve({ kind: 'late' }), ms) : undefined;
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve({ kind: 'answer', value });
      },
      (error: unknown) => {
        clearTimeout(timer);
        resolve({ kind: 'failed', error });
      },
    );
  });
}
