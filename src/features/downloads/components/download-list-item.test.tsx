import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DownloadRow } from '#offline-store/db.ts';
import { DownloadListItem, type DownloadRowActions } from './download-list-item.tsx';
import { renderDownloadsUi, downloadRow as row } from './downloads-test-kit.tsx';

async function show(download: DownloadRow) {
  const actions: DownloadRowActions = { play: vi.fn(), pause: vi.fn(), resume: vi.fn(), remove: vi.fn() };
  await renderDownloadsUi(() => (
    <ul>
      <DownloadListItem row={download} actions={actions} />
    </ul>
  ));
  return { actions, item: screen.getByRole('listitem') };
}

afterEach(cleanup);

describe('a row of the Downloads page', () => {
  it('a complete download plays, shows its size in whole MB rounded up (commerce §9), and can be deleted', async () => {
    const { actions, item } = await show(row());
    expect(item.textContent).toContain('Downloaded');
    expect(item.textContent).toContain('4 MB');
    fireEvent.click(within(item).getByRole('button', { name: 'Play Static Bloom' }));
    expect(actions.play).toHaveBeenCalledOnce();
    fireEvent.click(within(item).getByRole('button', { name: 'Delete Static Bloom' }));
    expect(actions.remove).toHaveBeenCalledOnce();
    expect(within(item).queryByRole('progressbar')).toBeNull();
  });

  it('a disabled download is greyed with its reason and a delete button, and never plays', async () => {
    const { item } = await show(row({ status: 'disabled', reason: 'NOT_ENTITLED' }));
    expect(item.hasAttribute('data-disabled')).toBe(true);
    expect(item.textContent).toContain('Your subscription or purchases no longer cover this item.');
    expect(within(item).queryByRole('button', { name: /^Play/ })).toBeNull();
    expect(within(item).getByRole('button', { name: 'Delete Static Bloom' })).toBeTruthy();
  });

  it('an unfinished download shows its progress bar (labelled) and resumes or cancels', async () => {
    const { actions, item } = await show(row({ status: 'paused', receivedBytes: 1024 * 1024 }));
    const bar = within(item).getByRole('progressbar', { name: 'Download of Static Bloom' });
    expect(bar.getAttribute('value')).toBe('33');
    expect(bar.getAttribute('aria-valuetext')).toBe('33%');
    fireEvent.click(within(item).getByRole('button', { name: 'Resume the download of Static Bloom' }));
    expect(actions.resume).toHaveBeenCalledOnce();
    fireEvent.click(within(item).getByRole('button', { name: 'Cancel the download of Static Bloom' }));
    expect(actions.remove).toHaveBeenCalledOnce();
  });

  it('a download stopped by the network says why and resumes', async () => {
    const { item } = await show(row({ status: 'failed', reason: 'NETWORK', receivedBytes: 0 }));
    expect(item.textContent).toContain('The download stopped because the connection was lost.');
    expect(within(item).getByRole('button', { name: 'Resume the download of Static Bloom' })).toBeTruthy();
  });
});
