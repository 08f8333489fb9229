import { eq } from 'drizzle-orm';
import type { LocaleCode } from '../../../../contract/locales.ts';
import {
  CLEARKEY_KEY_SYSTEM,
  VIDEO_ERRORS,
  type VideoDrm,
  type VideoStreamingAnswer,
} from '../../../../contract/video.ts';
import type { Db } from '../../db/client.ts';
import { subscriptionTypes } from '../../db/schema/entitlement.ts';
import { pickText } from '../../db/schema/localized-text.ts';
import type { ExternalProviderRow } from '../../db/schema/video.ts';
import { ProblemError } from '../../http/problem.ts';
import { noCreditsLeft, spendCredit } from '../player/credits.service.ts';
import type { Entitlement } from '../player/entitlement.service.ts';
import { purchaseOptions } from '../player/purchase-options.ts';
import { issueTicket, STREAM_TICKET_SECONDS } from '../player/tickets.service.ts';
import {
  expiryOf,
  licenceGrantOf,
  signLicenceGrant,
  signVideoGrant,
  type VideoGrant,
  videoGrantSeconds,
} from './video-grants.ts';
import { titleKey } from './video-keys.ts';
import { HLS_FILE, MANIFEST_FILE, type PackagedVideo, type VideoPackages } from './video-packages.ts';
import { nextEpisode, providerByCode, type VideoTitle, videoEntitlement, videoTitle } from './video-title.ts';

export interface VideoContext {
  tenantName: string;
  userId: string;
  /** Origin of the request: every URL is absolute on it (the provider's host shares its scheme and port). */
  origin: string;
  lang: LocaleCode;
}

/** Where the tenant's own host serves a package's files, and where a provider's host does. */
export const ownMediaBase = (origin: string, grant: string) => `${origin}/media/v/${grant}`;
export function providerMediaBase(origin: string, provider: ExternalProviderRow, grant: string): string {
  const url = new URL(origin);
  url.hostname = provider.host;
  return `${url.origin}/ext/${provider.source}/v/${grant}`;
}
export const licenceUrl = (origin: string, lgrant: string) => `${origin}/api/video/licence/${lgrant}`;
export const hlsKeyUrl = (origin: string, lgrant: string) => `${origin}/api/video/key/${lgrant}`;

/** The portal's stream page of a video. */
export const streamPageUrl = (item: { id: number; slug: string; props: { source?: string } }) =>
  item.props.source
    ? `/video/${item.props.source}/stream/${item.id}`
    : `/video/stream/${item.slug}/${item.id}`;

async function notValidated(
  db: Db,
  tenantName: string,
  code: string,
  lang: LocaleCode,
): Promise<ProblemError> {
  const types = await db.select().from(subscriptionTypes).where(eq(subscriptionTypes.tenantName, tenantName));
  const plans = types
    .filter(
      (type) =>
        type.enabled && type.attributes.some((a) => a.key === 'externalProviderCode' && a.value === code),
    )
    .map((type) => ({ id: type.id, name: pickText(type.titles, lang) }));
  return new ProblemError({
    status: 403,
    code: VIDEO_ERRORS.externalNotValidated,
    detail: `Watching this title needs a validated subscription of the provider "${code}".`,
    data: { plans },
  });
}

/**
 * Refuses a caller who may not watch: 402 when a credit plan covers the title but no credit is left,
 * 403 NOT_ENTITLED with what would unlock it otherwise.
 */
export async function requireEntitled(
  db: Db,
  ctx: VideoContext,
  title: VideoTitle,
  entitlement: Entitlement,
): Promise<Extract<Entitlement, { full: true }>> {
  if (entitlement.full) return entitlement;
  const unlock = await purchaseOptions(db, ctx, title);
  if (entitlement.creditsExhausted) throw noCreditsLeft(unlock);
  throw new ProblemError({
    status: 403,
    code: VIDEO_ERRORS.notEntitled,
    detail: 'Watching this title needs a subscription that covers films and series, or owning it.',
    data: unlock,
  });
}

