import { isApiError } from '#lib/api-error.ts';
import type { DownloadRow, PortalDb } from '#offline-store/db.ts';
import { NotEntitledError, OfflineDrmError } from './download-errors.ts';
import { askDownload, type GrantAsk } from './download-grant.ts';
import { askVideoDownload } from './video-download.ts';

export interface RecheckEnv extends GrantAsk {
  tenant: string;
  userId: string;
  openDb: () => Promise<PortalDb>;
  now?: () => Date;
}

export interface RecheckSummary {
  renewed: number;
  disabled: number;
  /** The check stopped early (offline, session gone): the rest waits for the next one. */
  interrupted: boolean;
}

/** A download the server allows again: a complete file plays again, an unfinished one waits to be resumed. */
const allowedAgain = (row: DownloadRow): Partial<DownloadRow> =>
  row.status !== 'disabled'
    ? {}
    : { status: row.receivedBytes >= row.sizeBytes ? 'done' : 'paused', reason: undefined };

/**
 * Commerce §6/§7: downloads past validUntil (or every one, after the session changed) are asked for
 * again with POST /song/download, which renews validUntil and the ticket without fetching the file
 * again. A 403 NOT_ENTITLED (or an item that no longer exists) disables the download: it stays listed,
 * greyed with the reason, and never plays.
 */
export async function recheckDownloads(env: RecheckEnv, { all }: { all: boolean }): Promise<RecheckSummary> {
  const db = await env.openDb();
  const now = (env.now?.() ?? new Date()).getTime();
  const rows = await db.downloads.where('[tenant+userId]').equals([env.tenant, env.userId]).toArray();
  const due = rows.filter((row) =>
    all ? true : row.status !== 'disabled' && Date.parse(row.validUntil) <= now,
  );
  const summary: RecheckSummary = { renewed: 0, disabled: 0, interrupted: false };
  for (const row of due) {
    try {
      // A video asks POST /video/download (the files stay as they are; a changed set is fetched on resume).
      const answer =
        row.kind === 'video' ? await askVideoDownload(env, row.itemId) : await askDownload(env, row);
      await db.downloads.update(row.id, {
        validUntil: answer.validUntil,
        ticket: answer.ticket,
        ...allowedAgain(row),
      });
      summary.renewed++;
    } catch (error) {
      const gone = isApiError(error) && error.status === 404;
      if (error instanceof NotEntitledError || error instanceof OfflineDrmError || gone) {
        const reason = gone
          ? 'ITEM_NOT_FOUND'
          : error instanceof OfflineDrmError
            ? 'OFFLINE_DRM_UNSUPPORTED'
            : 'NOT_ENTITLED';
        await db.downloads.update(row.id, { status: 'disabled', reason });
        summary.disabled++;
        continue;
      }
      // Offline, the server down, or the session gone: the next check (online, app start) goes on.
      summary.interrupted = true;
      break;
    }
  }
  return summary;
}
