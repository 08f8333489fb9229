import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, lazy } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '#lib/i18n.ts';
import { render } from '#test/render.tsx';
import { DialogHost } from './dialog-host.tsx';
import type { DialogComponentProps } from './dialog-kinds.ts';
import { dialogComponents, registerDialogs } from './dialog-registry.ts';
import { closeDialog, openDialog } from './dialog-store.ts';

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => closeDialog());
  unmount?.();
});
beforeAll(() => activateLocale('en'));

function AvatarDialog({ selected, onClose }: DialogComponentProps<'avatar-list'>) {
  return (
    <button type="button" data-avatar-dialog={selected} onClick={onClose}>
      close
    </button>
  );
}

async function showHost() {
  const router = createRouter({
    routeTree: createRootRoute({ component: DialogHost }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  const view = await render(<RouterProvider router={router} />);
  unmount = view.unmount;
  return view.container;
}

describe('dialog registry (features register their dialogs; the host opens them by kind)', () => {
  it('a dialog a feature registered opens by its kind and closes through onClose', async () => {
    registerDialogs(async () => ({
      'avatar-list': lazy(async () => ({ default: AvatarDialog })),
    }));
    const host = await showHost();
    await act(async () => openDialog('avatar-list', { selected: 'fox' }));
    const button = await vi.waitFor(() => {
      const found = host.querySelector<HTMLButtonElement>('[data-avatar-dialog="fox"]');
      if (!found) throw new Error('not open yet');
      return found;
    });
    act(() => button.click());
    expect(host.querySelector('[data-avatar-dialog]')).toBeNull();
  });

  it('the shell’s own dialogs stay registered beside the features’ ones', async () => {
    const dialogs = await dialogComponents();
    expect(Object.keys(dialogs)).toEqual(
      expect.arrayContaining(['share', 'login', 'error', 'session-expired', 'avatar-list']),
    );
  });
});
