import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialogComponents } from '#components/dialogs/dialog-registry.ts';
import type { StructureNode } from '#contract/structure.ts';
import { activateLocale } from '#lib/i18n.ts';
import { renderStructure } from '#test/structure-test-kit.tsx';
import { composeFeatures } from './compose.ts';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());
beforeAll(() => activateLocale('en'));

const props = (id: number, kind: string) => ({ id, kind, slug: `s-${id}`, ageRating: 0, durationSec: 200 });
const track = (id: number): StructureNode => ({
  name: 'card',
  data: { title: `Track ${id}`, clickUrl: `/music/tracks/${id}`, customProperties: props(id, 'track') },
});
const album: StructureNode = {
  name: 'page',
  data: { title: 'Album' },
  substructure: [
    { name: 'detail', data: { title: 'Album', customProperties: { ...props(9, 'album'), childCount: 2 } } },
    { name: 'track-list', substructure: [track(1), track(2)] },
  ],
};

async function show(node: StructureNode) {
  const view = await renderStructure(node, {
    path: '/en',
    structure: { name: 'album-details', fragment: '9' },
  });
  unmount = view.unmount;
  return view.container;
}

describe('composition (src/app/compose.ts)', () => {
  it('a details header gets play and queue (player), the favourite toggle (library) and the download (downloads)', async () => {
    const view = await show(album);
    const header = view.querySelector('[data-node="detail"]');
    expect(header?.querySelector('[data-play-actions]')?.textContent).toContain('Play');
    await vi.waitFor(() => expect(header?.querySelector('[data-like="albums"]')).not.toBeNull());
    expect(header?.querySelector('[data-download-collection="9"]')).not.toBeNull();
  });

  it('a track list row gets its play button before the link and its download button after it', async () => {
    const view = await show(album);
    const [row] = view.querySelectorAll('[data-node="track-list"] li');
    expect(row?.firstElementChild?.getAttribute('data-play-row')).toBe('1');
    expect(row?.lastElementChild?.getAttribute('data-download-row')).toBe('1');
  });

  it('a card gets the favourite toggle beside its link', async () => {
    const view = await show({
      name: 'page',
      data: { title: 'Home' },
      substructure: [
        {
          name: 'rail',
          substructure: [{ ...track(3), data: { ...track(3).data, customProperties: props(3, 'album') } }],
        },
      ],
    });
    await vi.waitFor(() => expect(view.querySelector('[data-like="albums"]')).not.toBeNull());
  });

  it('the dialogs features provide are registered with the dialog manager', async () => {
    composeFeatures();
    const dialogs = await dialogComponents();
    for (const kind of [
      'cookie-settings',
      'login-options',
      'avatar-list',
      'subscription-choice',
      'purchase-prompt',
    ])
      expect(dialogs, kind).toHaveProperty(kind);
  });
});
