import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocaleCode } from '#contract/locales.ts';
import { BYTES_PER_MB } from '#lib/format.ts';
import type { DownloadRow } from '#offline-store/db.ts';
import { groupDownloads } from '../download-groups.ts';
import { DownloadGroupSection, type GroupActions } from './download-group.tsx';
import { downloadRow, renderDownloadsUi } from './downloads-test-kit.tsx';

const album = { id: 7, kind: 'album', title: 'Golden Hour', imageUrl: '/media/artwork/7.svg' };
const tracks = (over: Partial<DownloadRow>[] = [{}, {}, {}]) =>
  over.map((one, position) =>
    downloadRow({
      itemId: position + 1,
      title: `Track ${position + 1}`,
      imageUrl: album.imageUrl,
      sizeBytes: (0.31 + position / 100) * BYTES_PER_MB,
      collection: { ...album, position },
      validUntil: `2026-12-03T0${position}:00:00.000Z`,
      ...one,
    }),
  );

async function show(
  rows: DownloadRow[],
  { now = Date.parse('2026-11-25T00:00:00Z'), online = true } = {},
  locale: LocaleCode = 'en',
) {
  const actions: GroupActions = { play: vi.fn(), remove: vi.fn(), renew: vi.fn() };
  const rowActions = { play: vi.fn(), pause: vi.fn(), resume: vi.fn(), remove: vi.fn() };
  const [group] = groupDownloads(rows);
  if (!group) throw new Error('no group');
  await renderDownloadsUi(
    () => (
      <DownloadGroupSection
        group={group}
        actions={actions}
        rowActions={rowActions}
        now={now}
        online={online}
        renewing={false}
      />
    ),
    locale,
  );
  return { actions, rowActions, section: screen.getByRole('region', { name: 'Golden Hour' }) };
}

afterEach(cleanup);

describe('a group of the Downloads page', () => {
  it('shows its kind, count, size (the sum of its rows) and until when it plays offline', async () => {
    const { section } = await show(tracks());
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Golden Hour');
    const text = section.textContent ?? '';
    expect(text).toContain('Album');
    expect(text).toContain('3 tracks');
    expect(text).toContain('3 MB');
    expect(text.match(/(^|\D)1 MB/g)).toHaveLength(3);
    // The earliest date of its tracks, once: the tracks share the day.
    expect(text.match(/Available offline until Dec 3, 2026/g)).toHaveLength(1);
    // Its cover stands for the rows' own (the same picture).
    expect(
      within(section)
        .getAllByRole('listitem')
        .every((li) => !li.hasAttribute('data-art')),
    ).toBe(true);
  });

  it('plays all its downloads and is removed after a confirmation; names start with the visible text', async () => {
    const { actions, section } = await show(tracks());
    const play = within(section).getByRole('button', { name: 'Play all: Golden Hour' });
    expect(play.textContent).toBe('Play all');
    fireEvent.click(play);
    expect(actions.play).toHaveBeenCalledOnce();
    const remove = within(section).getByRole('button', { name: 'Remove from device: Golden Hour' });
    expect(remove.textContent).toBe('Remove from device');
    fireEvent.click(remove);
    expect(section.textContent).toContain('Remove Golden Hour from this device?');
    expect(actions.remove).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Remove' })));
    expect(actions.remove).toHaveBeenCalledOnce();
  });

  it('a track of another day says its own date; a group with nothing complete cannot play', async () => {
    const rows = tracks([
      { status: 'downloading', receivedBytes: 1 },
      { status: 'paused', receivedBytes: 1, validUntil: '2026-12-20T00:00:00Z' },
    ]);
    const { section } = await show(rows);
    const items = within(section).getAllByRole('listitem');
    expect(items[0]?.querySelector('[data-row-until]')).toBeNull();
    expect(items[1]?.querySelector('[data-row-until]')?.textContent).toBe(
      'Available offline until Dec 20, 2026',
    );
    expect(
      within(section).getByRole('button', { name: 'Play all: Golden Hour' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('expired: says when offline access ended; online it offers to renew, offline it says to go online', async () => {
    const after = Date.parse('2026-12-10T00:00:00Z');
    const { actions, section } = await show(tracks(), { now: after });
    expect(section.textContent).toContain('Offline access ended on Dec 3, 2026');
    fireEvent.click(within(section).getByRole('button', { name: 'Renew offline access: Golden Hour' }));
    expect(actions.renew).toHaveBeenCalledOnce();
    cleanup();
    const offline = await show(tracks(), { now: after, online: false });
    expect(within(offline.section).queryByRole('button', { name: /^Renew/ })).toBeNull();
    expect(offline.section.textContent).toContain(
      'Go online to renew it. Until then it still plays on this device.',
    );
  });

  it('in Arabic the kind, count, size and date are in Arabic words and digits', async () => {
    const { section } = await show(tracks(), {}, 'ar');
    // The header's facts and date (the fixture's track titles have Latin digits of their own).
    const about = within(section).getByRole('heading', { level: 2 }).parentElement?.textContent ?? '';
    expect(about).toContain('الألبوم');
    expect(about).toContain('٣ مقاطع');
    expect(about).toContain('٣');
    expect(about).toContain('متاح دون اتصال حتى');
    expect(about).not.toMatch(/[0-9]/);
  });
});
