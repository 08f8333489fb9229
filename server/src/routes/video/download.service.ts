import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { VIDEO_ERRORS, type VideoDownloadAnswer } from '../../../../contract/video.ts';
import type { Db } from '../../db/client.ts';
import { downloads } from '../../db/schema/playback.ts';
import { ProblemError } from '../../http/problem.ts';
import { DOWNLOAD_GRANT_SECONDS } from '../media/media-grant.ts';
import { issueTicket } from '../player/tickets.service.ts';
import { ownMediaBase, requireEntitled, titlePackage, type VideoContext } from './streaming.service.ts';
import { expiryOf, signVideoGrant, videoGrantSeconds } from './video-grants.ts';
import {
  MANIFEST_FILE,
  OFFLINE_MANIFEST_FILE,
  type PackagedFile,
  type PackagedVideo,
  type VideoPackages,
} from './video-packages.ts';
import { videoEntitlement, videoTitle } from './video-title.ts';

const BASE_URL = /<BaseURL>([^<]+)<\/BaseURL>/g;

/**
 * The files an offline viewing needs: the offline manifest (one rendition, every audio and subtitle) and
 * the files its BaseURLs name; the full manifest and all its files when the package has no offline one.
 */
export async function offlineFiles(pkg: PackagedVideo): Promise<{ manifest: string; files: PackagedFile[] }> {
  const byName = new Map(pkg.files.map((file) => [file.name, file]));
  const manifest = byName.has(OFFLINE_MANIFEST_FILE) ? OFFLINE_MANIFEST_FILE : MANIFEST_FILE;
  const mpd = await readFile(join(pkg.dir, manifest), 'utf8');
  const named = new Set([manifest, ...[...mpd.matchAll(BASE_URL)].map((match) => match[1]?.trim() ?? '')]);
  const files = [...named].map((name) => byName.get(name));
  if (files.some((file) => !file))
    throw new Error(`The package ${pkg.dir} lacks a file its ${manifest} names.`);
  return { manifest, files: files.filter((file): file is PackagedFile => file !== undefined) };
}

/**
 * POST /video/download: the file set of a clear title for offline viewing, with signed URLs on the tenant's
 * host, their sizes, until when the download plays offline and a ticket for its offline reports; recorded
 * per device like /song/download. Protected titles cannot be kept: no browser here keeps a ClearKey licence.
 */
export async function videoDownloadAnswer(
  db: Db,
  packages: VideoPackages,
  ctx: VideoContext,
  body: { articleId: number; deviceId: number },
): Promise<VideoDownloadAnswer> {
  const title = await videoTitle(db, ctx.tenantName, body.articleId);
  if (title.isProtected)
    throw new ProblemError({
      status: 403,
      code: VIDEO_ERRORS.offlineDrmUnsupported,
      detail: 'Protected titles cannot be kept for offline viewing in this browser.',
    });
  const granted = await requireEntitled(db, ctx, title, await videoEntitlement(db, ctx, title, null));
  const { pkg } = await titlePackage(db, packages, ctx.tenantName, title);
  const { manifest, files } = await offlineFiles(pkg);
  const e = expiryOf(Math.max(DOWNLOAD_GRANT_SECONDS, videoGrantSeconds(pkg.durationSec)));
  const sealed = await signVideoGrant(db, {
    t: ctx.tenantName,
    u: ctx.userId,
    d: packages.folderOf(pkg),
    i: title.item.id,
    k: null,
    p: null,
    s: null,
    o: null,
    e,
  });
  const base = ownMediaBase(ctx.origin, sealed);
  const { validUntil } = granted;
  // The ticket and the download it belongs to are written together or not at all.
  const ticket = await db.transaction(async (tx) => {
    const issued = await issueTicket(tx, {
      tenantName: ctx.tenantName,
      userId: ctx.userId,
      itemId: title.item.id,
      media: `video/${title.asset}`,
      isPreview: false,
      source: 'download',
      durationSec: Math.ceil(pkg.durationSec),
      validUntil,
    });
    await tx
      .insert(downloads)
      .values({
        tenantName: ctx.tenantName,
        userId: ctx.userId,
        itemId: title.item.id,
        deviceId: body.deviceId,
        collectionId: null,
        ticketId: issued.id,
        validUntil,
      })
      .onConflictDoUpdate({
        target: [downloads.userId, downloads.itemId, downloads.deviceId],
        set: { collectionId: null, ticketId: issued.id, validUntil, renewedAt: sql`now()` },
      });
    return issued;
  });
  return {
    files: files.map((file) => ({ ...file, url: `${base}/${file.name}` })),
    manifest,
    validUntil: validUntil.toISOString(),
    ticket: ticket.id,
    durationSec: Math.round(pkg.durationSec * 100) / 100,
    contentType: 'VIDEO',
  };
}
