import { expect, test, vi } from 'vitest';
import { isWorkerRequest } from '../src/offline-store/worker-protocol.ts';
import { handleMessage } from './messages.ts';

function messageEvent(data: unknown) {
  const postMessage = vi.fn();
  const lifetime: Promise<unknown>[] = [];
  const event = { data, ports: [{ postMessage }], waitUntil: (p: Promise<unknown>) => void lifetime.push(p) };
  handleMessage(event as unknown as ExtendableMessageEvent);
  return { postMessage, settled: () => Promise.all(lifetime) };
}

test('GET_VERSION replies with the build id on the given port', async () => {
  const { postMessage, settled } = messageEvent({ type: 'GET_VERSION' });
  await settled();
  expect(postMessage).toHaveBeenCalledWith({ buildId: __BUILD_ID__ });
});

test('unknown messages get no reply', async () => {
  for (const data of [
    { type: 'SELF_DESTRUCT' },
    'GET_VERSION',
    { type: 'CACHE_FIRST_VISIT', page: '/', urls: [1] },
  ]) {
    const { postMessage, settled } = messageEvent(data);
    await settled();
    expect(postMessage).not.toHaveBeenCalled();
  }
});

test('only known message shapes are requests', () => {
  expect(isWorkerRequest({ type: 'GET_VERSION' })).toBe(true);
  expect(isWorkerRequest({ type: 'CACHE_FIRST_VISIT', page: '/', urls: ['/api/i18n/en'] })).toBe(true);
  expect(isWorkerRequest({ type: 'CACHE_FIRST_VISIT', urls: [] })).toBe(false);
  expect(isWorkerRequest(null)).toBe(false);
  expect(isWorkerRequest({ type: 42 })).toBe(false);
});
