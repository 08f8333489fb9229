import {
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import {
  isPersistedKey,
  PERSIST_MAX_AGE_MS,
  PERSIST_THROTTLE_MS,
  persistStoreKey,
  RESTORE_DEADLINE_MS,
  shouldPersistQuery,
} from './persist-rules.ts';

export interface PersistencePorts {
  tenant: string;
  /** The signed-in user's id, undefined for a visitor. */
  userId(): string | undefined;
  /** Calls back on every sign-in, sign-out or user switch; returns the unsubscribe. */
  onUserChange(listener: () => void): () => void;
  /** The persister of one store key (IndexedDB in the browser). */
  persister(key: string, deadlineMs: number): Persister;
  /** Persisted caches of another build are dropped (the build id). */
  buster: string;
  throttleMs?: number;
}

export interface QueryPersistence {
  /** Settles once the saved cache is restored, found missing, too old, of another build, or late. */
  restored: Promise<void>;
  stop(): void;
}

const CACHE_EVENTS: ReadonlySet<string> = new Set(['added', 'removed', 'updated']);

/**
 * Keeps the persisted families of the query cache in IndexedDB (issue 21): restores them into what the cache
 * lacks (hydrate never replaces newer data, so the server-rendered page's own answers win), then writes
 * changes at most once per throttle window. A sign-out or a user switch removes the previous user's store.
 */
export function startQueryPersistence(queryClient: QueryClient, ports: PersistencePorts): QueryPersistence {
  const throttleMs = Math.max(ports.throttleMs ?? PERSIST_THROTTLE_MS, PERSIST_THROTTLE_MS);
  let user = ports.userId();
  let persister = ports.persister(persistStoreKey(ports.tenant, user), RESTORE_DEADLINE_MS);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ready = false;
  let stopped = false;

  const save = () => {
    timer = undefined;
    if (stopped) return;
    void persistQueryClientSave({
      queryClient,
      persister,
      buster: ports.buster,
      dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
    });
  };
  const schedule = () => {
    if (ready && !stopped && timer === undefined) timer = setTimeout(save, throttleMs);
  };
  const restore = () =>
    persistQueryClientRestore({
      queryClient,
      persister,
      buster: ports.buster,
      maxAge: PERSIST_MAX_AGE_MS,
    }).catch((error: unknown) => console.warn('The saved query cache could not be restored', error));

  // Writing before the restore settled would replace the saved cache with this page's few queries.
  const restored = restore().then(() => {
    ready = true;
    schedule();
  });
  const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
    if (CACHE_EVENTS.has(event.type) && isPersistedKey(event.query.queryKey)) schedule();
  });
  const unsubscribeUser = ports.onUserChange(() => {
    const next = ports.userId();
    if (next === user) return;
    clearTimeout(timer);
    timer = undefined;
    // The user's data stays on this device only while they are signed in on it.
    if (user !== undefined) void persister.removeClient();
    user = next;
    persister = ports.persister(persistStoreKey(ports.tenant, user), RESTORE_DEADLINE_MS);
    ready = false;
    void restore().then(() => {
      ready = true;
      schedule();
    });
  });

  return {
    restored,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribeCache();
      unsubscribeUser();
    },
  };
}
