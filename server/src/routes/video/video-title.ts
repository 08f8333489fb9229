import { and, eq, sql } from 'drizzle-orm';
import { VIDEO_ERRORS } from '../../../../contract/video.ts';
import type { Db } from '../../db/client.ts';
import { type CatalogueItemRow, catalogueItems } from '../../db/schema/catalogue.ts';
import type { VideoAsset } from '../../db/schema/catalogue-props.ts';
import { type ExternalProviderRow, externalProviders } from '../../db/schema/video.ts';
import { ProblemError } from '../../http/problem.ts';
import { validateExternal } from '../commerce/lifecycle.service.ts';
import { type Entitlement, entitlementOf, OWNED_OFFLINE_DAYS } from '../player/entitlement.service.ts';
import type { Playable } from '../player/playable.ts';

/** A video title: the catalogue video, its series (for an episode), the file it plays and whether it is protected. */
export interface VideoTitle extends Playable {
  asset: VideoAsset;
  /** SUBSCRIPTION titles are ClearKey-encrypted; FREE ones play clear and may be downloaded. */
  isProtected: boolean;
}

const notFound = (id: number) =>
  new ProblemError({ status: 404, code: VIDEO_ERRORS.notFound, detail: `There is no video ${id}.` });

/** The tenant's video with this id that has a file to play, else 404 VIDEO_NOT_FOUND. */
export async function videoTitle(db: Db, tenantName: string, id: number): Promise<VideoTitle> {
  const [item] = await db
    .select()
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.tenantName, tenantName),
        eq(catalogueItems.id, id),
        eq(catalogueItems.kind, 'video'),
      ),
    );
  const asset = item?.props.media;
  if (!item || !asset) throw notFound(id);
  const parent = item.props.parent;
  const [series] = parent
    ? await db
        .select()
        .from(catalogueItems)
        .where(
          and(
            eq(catalogueItems.tenantName, tenantName),
            eq(catalogueItems.kind, 'series'),
            eq(catalogueItems.slug, parent),
          ),
        )
    : [];
  return {
    item,
    collection: series,
    contentType: 'VIDEO',
    asset,
    isProtected: item.props.businessModel !== 'FREE',
  };
}

/** The provider with this code in the tenant, else 404 EXTERNAL_PROVIDER_UNKNOWN. */
export async function providerByCode(db: Db, tenantName: string, code: string): Promise<ExternalProviderRow> {
  const [row] = await db
    .select()
    .from(externalProviders)
    .where(and(eq(externalProviders.tenantName, tenantName), eq(externalProviders.code, code)));
  if (!row)
    throw new ProblemError({
      status: 404,
      code: VIDEO_ERRORS.externalUnknown,
      detail: `There is no external provider "${code}".`,
    });
  return row;
}

const DAY_MS = 86_400_000;

/**
 * Whether the user watches the title (commerce §6/§7): FREE titles for everyone signed in; otherwise as
 * /song decides (wallet, unlimited subscription covering VIDEO, credit). Through an external provider only a
 * validated provider subscription (an active plan carrying the provider's code) entitles, to that provider's titles.
 */
export async function videoEntitlement(
  db: Db,
  scope: { tenantName: string; userId: string },
  title: VideoTitle,
  providerCode: string | null,
): Promise<Entitlement> {
  if (providerCode) {
    const validated = await validateExternal(db, scope, providerCode);
    return validated.valid
      ? { full: true, via: 'subscription', validUntil: new Date(Date.now() + 7 * DAY_MS) }
      : { full: false };
  }
  if (!title.isProtected)
    return { full: true, via: 'free', validUntil: new Date(Date.now() + OWNED_OFFLINE_DAYS * DAY_MS) };
  return entitlementOf(db, scope, title);
}

/** The next episode of the title's series (season, then episode order), if any. */
export async function nextEpisode(
  db: Db,
  tenantName: string,
  title: VideoTitle,
): Promise<CatalogueItemRow | null> {
  const { parent, season = 1, position } = title.item.props;
  if (!parent || position === undefined) return null;
  const episodes = await db
    .select()
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.tenantName, tenantName),
        eq(catalogueItems.kind, 'video'),
        sql`${catalogueItems.props}->>'parent' = ${parent}`,
      ),
    );
  const order = (row: CatalogueItemRow) => [row.props.season ?? 1, row.props.position ?? 0] as const;
  const later = episodes
    .filter((row) => {
      const [s, p] = order(row);
      return s > season || (s === season && p > position);
    })
    .sort((a, b) => {
      const [sa, pa] = order(a);
      const [sb, pb] = order(b);
      return sa - sb || pa - pb;
    });
  return later[0] ?? null;
}
