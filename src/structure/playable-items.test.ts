import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { StructureNode } from '#contract/structure.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { tenant } from '#test/fixtures.ts';
import { pageListItems, queueItemOf } from './playable-items.ts';

const node = (kind: string, id: number, title = `Item ${id}`): StructureNode => ({
  name: 'card',
  data: {
    title,
    subTitle: 'Narrator',
    imageUrl: `/a/${id}.png`,
    clickUrl: `/x/${id}`,
    customProperties: { id, kind, slug: `s-${id}`, ageRating: 0, durationSec: 225 },
  },
});
const list = (from: number, to: number, more: boolean): StructureNode => ({
  name: 'track-list',
  data: { customProperties: { hasMore: more, paged: true, ...(more ? { lastId: String(to) } : {}) } },
  substructure: Array.from({ length: to - from + 1 }, (_, i) => node('chapter', from + i)),
});
const page = (...children: StructureNode[]): StructureNode => ({ name: 'page', substructure: children });

describe('queue items from the catalogue', () => {
  it('tracks, episodes and chapters become queue items with their content type; other kinds do not', () => {
    expect(queueItemOf(node('track', 1), 'Golden Hour')).toEqual({
      id: 1,
      title: 'Item 1',
      subTitle: 'Narrator',
      imageUrl: '/a/1.png',
      clickUrl: '/x/1',
      durationSec: 225,
      contentType: 'FULL_TRACK_MUSIC',
      album: 'Golden Hour',
    });
    expect(queueItemOf(node('episode', 2))?.contentType).toBe('PODCAST');
    expect(queueItemOf(node('chapter', 3))?.contentType).toBe('AUDIO_BOOK');
    expect(queueItemOf(node('video', 4))).toBeUndefined();
    expect(queueItemOf(node('album', 5))).toBeUndefined();
  });

  it('"Play" of an audiobook queues every chapter, fetching the pages the list has not shown (10 at a time)', async () => {
    const call = vi.fn((_endpoint: unknown, options: { query?: { lastId?: string } }) => {
      const after = options.query?.lastId;
      if (after === '10') return Promise.resolve(page(node('detail', 1), list(11, 20, true)));
      if (after === '20') return Promise.resolve(page(node('detail', 1), list(21, 25, false)));
      return Promise.resolve(page(node('detail', 1), list(1, 10, true)));
    });
    const scope = { api: { call } as unknown as ApiClient, tenant, locale: 'en' as const };
    const items = await pageListItems(new QueryClient(), {
      scope,
      structure: { name: 'audiobook-details', fragment: '7' },
    });
    expect(items.map((item) => item.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(call).toHaveBeenCalledTimes(3);
  });
});
