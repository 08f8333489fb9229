import { afterEach, beforeEach, expect, test, vi } from 'vitest';

type Listener = (event: { isUpdate?: boolean; isExternal?: boolean }) => void;

const workbox = vi.hoisted(() => ({
  created: [] as { url: string; options: unknown }[],
  listeners: new Map<string, Listener>(),
  register: vi.fn(async () => undefined as ServiceWorkerRegistration | undefined),
  messageSW: vi.fn(async (_data: object): Promise<unknown> => undefined),
  messageSkipWaiting: vi.fn(),
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: string, options: unknown) {
      workbox.created.push({ url, options });
    }
    addEventListener(type: string, listener: Listener) {
      workbox.listeners.set(type, listener);
    }
    register = workbox.register;
    messageSW = workbox.messageSW;
    messageSkipWaiting = workbox.messageSkipWaiting;
  },
}));

// Fresh module state per test: the bridge keeps its Workbox instance.
const loadBridge = async () => {
  vi.resetModules();
  return import('./sw-bridge.ts');
};

const resource = (name: string, initiatorType: string) =>
  ({ name, initiatorType }) as PerformanceResourceTiming;

beforeEach(() => {
  workbox.created.length = 0;
  workbox.listeners.clear();
  workbox.register.mockReset().mockResolvedValue(undefined);
  workbox.messageSW.mockReset().mockResolvedValue(undefined);
  workbox.messageSkipWaiting.mockReset();
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

test('a production build registers /sw.js for the whole origin', async () => {
  vi.stubEnv('PROD', true);
  const { registerServiceWorker } = await loadBridge();
  await registerServiceWorker();
  expect(workbox.created).toEqual([{ url: '/sw.js', options: { scope: '/' } }]);
  expect(workbox.register).toHaveBeenCalledOnce();
});

test('a development build registers no service worker', async () => {
  vi.stubEnv('PROD', false);
  const { registerServiceWorker } = await loadBridge();
  await registerServiceWorker();
  expect(workbox.created).toEqual([]);
});

test('a browser without service workers registers nothing', async () => {
  vi.stubEnv('PROD', true);
  Reflect.deleteProperty(navigator, 'serviceWorker');
  const { registerServiceWorker } = await loadBridge();
  await registerServiceWorker();
  expect(workbox.created).toEqual([]);
});

test('a failed registration is logged and does not break start-up', async () => {
  vi.stubEnv('PROD', true);
  const error = new Error('SecurityError');
  workbox.register.mockRejectedValueOnce(error);
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { registerServiceWorker, postToWorker } = await loadBridge();
  await expect(registerServiceWorker()).resolves.toBeUndefined();
  expect(log).toHaveBeenCalledWith('Service worker registration failed', error);
  expect(await postToWorker({ type: 'GET_VERSION' })).toBeUndefined();
});

test('postToWorker returns the typed reply of the registered worker', async () => {
  vi.stubEnv('PROD', true);
  workbox.messageSW.mockResolvedValueOnce({ buildId: 'abc-123' });
  const { registerServiceWorker, postToWorker } = await loadBridge();
  await registerServiceWorker();
  const reply = await postToWorker({ type: 'GET_VERSION' });
  expect(reply?.buildId).toBe('abc-123');
  expect(workbox.messageSW).toHaveBeenCalledWith({ type: 'GET_VERSION' });
});

test('postToWorker before registration resolves undefined instead of waiting forever', async () => {
  const { postToWorker } = await loadBridge();
  expect(await postToWorker({ type: 'GET_VERSION' })).toBeUndefined();
});

test('when the worker first takes control, the page hands it what it fetched and its images', async () => {
  vi.stubEnv('PROD', true);
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    resource('https://p.test/api/structure/home?lang=en', 'fetch'),
    resource('https://p.test/media/artwork/1.svg', 'img'),
    resource('https://p.test/assets/index.css', 'link'),
  ]);
  const { registerServiceWorker } = await loadBridge();
  await registerServiceWorker();
  workbox.listeners.get('controlling')?.({ isUpdate: false, isExternal: false });
  expect(workbox.messageSW).toHaveBeenCalledWith({
    type: 'CACHE_FIRST_VISIT',
    page: location.href,
    urls: ['https://p.test/api/structure/home?lang=en', 'https://p.test/media/artwork/1.svg'],
  });
});

test('a worker update taking control sends nothing: its answers already went through a worker', async () => {
  vi.stubEnv('PROD', true);
  const { registerServiceWorker } = await loadBridge();
  await registerServiceWorker();
  workbox.listeners.get('controlling')?.({ isUpdate: true, isExternal: false });
  expect(workbox.messageSW).not.toHaveBeenCalled();
});

test('a waiting new version is told to listeners, and applied only on request: skip waiting, reload once it controls', async () => {
  vi.stubEnv('PROD', true);
  const { registerServiceWorker, onUpdateWaiting, applyWaitingUpdate } = await loadBridge();
  await registerServiceWorker();
  const reload = vi.fn();
  expect(applyWaitingUpdate(reload)).toBe(false);
  const heard = vi.fn();
  onUpdateWaiting(heard);
  workbox.listeners.get('waiting')?.({});
  expect(heard).toHaveBeenCalledOnce();
  // A listener that comes later hears it at once.
  const late = vi.fn();
  onUpdateWaiting(late);
  expect(late).toHaveBeenCalledOnce();
  expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  expect(applyWaitingUpdate(reload)).toBe(true);
  expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
  expect(reload).not.toHaveBeenCalled();
  workbox.listeners.get('controlling')?.({ isUpdate: true });
  workbox.listeners.get('controlling')?.({ isUpdate: true });
  expect(reload).toHaveBeenCalledOnce();
});
