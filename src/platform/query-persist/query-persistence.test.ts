import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSIST_MAX_AGE_MS, persistStoreKey } from './persist-rules.ts';
import { type PersistencePorts, startQueryPersistence } from './query-persistence.ts';

const STRUCTURE = ['demo', 'en', 'structure', 'album', '7', { lang: 'en' }];
const SEARCH = ['demo', 'en', 'search', 'abba'];
const PROFILE = ['demo', 'session', 'profile'];
const HISTORY = ['demo', 'en', 'session', 'history', 'list'];

function memoryStorage() {
  const stored = new Map<string, PersistedClient>();
  const writes: string[] = [];
  const persister = (key: string): Persister => ({
    persistClient: (client) => {
      writes.push(key);
      stored.set(key, structuredClone(client));
    },
    restoreClient: () => stored.get(key),
    removeClient: () => {
      stored.delete(key);
    },
  });
  return { stored, writes, persister };
}

function harness(initialUser?: string) {
  const storage = memoryStorage();
  let user = initialUser;
  const listeners = new Set<() => void>();
  const ports: PersistencePorts = {
    tenant: 'demo',
    userId: () => user,
    onUserChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    persister: storage.persister,
    buster: 'build-1',
  };
  const switchUser = (next: string | undefined) => {
    user = next;
    for (const listener of listeners) listener();
  };
  return { storage, ports, switchUser, queryClient: new QueryClient() };
}

const savedKeys = (client: PersistedClient | undefined) => client?.clientState.queries.map((q) => q.queryKey);

describe('query cache persistence', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes only the persisted families, at most once per second', async () => {
    const { storage, ports, queryClient } = harness('u1');
    const persistence = startQueryPersistence(queryClient, ports);
    await persistence.restored;
    for (let i = 0; i < 20; i++) queryClient.setQueryData(STRUCTURE, { i });
    queryClient.setQueryData(SEARCH, ['result']);
    queryClient.setQueryData(PROFILE, { name: 'Ana' });
    queryClient.setQueryData(HISTORY, []);
    await vi.advanceTimersByTimeAsync(999);
    expect(storage.writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(storage.writes).toEqual([persistStoreKey('demo', 'u1')]);
    const saved = storage.stored.get('query-cache:demo:user:u1');
    expect(savedKeys(saved)).toEqual([STRUCTURE, PROFILE, HISTORY]);
    expect(saved?.buster).toBe('build-1');
    expect(saved?.clientState.queries[0]?.state.data).toEqual({ i: 19 });
    persistence.stop();
  });

  it('keeps a visitor and each user under their own key', async () => {
    expect(persistStoreKey('demo', undefined)).toBe('query-cache:demo:visitor');
    expect(persistStoreKey('demo', 'u1')).not.toBe(persistStoreKey('other', 'u1'));
    const { storage, ports, queryClient } = harness();
    const persistence = startQueryPersistence(queryClient, ports);
    await persistence.restored;
    queryClient.setQueryData(STRUCTURE, 1);
    await vi.advanceTimersByTimeAsync(1000);
    expect([...storage.stored.keys()]).toEqual(['query-cache:demo:visitor']);
    persistence.stop();
  });

  it('fills only what the cache lacks: the page’s own newer data wins', async () => {
    const { storage, ports, queryClient } = harness('u1');
    const first = startQueryPersistence(queryClient, ports);
    await first.restored;
    queryClient.setQueryData(STRUCTURE, 'saved album');
    queryClient.setQueryData(PROFILE, 'saved profile');
    await vi.advanceTimersByTimeAsync(1000);
    first.stop();

    await vi.advanceTimersByTimeAsync(5000);
    const next = new QueryClient();
    next.setQueryData(PROFILE, 'server profile');
    const second = startQueryPersistence(next, ports);
    await second.restored;
    expect(next.getQueryData(STRUCTURE)).toBe('saved album');
    expect(next.getQueryData(PROFILE)).toBe('server profile');
    expect(storage.stored.size).toBe(1);
    second.stop();
  });

  it('drops a cache of another build or older than a day', async () => {
    const { storage, ports, queryClient } = harness();
    const key = persistStoreKey('demo', undefined);
    const client = (buster: string, timestamp: number): PersistedClient => ({
      buster,
      timestamp,
      clientState: { mutations: [], queries: [] },
    });
    storage.stored.set(key, client('build-0', Date.now()));
    await startQueryPersistence(queryClient, ports).restored;
    expect(storage.stored.has(key)).toBe(false);
    storage.stored.set(key, client('build-1', Date.now() - PERSIST_MAX_AGE_MS - 1));
    await startQueryPersistence(new QueryClient(), ports).restored;
    expect(storage.stored.has(key)).toBe(false);
  });

  it('removes the user’s store on logout and on a user switch, and drops a pending write', async () => {
    const { storage, ports, queryClient, switchUser } = harness('u1');
    const persistence = startQueryPersistence(queryClient, ports);
    await persistence.restored;
    queryClient.setQueryData(PROFILE, 'u1 profile');
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.stored.has('query-cache:demo:user:u1')).toBe(true);

    queryClient.setQueryData(HISTORY, ['pending']);
    switchUser('u2');
    await vi.advanceTimersByTimeAsync(0);
    expect(storage.stored.has('query-cache:demo:user:u1')).toBe(false);
    expect(storage.writes).toEqual(['query-cache:demo:user:u1']);

    queryClient.clear();
    queryClient.setQueryData(PROFILE, 'u2 profile');
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.stored.has('query-cache:demo:user:u2')).toBe(true);

    switchUser(undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(storage.stored.has('query-cache:demo:user:u2')).toBe(false);
    persistence.stop();
  });
});
