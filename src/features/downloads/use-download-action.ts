import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import { isApiError } from '#lib/api-error.ts';
import { sizeInMb } from '#lib/format.ts';
import { userIdOf } from '#platform/session/token-claims.ts';
import { useToken } from '#platform/session/use-session.ts';
import { NotEntitledError, OfflineDrmError, StorageFullError } from './download-errors.ts';
import type { DownloadManager } from './download-manager.ts';
import { hasDownloads, subscribeMarker } from './download-marker.ts';
import type { DownloadItem } from './download-row.ts';
import { rememberPendingDownload } from './pending-download.port.ts';

export interface DownloadAction {
  /** The signed-in user whose downloads the buttons show; undefined for a visitor. */
  owner: { tenant: string; userId: string } | undefined;
  /** Whether this device keeps downloads of the user (only then do buttons read IndexedDB). */
  known: boolean;
  busy: boolean;
  /** Downloads the items; `title` names them in the purchase dialog of a refusal. */
  start(items: readonly DownloadItem[], title: string): Promise<void>;
  /**
   * Downloads a video title (clear titles only): 'protected' when the server refuses it as protected (the
   * caller shows why), 'done' otherwise (other refusals are said here, as for audio).
   */
  startVideo(item: DownloadItem): Promise<'done' | 'protected'>;
  /** Runs a manager command (pause, resume, remove) for the user. */
  command(run: (manager: DownloadManager) => Promise<void>): Promise<void>;
}

/** Downloading from a page: visitors are asked to log in; refusals and a full device are said in words. */
export function useDownloadAction(): DownloadAction {
  const { t } = useLingui();
  const token = useToken();
  const { api, tenant } = useRouteContext({ from: '__root__' });
  const userId = userIdOf(token);
  const [busy, setBusy] = useState(false);
  const owner = useMemo(() => (userId ? { tenant: tenant.name, userId } : undefined), [tenant.name, userId]);
  const known = useSyncExternalStore(
    subscribeMarker,
    () => (userId ? hasDownloads(tenant.name, userId) : false),
    // Downloads are this browser's: the server's page (and hydration) shows none.
    () => false,
  );
  const manager = useCallback(async () => {
    if (!userId) throw new Error('Downloads need a signed-in user');
    const { downloadManagerFor } = await import('./downloads-runtime.ts');
    return downloadManagerFor({ api, tenant: tenant.name, userId });
  }, [api, tenant.name, userId]);

  /** A refused or failed download, said in words (or the dialog that unlocks it). */
  const explain = useCallback(
    (error: unknown, items: readonly DownloadItem[], title: string, remember = true) => {
      if (!userId) return;
      // Commerce §4's subscription choice (the player's dialog): what would unlock the item.
      if (error instanceof NotEntitledError) {
        // Commerce §4: what the user wanted starts after the purchase (the purchased popup offers it).
        if (remember) rememberPendingDownload({ tenant: tenant.name, userId, items: [...items], title });
        openDialog('subscription-choice', { title, purchase: error.purchase, ...error.moves });
      } else if (error instanceof StorageFullError) {
        const needed = sizeInMb(error.neededBytes);
        const free = Math.floor(error.freeBytes / (1024 * 1024));
        showSnackbar(
          t`Not enough storage on this device: the download needs ${needed} MB and ${free} MB are free.`,
        );
      } else if (isApiError(error) && error.kind === 'http') {
        // Commerce §8: a refused download is the generic error with its displayed code (status × 95).
        openDialog('error', { status: error.status });
      } else {
        console.error('Download could not start', error);
        showSnackbar(t`The download could not start. Check your connection and try again.`);
      }
    },
    [t, tenant.name, userId],
  );

  const start = useCallback(
    async (items: readonly DownloadItem[], title: string) => {
      if (!userId) return openDialog('login');
      setBusy(true);
      try {
        const result = await (await manager()).add(items);
        const refused = result.refused.length;
        if (refused > 0)
          showSnackbar(
            plural(refused, {
              one: '# item needs a subscription or a purchase and was not downloaded.',
              other: '# items need a subscription or a purchase and were not downloaded.',
            }),
          );
      } catch (error) {
        explain(error, items, title);
      } finally {
        setBusy(false);
      }
    },
    [manager, explain, userId],
  );

  const startVideo = useCallback(
    async (item: DownloadItem): Promise<'done' | 'protected'> => {
      if (!userId) {
        openDialog('login');
        return 'done';
      }
      setBusy(true);
      try {
        await (await manager()).addVideo(item);
      } catch (error) {
        if (error instanceof OfflineDrmError) return 'protected';
        // A video is not resumed after a purchase (the pending download is audio's): the user downloads it again.
        explain(error, [item], item.title, false);
      } finally {
        setBusy(false);
      }
      return 'done';
    },
    [manager, explain, userId],
  );

  const command = useCallback(
    async (run: (m: DownloadManager) => Promise<void>) => {
      try {
        await run(await manager());
      } catch (error) {
        console.error('Download command failed', error);
        showSnackbar(t`That did not work. Try again.`);
      }
    },
    [manager, t],
  );

  return {
    owner,
    known,
    busy,
    start,
    startVideo,
    command,
  };
}
