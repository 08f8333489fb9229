import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { OUTBOX_SYNC_TAG as PAGE_SYNC_TAG, REPLAY_OUTBOX_MESSAGE } from '#features/outbox/outbox.port.ts';
import { OUTBOX_SYNC_TAG, REPLAY_OUTBOX } from '#offline-store/worker-protocol.ts';
import { initTokenStore, workerSessionKey as pageSessionKey } from '#platform/session/token-store.ts';
import { ENV_CONFIG_KEY as PAGE_ENV_KEY } from '#platform/tenant/tenant-cache.ts';
import { ENV_CONFIG_KEY, readWorkerSession, subjectOf, workerSessionKey } from '../../sw/worker-session.ts';

describe('the worker reads what the page leaves for it', () => {
  it('the same idb-keyval keys for the mirrored session and the start-up environment', () => {
    expect(workerSessionKey('demo')).toBe(pageSessionKey('demo'));
    expect(ENV_CONFIG_KEY).toBe(PAGE_ENV_KEY);
  });

  it('the same Background Sync tag and replay message', () => {
    expect(OUTBOX_SYNC_TAG).toBe(PAGE_SYNC_TAG);
    expect(REPLAY_OUTBOX.type).toBe(REPLAY_OUTBOX_MESSAGE);
  });

  it('the user of a mirrored access token is its subject', () => {
    const payload = btoa(JSON.stringify({ sub: 'u-1', exp: 1 })).replace(/=+$/, '');
    expect(subjectOf(`h.${payload}.s`)).toBe('u-1');
    expect(subjectOf('not-a-token')).toBeUndefined();
  });

  it('a session stored before the page starts is mirrored for the worker at start-up (offline downloads need it)', async () => {
    const payload = btoa(JSON.stringify({ sub: 'u-7', exp: 1 })).replace(/=+$/, '');
    const token = { access_token: `h.${payload}.s`, refresh_token: 'r', expires: Date.now() + 60_000 };
    localStorage.setItem('session:handoff', JSON.stringify(token));
    initTokenStore('handoff');
    await expect.poll(() => readWorkerSession('handoff')).toMatchObject({ userId: 'u-7' });
    // Signed out before this start (the stored session gone): the worker's copy goes too.
    localStorage.removeItem('session:handoff');
    initTokenStore('handoff');
    await expect.poll(() => readWorkerSession('handoff')).toBeUndefined();
  });
});
