import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openedLazy } from './opened-lazy.ts';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function Panel({ text }: { text: string }) {
  return <section>{text}</section>;
}

/** A part that never arrives: its Suspense boundary shows its fallback, as a page's other lazy parts do. */
const Pending = () => {
  throw new Promise(() => undefined);
};

const mount = async (node: React.ReactNode) => {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(node));
  return container;
};

describe('openedLazy', () => {
  it("shows once its code is there, without waiting out React's reveal throttle after another part's fallback", async () => {
    // Outside act(), which turns the throttle off: React's own scheduling, its clock frozen (no time passes, so a
    // throttled reveal, due 300 ms after the other part's fallback, cannot happen; React.lazy stays hidden here).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
    try {
      const Part = openedLazy(async () => Panel);
      const container = document.createElement('div');
      document.body.append(container);
      root = createRoot(container);
      root.render(
        <>
          <Suspense fallback={<p>loading</p>}>
            <Pending />
          </Suspense>
          <Part text="Settings" />
        </>,
      );
      for (let turn = 0; turn < 20; turn++) await new Promise((done) => setImmediate(done));
      expect(container.textContent).toContain('loading');
      expect(container.querySelector('section')?.textContent).toBe('Settings');
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
    }
  });

  it('renders at once when opened again, and loads its code once', async () => {
    const load = vi.fn(async () => Panel);
    const Part = openedLazy(load);
    let container = await mount(<Part text="first" />);
    await vi.waitFor(() => expect(container.querySelector('section')?.textContent).toBe('first'));
    act(() => root?.unmount());
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root?.render(<Part text="again" />));
    // Synchronously, in the first render: no empty frame.
    expect(container.querySelector('section')?.textContent).toBe('again');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when its code fails to load, and the next opening tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Panel>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(Panel);
    const Part = openedLazy(load);
    let container = await mount(<Part text="x" />);
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(container.querySelector('section')).toBeNull();
    act(() => root?.unmount());
    container = await mount(<Part text="retried" />);
    await vi.waitFor(() => expect(container.querySelector('section')?.textContent).toBe('retried'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
