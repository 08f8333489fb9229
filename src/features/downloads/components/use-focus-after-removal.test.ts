import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DownloadGroup } from '../download-groups.ts';
import { downloadRow } from './downloads-test-kit.tsx';
import { useFocusAfterRemoval } from './use-focus-after-removal.ts';

const r1 = downloadRow({ itemId: 1 });
const r2 = downloadRow({ itemId: 2 });
const r3 = downloadRow({ itemId: 3 });
const group = (key: string, rows = [r1]): DownloadGroup => ({
  key,
  collection: undefined,
  rows,
  sizeMb: 0,
  validUntil: undefined,
});

beforeEach(() => {
  document.body.innerHTML = `
    <h2 data-group-heading="collection:1">A</h2>
    <h2 data-group-heading="collection:2">B</h2>
    <section data-empty=""><h2>No downloads yet</h2></section>
    <button type="button">Remove</button>`;
  document.querySelector('button')?.focus();
});
afterEach(() => {
  document.body.innerHTML = '';
});

const focused = () => document.activeElement?.textContent;

describe('focus after a removal lands on what took the removed button’s place', () => {
  it('a removed download: its group’s heading, once the row has gone', () => {
    const a = group('collection:1', [r1, r2]);
    const view = renderHook(({ groups }) => useFocusAfterRemoval(groups), { initialProps: { groups: [a] } });
    act(() => view.result.current.removingRow(r1));
    view.rerender({ groups: [group('collection:1', [r1, r2])] });
    expect(focused()).toBe('Remove');
    view.rerender({ groups: [group('collection:1', [r2])] });
    expect(focused()).toBe('A');
  });

  it('a removed group: the group that took its place, once its last download has gone', () => {
    const a = group('collection:1', [r1, r2]);
    const b = group('collection:2', [r3]);
    const view = renderHook(({ groups }) => useFocusAfterRemoval(groups), {
      initialProps: { groups: [a, b] },
    });
    act(() => view.result.current.removingGroup(a));
    view.rerender({ groups: [group('collection:1', [r2]), b] });
    expect(focused()).toBe('Remove');
    view.rerender({ groups: [b] });
    expect(focused()).toBe('B');
  });

  it('everything removed: the empty page’s notice, not a group on the way', () => {
    const a = group('collection:1');
    const b = group('collection:2', [r3]);
    const view = renderHook(({ groups }) => useFocusAfterRemoval(groups), {
      initialProps: { groups: [a, b] },
    });
    act(() => view.result.current.removingAll());
    view.rerender({ groups: [b] });
    expect(focused()).toBe('Remove');
    view.rerender({ groups: [] });
    expect(focused()).toBe('No downloads yet');
  });
});
