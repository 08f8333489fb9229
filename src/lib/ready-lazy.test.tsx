import { act, type ComponentType, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { readyLazy } from './ready-lazy.ts';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

let clicks = 0;
function Action() {
  return (
    <button type="button" onClick={() => clicks++}>
      Download
    </button>
  );
}
const loadAction = async (): Promise<ComponentType> => Action;

/** The server's HTML of a page whose action sits in a Suspense boundary, as a details page's do. */
function Page({ Part }: { Part: ComponentType }) {
  return (
    <main>
      <h1>Album</h1>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </main>
  );
}

const hydrated = (element: Element | null) =>
  element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Hydrates the server's HTML as the browser does (scheduled, not inside act) and clicks its button the
 * moment the root has committed, while the boundary around the button is still the server's HTML.
 */
async function clickRightAfterHydration(Part: ComponentType): Promise<number> {
  clicks = 0;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page Part={Action} />);
  document.body.append(container);
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    root = hydrateRoot(container, <Page Part={Part} />);
    while (!hydrated(container.querySelector('h1'))) await nextTask();
    const button = container.querySelector('button');
    // The window this is about: the page is live, the boundary's content still inert.
    expect(hydrated(button)).toBe(false);
    button?.click();
    for (let task = 0; task < 20; task++) await nextTask();
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
  }
  return clicks;
}

describe('readyLazy (lazily loaded parts of a server-rendered page)', () => {
  it('renders without suspending once preloaded, so a click before its boundary hydrated is honoured', async () => {
    const part = readyLazy(loadAction);
    await part.preload();
    expect(await clickRightAfterHydration(part.Component)).toBe(1);
  });

  it('suspends until its code arrives, then renders it', async () => {
    const part = readyLazy(loadAction);
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    const client = createRoot(container);
    root = client;
    await act(async () => client.render(<Page Part={part.Component} />));
    expect(container.querySelector('button')?.textContent).toBe('Download');
  });
});
