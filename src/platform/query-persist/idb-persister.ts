import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { del, get, set, type UseStore } from 'idb-keyval';
import * as v from 'valibot';

const PersistedClientSchema = v.looseObject({
  timestamp: v.number(),
  buster: v.string(),
  clientState: v.looseObject({ queries: v.array(v.unknown()), mutations: v.array(v.unknown()) }),
});

/** The stored value, or undefined once `ms` passed (the read goes on; its answer is ignored). */
function readWithin(read: Promise<unknown>, ms: number): Promise<unknown> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    read.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        console.warn('The saved query cache could not be read', error);
        resolve(undefined);
      },
    );
  });
}

/**
 * The query cache under one idb-keyval key. A restore gives up after `deadlineMs`; a value of another shape
 * (an older build, another library) restores as nothing. `store` is idb-keyval's default store unless given.
 */
export function idbPersister(key: string, deadlineMs: number, store?: UseStore): Persister {
  return {
    persistClient: (client) =>
      set(key, client, store).catch((error: unknown) =>
        console.warn('The query cache could not be saved', error),
      ),
    restoreClient: async () => {
      const stored = await readWithin(get(key, store), deadlineMs);
      const parsed = v.safeParse(PersistedClientSchema, stored);
      return parsed.success ? (parsed.output as unknown as PersistedClient) : undefined;
    },
    removeClient: () =>
      del(key, store).catch((error: unknown) =>
        console.warn('The saved query cache could not be removed', error),
      ),
  };
}
