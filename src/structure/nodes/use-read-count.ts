import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { libraryEndpoints } from '#contract/library.ts';

/** A read, not a bounce: the article counts once the reader has stayed this long. */
export const READ_AFTER_MS = 3_000;

/**
 * Commerce §7 GET /concon/countread: counts the read of an article (once per reader and day on the server)
 * after the reader stayed a moment, and answers how often it was read. A locked teaser is not a read.
 */
export function useReadCount(id: number | undefined, locked: boolean): number | undefined {
  const { api } = useRouteContext({ from: '__root__' });
  const [count, setCount] = useState<number>();
  useEffect(() => {
    if (id === undefined || locked) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api
        .call(libraryEndpoints.countRead, { query: { id: String(id) }, signal: controller.signal })
        .then((answer) => setCount(answer.count))
        // Offline or refused: the article reads the same without its count.
        .catch(() => undefined);
    }, READ_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [api, id, locked]);
  return count;
}
