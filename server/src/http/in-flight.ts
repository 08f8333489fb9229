/**
 * Counts the requests a handler is still answering, so a shutdown can wait for them before it
 * closes the database (server.close() only waits for the sockets, and a client that hangs up does
 * not stop a handler that is mid-query).
 */
export function trackInFlight<A extends unknown[], R>(handler: (...args: A) => R | Promise<R>) {
  let active = 0;
  const waiters: (() => void)[] = [];
  const fetch = async (...args: A): Promise<R> => {
    active++;
    try {
      return await handler(...args);
    } finally {
      active--;
      if (active === 0) for (const wake of waiters.splice(0)) wake();
    }
  };
  /** Resolves once no request is being answered. */
  const drained = (): Promise<void> =>
    active === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve));
  return { fetch, drained, active: () => active };
}
