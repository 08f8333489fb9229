import { useLingui } from '@lingui/react/macro';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import libraryClasses from '#components/library-page/library.module.css';
import { LibraryPage } from '#components/library-page/library-page.tsx';
import { EmptyNotice, LoginPrompt } from '#components/library-page/notices.tsx';
import { type PlayerItem, sendPlayerCommand } from '#features/player/player.port.ts';
import { useStartPlayerEarly } from '#features/player/start-player.port.ts';
import type { DownloadRow } from '#offline-store/db.ts';
import { userIdOf } from '#platform/session/token-claims.ts';
import { useToken } from '#platform/session/use-session.ts';
import { type DownloadGroup, groupDownloads, playableRows } from '../download-groups.ts';
import { useDownloadRows } from '../download-rows-store.ts';
import { useNow, useOnline } from '../use-device-state.ts';
import { useDownloadAction } from '../use-download-action.ts';
import { useRenewDownloads } from '../use-renew-downloads.ts';
import { DeleteAll } from './delete-all.tsx';
import { DownloadGroupSection, type GroupActions } from './download-group.tsx';
import type { DownloadRowActions } from './download-list-item.tsx';
import classes from './downloads-page.module.css';
import { OfflineVideoDialog } from './offline-video-dialog.tsx';
import { RefusedWrites } from './refused-writes.tsx';
import { StorageUsage } from './storage-usage.tsx';
import { useFocusAfterRemoval } from './use-focus-after-removal.ts';

/** A downloaded row as the player queues it; it plays from the device (the player finds the local copy). */
const playerItemOf = (row: DownloadRow): PlayerItem => ({
  id: row.itemId,
  title: row.title,
  contentType: row.contentType,
  ...(row.subTitle ? { subTitle: row.subTitle } : {}),
  ...(row.imageUrl ? { imageUrl: row.imageUrl } : {}),
  ...(row.collectionId ? { collectionId: row.collectionId } : {}),
  ...(row.durationSec ? { durationSec: row.durationSec } : {}),
});

/** Queues a group's complete downloads in its order, starting at `from` (its first by default). */
function playGroup(group: DownloadGroup, from?: DownloadRow) {
  const playable = playableRows(group);
  if (playable.length === 0) return;
  const index = from ? Math.max(0, playable.indexOf(from)) : 0;
  sendPlayerCommand({ type: 'play', items: playable.map(playerItemOf), index });
}

/** /downloads: what this device keeps of the signed-in user to play offline (works with no network at all). */
export function DownloadsPage() {
  const { t } = useLingui();
  const token = useToken();
  const { tenant } = useRouteContext({ from: '__root__' });
  const userId = userIdOf(token);
  return (
    <LibraryPage fallbackTitle={t`Downloads`}>
      {userId ? (
        <DownloadList owner={{ tenant: tenant.name, userId }} />
      ) : (
        <LoginPrompt
          title={t`Log in to see your downloads`}
          text={t`Downloads belong to your account: log in to play them offline on this device.`}
        />
      )}
    </LibraryPage>
  );
}

function DownloadList({ owner }: { owner: { tenant: string; userId: string } }) {
  const { t } = useLingui();
  const rows = useDownloadRows(owner);
  const action = useDownloadAction();
  const { renew, renewing } = useRenewDownloads(owner);
  const online = useOnline();
  const now = useNow();
  const groups = useMemo(() => groupDownloads(rows ?? []), [rows]);
  // A download that plays offline: the player starts before the click (its first audio comes sooner).
  useStartPlayerEarly(groups.some((group) => playableRows(group).some((row) => row.kind !== 'video')));
  const { removingAll, removingGroup, removingRow } = useFocusAfterRemoval(groups);
  // A downloaded video plays in a dialog, from the device (its files are answered by the service worker).
  const [watching, setWatching] = useState<DownloadRow | undefined>(undefined);
  const rowActions = useMemo<DownloadRowActions>(
    () => ({
      // A row plays its group from itself on; a video plays alone.
      play: (row) => {
        if (row.kind === 'video') return setWatching(row);
        const group = groups.find((candidate) => candidate.rows.includes(row));
        if (group) playGroup(group, row);
      },
      pause: (row) => void action.command((m) => m.pause(row.id)),
      resume: (row) => void action.command((m) => m.resume(row.id)),
      remove: (row) => {
        removingRow(row);
        void action.command((m) => m.remove(row.id));
      },
    }),
    [groups, action.command, removingRow],
  );
  const groupActions = useMemo<GroupActions>(
    () => ({
      play: (group) => playGroup(group),
      remove: (group) => {
        removingGroup(group);
        void action.command((m) => m.removeCollection(group.collection?.id));
      },
      renew: () => void renew(),
    }),
    [action.command, renew, removingGroup],
  );
  if (!rows) return <p className={libraryClasses.muted} role="status">{t`Loading your downloads…`}</p>;
  return (
    <>
      {rows.length === 0 ? (
        <EmptyNotice
          title={t`No downloads yet`}
          text={t`Download albums, playlists, podcasts and audiobooks to listen without a connection.`}
        />
      ) : (
        <>
          <StorageUsage
            rows={rows}
            onRemove={(chosen) =>
              action.command(async (m) => {
                for (const row of chosen) await m.remove(row.id);
              })
            }
          />
          <div className={libraryClasses.toolbar}>
            <DeleteAll
              onConfirm={() => {
                removingAll();
                void action.command((m) => m.removeAll());
              }}
            />
          </div>
          <div className={classes.groups}>
            {groups.map((group) => (
              <DownloadGroupSection
                key={group.key}
                group={group}
                actions={groupActions}
                rowActions={rowActions}
                now={now}
                online={online}
                renewing={renewing}
              />
            ))}
          </div>
        </>
      )}
      <RefusedWrites userId={owner.userId} />
      <OfflineVideoDialog row={watching} onClose={() => setWatching(undefined)} />
    </>
  );
}
