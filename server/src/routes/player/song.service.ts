import { and, eq, sql } from 'drizzle-orm';
import type { LocaleCode } from '../../../../contract/locales.ts';
import type { DownloadAnswer, SongAnswer } from '../../../../contract/player.ts';
import type { Db } from '../../db/client.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { downloads } from '../../db/schema/playback.ts';
import { ProblemError } from '../../http/problem.ts';
import { DOWNLOAD_GRANT_SECONDS, STREAM_GRANT_SECONDS, signGrant } from '../media/media-grant.ts';
import { noCreditsLeft, spendCredit } from './credits.service.ts';
import { entitlementOf } from './entitlement.service.ts';
import { audioFiles, type Playable, playableItem } from './playable.ts';
import { NO_UNLOCK, purchaseOptions } from './purchase-options.ts';
import { issueTicket, STREAM_TICKET_SECONDS } from './tickets.service.ts';

export interface PlayContext {
  tenantName: string;
  /** The signed-in user; undefined for a visitor. */
  userId: string | undefined;
  /** Origin of the request: the media URLs are absolute on it. */
  origin: string;
  /** Language of purchase option titles. */
  lang: LocaleCode;
}

const streamUrl = (origin: string, grant: string) => `${origin}/media/stream/${grant}`;

/**
 * POST /song: the full file when the caller is entitled, else the 30 s preview with what would unlock
 * the item; no url (and no ticket) when the item has no such file. Every url comes with a ticket.
 */
export async function songAnswer(db: Db, ctx: PlayContext, id: number): Promise<SongAnswer> {
  const playable = await playableItem(db, ctx.tenantName, id);
  const entitlement = await entitlementOf(db, ctx, playable);
  const files = audioFiles(playable.item);
  const unlock = entitlement.full ? NO_UNLOCK : await purchaseOptions(db, ctx, playable);
  if (!entitlement.full && entitlement.creditsExhausted) throw noCreditsLeft(unlock);
  const file = entitlement.full ? files.full : files.preview;
  const { item, contentType } = playable;
  const isWalletItem = entitlement.full && entitlement.via === 'wallet';
  // A full file from a credit plan spends the article's credit of this period (once).
  if (file && entitlement.full && entitlement.via === 'credit')
    await spendCredit(db, ctx.tenantName, entitlement.grant, item.id, contentType);
  if (!file)
    return {
      url: null,
      isPreview: false,
      ...unlock,
      ticket: null,
      expiresAt: null,
      durationSec: item.props.durationSec ?? 0,
      contentType,
      isWalletItem,
    };
  const preview = !entitlement.full;
  // A preview grant names no user: any caller of the tenant may play it, with or without the cookie.
  const { grant, expiresAt } = await signGrant(db, {
    tenant: ctx.tenantName,
    userId: preview ? null : (ctx.userId ?? null),
    media: file.name,
    preview,
    ttlSeconds: STREAM_GRANT_SECONDS,
  });
  const ticket = await issueTicket(db, {
    tenantName: ctx.tenantName,
    userId: ctx.userId ?? null,
    itemId: item.id,
    media: file.name,
    isPreview: preview,
    source: 'stream',
    durationSec: Math.ceil(file.entry.durationSec),
    validUntil: new Date(Date.now() + STREAM_TICKET_SECONDS * 1000),
  });
  return {
    url: streamUrl(ctx.origin, grant),
    isPreview: preview,
    ...unlock,
    ticket: ticket.id,
    expiresAt: expiresAt.toISOString(),
    durationSec: Math.round(file.entry.durationSec),
    contentType,
    isWalletItem,
  };
}

const badCollection = () => {
  const message = 'must be the album, podcast, audiobook or a playlist of the item';
  return new ProblemError({
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: `The request body is invalid: body.collectionId ${message}.`,
    errors: [{ path: 'body.collectionId', message }],
  });
};

/** collectionId, when given, names the item's own collection or a playlist of the tenant that lists it. */
async function checkCollection(db: Db, tenantName: string, playable: Playable, collectionId: number) {
  if (playable.collection?.id === collectionId) return;
  const [playlist] = await db
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.tenantName, tenantName),
        eq(catalogueItems.id, collectionId),
        eq(catalogueItems.kind, 'playlist'),
        sql`${catalogueItems.props} @> ${JSON.stringify({ tracks: [playable.item.slug] })}::jsonb`,
      ),
    );
  if (!playlist) throw badCollection();
}

/**
 * POST /song/download: a 1 h URL of the full file for an entitled user (403 NOT_ENTITLED with the
 * purchase options otherwise), how long the download may play offline, and a ticket for its offline
 * reports. The download is recorded per device; asking again renews it (the portal's re-check).
 */
export async function downloadAnswer(
  db: Db,
  ctx: PlayContext & { userId: string },
  body: { articleId: number; deviceId: number; collectionId?: number | null | undefined },
): Promise<DownloadAnswer> {
  const playable = await playableItem(db, ctx.tenantName, body.articleId);
  if (body.collectionId) await checkCollection(db, ctx.tenantName, playable, body.collectionId);
  const entitlement = await entitlementOf(db, ctx, playable);
  if (!entitlement.full) {
    const unlock = await purchaseOptions(db, ctx, playable);
    if (entitlement.creditsExhausted) throw noCreditsLeft(unlock);
    throw new ProblemError({
      status: 403,
      code: 'NOT_ENTITLED',
      detail: 'Downloading this item needs a subscription that covers it or owning it.',
      data: unlock,
    });
  }
  const file = audioFiles(playable.item).full;
  if (!file)
    throw new ProblemError({
      status: 404,
      code: 'MEDIA_NOT_FOUND',
      detail: 'This item has no file to download.',
    });
  if (entitlement.via === 'credit')
    await spendCredit(db, ctx.tenantName, entitlement.grant, playable.item.id, playable.contentType);
  const { grant } = await signGrant(db, {
    tenant: ctx.tenantName,
    userId: ctx.userId,
    media: file.name,
    preview: false,
    ttlSeconds: DOWNLOAD_GRANT_SECONDS,
  });
  const { validUntil } = entitlement;
  // The ticket and the download it belongs to are written together or not at all.
  const ticket = await db.transaction(async (tx) => {
    const issued = await issueTicket(tx, {
      tenantName: ctx.tenantName,
      userId: ctx.userId,
      itemId: playable.item.id,
      media: file.name,
      isPreview: false,
      source: 'download',
      durationSec: Math.ceil(file.entry.durationSec),
      validUntil,
    });
    const collectionId = body.collectionId ?? null;
    await tx
      .insert(downloads)
      .values({
        tenantName: ctx.tenantName,
        userId: ctx.userId,
        itemId: playable.item.id,
        deviceId: body.deviceId,
        collectionId,
        ticketId: issued.id,
        validUntil,
      })
      .onConflictDoUpdate({
        target: [downloads.userId, downloads.itemId, downloads.deviceId],
        set: { collectionId, ticketId: issued.id, validUntil, renewedAt: sql`now()` },
      });
    return issued;
  });
  return {
    uri: streamUrl(ctx.origin, grant),
    validUntil: validUntil.toISOString(),
    sizeBytes: file.entry.bytes,
    contentType: playable.contentType,
    mimeType: 'audio/mp4',
    ticket: ticket.id,
  };
}
