import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The gate's promise is per page load: each test gets a fresh module.
async function freshGate() {
  vi.resetModules();
  return import('./hydration-gate.ts');
}

afterEach(() => vi.useRealTimers());

describe('navigations wait for the server-rendered page to hydrate', () => {
  it('a navigation made before the page hydrated happens once it has, not before', async () => {
    const { holdNavigationsUntilHydrated, withPageHydrated } = await freshGate();
    const history = createMemoryHistory({ initialEntries: ['/'] });
    holdNavigationsUntilHydrated(history);
    history.push('/music');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(history.location.pathname).toBe('/');
    // The page component's effect is what marks it; render it through React to run that effect.
    const { render } = await import('@testing-library/react');
    const { createElement } = await import('react');
    const Page = withPageHydrated(() => null);
    render(createElement(Page));
    await vi.waitFor(() => expect(history.location.pathname).toBe('/music'));
  });

  it('a page that never reports hydrating does not hold navigations past the deadline', async () => {
    vi.useFakeTimers();
    const { holdNavigationsUntilHydrated } = await freshGate();
    const history = createMemoryHistory({ initialEntries: ['/'] });
    holdNavigationsUntilHydrated(history);
    history.push('/search');
    await vi.advanceTimersByTimeAsync(1499);
    expect(history.location.pathname).toBe('/');
    await vi.advanceTimersByTimeAsync(2);
    expect(history.location.pathname).toBe('/search');
  });
});
