import { describe, expect, it } from 'vitest';
import type { HistoryEntry, HistoryPage } from '#contract/history.ts';
import { withLike } from './likes.queries.ts';
import { withoutEntries } from './use-history-changes.ts';

const entry = (id: number, type: 'PLAY' | 'VIEW'): HistoryEntry => ({
  id,
  type,
  contentType: 'FULL_TRACK_MUSIC',
  at: '2026-11-23T10:00:00.000Z',
  node: { name: 'card', data: { title: `Item ${id}` } },
});
const page = (items: HistoryEntry[], total: number): HistoryPage => ({ items, total, offset: 0, limit: 24 });

describe('optimistic cache answers', () => {
  it('a like puts the id first (newest), an unlike takes it out; counts stay until the server answers', () => {
    const counts = [{ type: 'albums' as const, count: 2 }];
    expect(withLike({ ids: [3, 2], counts }, 5, true)).toEqual({ ids: [5, 3, 2], counts });
    expect(withLike({ ids: [3, 2], counts }, 3, false)).toEqual({ ids: [2], counts });
    expect(withLike({ ids: [3], counts }, 3, true)).toEqual({ ids: [3], counts });
    expect(withLike(undefined, 1, true)).toEqual({ ids: [1], counts: [] });
  });

  it('removing a history entry removes only that entry (item and type) and lowers the totals', () => {
    const data = {
      pages: [page([entry(1, 'PLAY'), entry(1, 'VIEW')], 3), page([entry(2, 'VIEW')], 3)],
      pageParams: [0, 24],
    };
    const after = withoutEntries(data, (e) => e.id === 1 && e.type === 'VIEW');
    expect(after?.pages.map((p) => p.items.map((e) => `${e.id}${e.type}`))).toEqual([['1PLAY'], ['2VIEW']]);
    expect(after?.pages.map((p) => p.total)).toEqual([2, 2]);
    expect(withoutEntries(data, () => true)?.pages.every((p) => p.items.length === 0 && p.total === 0)).toBe(
      true,
    );
    expect(withoutEntries(undefined, () => true)).toBeUndefined();
  });
});
