import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '#lib/i18n.ts';
import { ConfirmInPlace } from './confirm-in-place.tsx';

async function show(onConfirm = vi.fn()) {
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <ConfirmInPlace
            label="Delete all downloads"
            question="Delete every download?"
            confirmLabel="Delete all"
            onConfirm={onConfirm}
          />
        </MantineProvider>
      </I18nProvider>,
    );
  });
  return onConfirm;
}

const button = (name: string) => screen.getByRole('button', { name });

describe('ConfirmInPlace', () => {
  beforeAll(async () => {
    await activateLocale('en');
  });
  afterEach(cleanup);

  it('asks in place with focus on the answer; Cancel does nothing and returns focus to the button', async () => {
    const onConfirm = await show();
    expect(screen.queryByText('Delete every download?')).toBeNull();
    await act(async () => fireEvent.click(button('Delete all downloads')));
    expect(screen.getByText('Delete every download?')).toBeTruthy();
    expect(document.activeElement).toBe(button('Delete all'));
    await act(async () => fireEvent.click(button('Cancel')));
    expect(screen.queryByText('Delete every download?')).toBeNull();
    expect(document.activeElement).toBe(button('Delete all downloads'));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('the answer does it once, and the question goes away', async () => {
    const onConfirm = await show();
    await act(async () => fireEvent.click(button('Delete all downloads')));
    await act(async () => fireEvent.click(button('Delete all')));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Delete all' })).toBeNull();
    expect(document.activeElement).toBe(button('Delete all downloads'));
  });
});
