import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '#lib/i18n.ts';
import { render } from '#test/render.tsx';
import {
  forgetLoadedImages,
  IMAGE_ATTEMPTS,
  IMAGE_RETRY_MS,
  LOADED_CACHE_SIZE,
  rememberLoaded,
  wasLoaded,
} from './image-loading.ts';
import { LazyImage } from './lazy-image.tsx';

/** An IntersectionObserver the test drives: it records its options and intersects on demand. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.options = options;
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  intersect() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
}

let unmount: (() => void) | undefined;
beforeEach(async () => {
  await activateLocale('en');
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  forgetLoadedImages();
});
afterEach(() => {
  unmount?.();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function show(src = '/media/artwork/1.svg') {
  const view = await render(
    <I18nProvider i18n={i18n}>
      <LazyImage src={src} width={320} height={180} />
    </I18nProvider>,
  );
  unmount = view.unmount;
  return view.container.firstElementChild as HTMLElement;
}

describe('lazy images (shell §9)', () => {
  it('reserve their box at the given aspect ratio and load only within 1.3 viewports', async () => {
    const frame = await show();
    expect(frame.style.getPropertyValue('--image-ratio')).toBe('320 / 180');
    expect(frame.querySelector('img')).toBeNull();
    expect(FakeObserver.last?.options.rootMargin).toBe('30% 30%');
    await act(async () => FakeObserver.last?.intersect());
    expect(frame.querySelector('img')?.getAttribute('src')).toBe('/media/artwork/1.svg');
  });

  it(`try ${IMAGE_ATTEMPTS} times, ${IMAGE_RETRY_MS} ms apart, then show a placeholder`, async () => {
    vi.useFakeTimers();
    const frame = await show();
    await act(async () => FakeObserver.last?.intersect());
    const fail = async () => {
      const img = frame.querySelector('img');
      await act(async () => img?.dispatchEvent(new Event('error')));
      return img;
    };
    const first = await fail();
    await act(async () => vi.advanceTimersByTime(IMAGE_RETRY_MS - 1));
    expect(frame.querySelector('img')).toBe(first);
    await act(async () => vi.advanceTimersByTime(1));
    const second = frame.querySelector('img');
    expect(second).not.toBe(first);
    await fail();
    await act(async () => vi.advanceTimersByTime(IMAGE_RETRY_MS));
    await fail();
    expect(frame.querySelector('img')).toBeNull();
    expect(frame.getAttribute('data-image')).toBe('failed');
    expect(frame.textContent).toContain('Image unavailable');
  });

  it('show a recently loaded image at once, without waiting for the viewport', async () => {
    rememberLoaded('/media/artwork/2.svg');
    const frame = await show('/media/artwork/2.svg');
    expect(frame.querySelector('img')).not.toBeNull();
  });

  it(`remember the last ${LOADED_CACHE_SIZE} loaded images, forgetting the oldest`, () => {
    for (let n = 0; n <= LOADED_CACHE_SIZE; n++) rememberLoaded(`/img/${n}`);
    expect(wasLoaded('/img/0')).toBe(false);
    expect(wasLoaded('/img/1')).toBe(true);
    expect(wasLoaded(`/img/${LOADED_CACHE_SIZE}`)).toBe(true);
  });
});
