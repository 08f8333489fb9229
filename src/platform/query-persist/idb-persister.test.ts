import 'fake-indexeddb/auto';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { createStore, set, type UseStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { idbPersister } from './idb-persister.ts';

const client: PersistedClient = { buster: 'b', timestamp: 1, clientState: { queries: [], mutations: [] } };

describe('idbPersister', () => {
  it('saves, restores and removes one key', async () => {
    const store = createStore('persist-test', 'kv');
    const persister = idbPersister('query-cache:demo:visitor', 1000, store);
    await persister.persistClient(client);
    expect(await persister.restoreClient()).toEqual(client);
    expect(await idbPersister('query-cache:demo:user:1', 1000, store).restoreClient()).toBeUndefined();
    await persister.removeClient();
    expect(await persister.restoreClient()).toBeUndefined();
  });

  it('restores a value of another shape as nothing', async () => {
    const store = createStore('persist-shape', 'kv');
    await set('k', { clientState: 'old' }, store);
    expect(await idbPersister('k', 1000, store).restoreClient()).toBeUndefined();
  });

  it('gives up on a store that never answers', async () => {
    const hanging: UseStore = () => new Promise(() => {});
    const started = Date.now();
    expect(await idbPersister('k', 50, hanging).restoreClient()).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