/** The title's package: clear, or encrypted with the title's key (made on first use), packaged once. */
export async function titlePackage(
  db: Db,
  packages: VideoPackages,
  tenantName: string,
  title: VideoTitle,
): Promise<{ pkg: PackagedVideo; kid: string | null }> {
  if (!title.isProtected) return { pkg: await packages.ready(title.asset), kid: null };
  const key = await titleKey(db, tenantName, title.item.id);
  return { pkg: await packages.ready(title.asset, key), kid: key.kid };
}

/**
 * POST /video/streaming (commerce §7): where the title's adaptive stream is, for a caller who may watch it,
 * and, for a protected title, where its ClearKey licence and HLS key come from. The signed media grant is a
 * path prefix, so the relative URLs inside the MPD and playlists carry it.
 */
export async function streamingAnswer(
  db: Db,
  packages: VideoPackages,
  ctx: VideoContext,
  body: { id: number; drm: VideoDrm; externalProviderCode?: string | null | undefined },
): Promise<VideoStreamingAnswer> {
  const title = await videoTitle(db, ctx.tenantName, body.id);
  const code = body.externalProviderCode ?? null;
  const provider = code ? await providerByCode(db, ctx.tenantName, code) : null;
  if (provider && title.item.props.source !== provider.source)
    throw new ProblemError({
      status: 404,
      code: VIDEO_ERRORS.notFound,
      detail: `Video ${body.id} does not come from the provider "${provider.code}".`,
    });
  const entitlement = await videoEntitlement(db, ctx, title, code);
  if (provider && !entitlement.full) throw await notValidated(db, ctx.tenantName, provider.code, ctx.lang);
  const granted = await requireEntitled(db, ctx, title, entitlement);
  if (title.isProtected && body.drm === 'NONE')
    throw new ProblemError({
      status: 422,
      code: VIDEO_ERRORS.drmNotSupported,
      detail: 'This title is protected and plays only on a device that supports ClearKey (EME).',
    });
  const { pkg, kid } = await titlePackage(db, packages, ctx.tenantName, title);
  // A credit plan spends the title's credit of this period once, when it is delivered.
  if (granted.via === 'credit')
    await spendCredit(db, ctx.tenantName, granted.grant, title.item.id, title.contentType);
  const ttl = videoGrantSeconds(pkg.durationSec);
  const grant: VideoGrant = {
    t: ctx.tenantName,
    u: ctx.userId,
    d: packages.folderOf(pkg),
    i: title.item.id,
    k: kid,
    p: provider?.code ?? null,
    s: provider?.source ?? null,
    o: provider ? ctx.origin : null,
    e: expiryOf(ttl),
  };
  const sealed = await signVideoGrant(db, grant);
  const base = provider ? providerMediaBase(ctx.origin, provider, sealed) : ownMediaBase(ctx.origin, sealed);
  const lgrant = kid ? await signLicenceGrant(db, licenceGrantOf({ ...grant, k: kid })) : null;
  const ticket = await issueTicket(db, {
    tenantName: ctx.tenantName,
    userId: ctx.userId,
    itemId: title.item.id,
    media: `video/${title.asset}`,
    isPreview: false,
    source: 'stream',
    durationSec: Math.ceil(pkg.durationSec),
    validUntil: new Date(Date.now() + STREAM_TICKET_SECONDS * 1000),
  });
  const next = await nextEpisode(db, ctx.tenantName, title);
  return {
    manifestUrl: `${base}/${MANIFEST_FILE}`,
    hlsUrl: `${base}/${HLS_FILE}`,
    drm: lgrant
      ? {
          keySystem: CLEARKEY_KEY_SYSTEM,
          licenceUrl: licenceUrl(ctx.origin, lgrant),
          hlsKeyUrl: hlsKeyUrl(ctx.origin, lgrant),
        }
      : null,
    ticket: ticket.id,
    expiresAt: new Date(grant.e * 1000).toISOString(),
    durationSec: Math.round(pkg.durationSec * 100) / 100,
    contentType: 'VIDEO',
    next: next
      ? { id: next.id, title: pickText(next.titles, ctx.lang), clickUrl: streamPageUrl(next) }
      : null,
    isWalletItem: granted.via === 'wallet',
    downloadable: !title.isProtected,
  };
}
