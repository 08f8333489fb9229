import { useCallback, useEffect, useRef } from 'react';
import type { DownloadRow } from '#offline-store/db.ts';
import type { DownloadGroup } from '../download-groups.ts';

/** What is being removed: one download, a group, or everything (`all`). */
type Removal = { all: true } | { all: false; groupKey: string; index: number; rowId?: string };

function focus(element: HTMLElement | null) {
  if (!element) return;
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

const headingOf = (key: string) =>
  document.querySelector<HTMLElement>(`[data-group-heading="${CSS.escape(key)}"]`);

/**
 * A removed download or group takes its focused button with it: once it has left the page, focus goes to
 * its group's heading (a row), the group that took its place (a group), or the empty page's notice.
 */
export function useFocusAfterRemoval(groups: readonly DownloadGroup[]) {
  const pending = useRef<Removal | undefined>(undefined);
  useEffect(() => {
    const removal = pending.current;
    if (!removal) return;
    if (removal.all) {
      if (groups.length > 0) return;
    } else {
      const group = groups.find((candidate) => candidate.key === removal.groupKey);
      // Still there (a group's rows go one by one): wait for the next change.
      if (group && (!removal.rowId || group.rows.some((row) => row.id === removal.rowId))) return;
      if (group) {
        pending.current = undefined;
        return focus(headingOf(group.key));
      }
    }
    pending.current = undefined;
    const next = removal.all ? undefined : groups[Math.min(removal.index, groups.length - 1)];
    focus(next ? headingOf(next.key) : document.querySelector<HTMLElement>('[data-empty] h2'));
  }, [groups]);
  return {
    removingAll: useCallback(() => {
      pending.current = { all: true };
    }, []),
    removingGroup: useCallback(
      (group: DownloadGroup) => {
        pending.current = { all: false, groupKey: group.key, index: groups.indexOf(group) };
      },
      [groups],
    ),
    removingRow: useCallback(
      (row: DownloadRow) => {
        const index = groups.findIndex((group) => group.rows.includes(row));
        const group = groups[index];
        if (group) pending.current = { all: false, groupKey: group.key, index, rowId: row.id };
      },
      [groups],
    ),
  };
}
