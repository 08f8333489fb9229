import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StorageLike } from '../storage-room.ts';
import { renderDownloadsUi } from './downloads-test-kit.tsx';
import { StorageProtection } from './storage-protection.tsx';

async function show(storage: StorageLike | undefined) {
  await renderDownloadsUi(() => <StorageProtection storage={storage} />);
  await act(async () => undefined);
}

afterEach(cleanup);

describe('whether the browser keeps the downloads when space runs low (navigator.storage)', () => {
  it('persisted: the downloads are said to be protected, with nothing to ask', async () => {
    await show({ persisted: async () => true, persist: vi.fn(async () => true) });
    expect(screen.getByText('Protected from automatic clean-up')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('not persisted: the risk is said, and asking the browser (persist) protects them when it agrees', async () => {
    const persist = vi.fn(async () => true);
    await show({ persisted: async () => false, persist });
    expect(screen.getByText('The browser may remove downloads when space runs low')).toBeTruthy();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Ask the browser to keep them' })),
    );
    expect(persist).toHaveBeenCalledOnce();
    expect(screen.getByText('Protected from automatic clean-up')).toBeTruthy();
  });

  it('a browser that says no: the risk stays, with why and what helps', async () => {
    await show({ persisted: async () => false, persist: async () => false });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Ask the browser to keep them' })),
    );
    expect(screen.getByText('The browser may remove downloads when space runs low')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^The browser said no for now\./);
  });

  it('without persist() (or without navigator.storage) there is nothing to ask: only the risk is said', async () => {
    await show({ persisted: async () => false });
    expect(screen.getByText('The browser may remove downloads when space runs low')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    await show(undefined);
    expect(screen.getByText('The browser may remove downloads when space runs low')).toBeTruthy();
  });
});
