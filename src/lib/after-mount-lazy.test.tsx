import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterMountLazy } from './after-mount-lazy.ts';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function Banner({ text }: { text: string }) {
  return <aside>{text}</aside>;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterMountLazy', () => {
  it('renders nothing on the server and in the hydrating render, then the loaded part with its props', async () => {
    let resolve: (component: typeof Banner) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Banner>((done) => (resolve = done)));
    const Part = afterMountLazy(load);
    const page = (
      <main>
        <h1>Home</h1>
        <Part text="Install the app" />
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.innerHTML).toBe('<main><h1>Home</h1></main>');
    expect(load).not.toHaveBeenCalled();
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(container.querySelector('aside')).toBeNull();
    await act(async () => {
      resolve(Banner);
      await nextTask();
    });
    await vi.waitFor(() => expect(container.querySelector('aside')?.textContent).toBe('Install the app'));
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('loads once for every mount, and a failed load is tried again by the next mount', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Banner>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(Banner);
    const Part = afterMountLazy(load);
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => {
      root?.render(<Part text="first" />);
      await nextTask();
    });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(container.textContent).toBe('');
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('A part of the page could not be loaded', expect.any(Error)),
    );
    await act(async () => {
      root?.render(<Part key="again" text="second" />);
      await nextTask();
    });
    await vi.waitFor(() => expect(container.textContent).toBe('second'));
    await act(async () => {
      root?.render(
        <>
          <Part key="again" text="second" />
          <Part key="third" text="third" />
        </>,
      );
      await nextTask();
    });
    await vi.waitFor(() => expect(container.textContent).toBe('secondthird'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
