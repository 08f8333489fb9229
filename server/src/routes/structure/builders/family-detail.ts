import { and, eq } from 'drizzle-orm';
import type { CatalogueItemRow, CatalogueKind } from '../../../db/schema/catalogue.ts';
import type { CatalogueProps } from '../../../db/schema/catalogue-props.ts';
import { developerApps } from '../../../db/schema/developer-apps.ts';
import { summarizeItems, unpaged } from '../section-items.ts';
import { detailNode } from '../structure-nodes.ts';
import { artworksOf, gameFacts, linkTo, tournamentFacts, voucherFacts } from './detail-facts.ts';
import { findItem, type PageCtx } from './page-kit.ts';

/** A linked item by slug inside the rating window, or null (a dangling link shows no link). */
export const related = (p: PageCtx, kind: CatalogueKind, slug: string | undefined) =>
  slug ? findItem(p, [kind], slug, 'slug').catch(() => null) : Promise.resolve(null);

/** Count and total length of the children a parent holds (tracks, episodes, chapters, videos). */
async function children(p: PageCtx, itemKinds: CatalogueKind[], props: CatalogueProps, slugs?: string[]) {
  const { count, totalDurationSec } = await summarizeItems(
    p.db,
    { itemKinds, props, ...(slugs ? { slugs } : {}) },
    unpaged(p.filter),
  );
  return { childCount: count, ...(totalDurationSec > 0 ? { totalDurationSec } : {}) };
}

/** The family's facts for a details header (contract DetailPropsSchema): links, counts, game/voucher/tournament fields. */
async function factsOf(p: PageCtx, item: CatalogueItemRow): Promise<Record<string, unknown>> {
  const { props } = item;
  const ctx = p.node;
  switch (item.kind) {
    case 'album': {
      const [artist, tracks] = await Promise.all([
        related(p, 'artist', props.artist),
        children(p, ['track'], { parent: item.slug }),
      ]);
      return { links: linkTo(artist, ctx), ...tracks };
    }
    case 'track': {
      const album = await related(p, 'album', props.parent);
      const artist = await related(p, 'artist', album?.props.artist);
      return { links: [...linkTo(album, ctx), ...linkTo(artist, ctx)] };
    }
    case 'playlist':
      return children(p, ['track'], {}, props.tracks ?? []);
    case 'artist':
      return children(p, ['album'], { artist: item.slug });
    case 'podcast':
      return children(p, ['episode'], { parent: item.slug });
    case 'episode':
      return { links: linkTo(await related(p, 'podcast', props.parent), ctx) };
    case 'audiobook': {
      const [author, chapters] = await Promise.all([
        related(p, 'author', props.author),
        children(p, ['chapter'], { parent: item.slug }),
      ]);
      return { links: linkTo(author, ctx), ...chapters };
    }
    case 'author':
      return children(p, ['audiobook'], { author: item.slug });
    case 'series':
      return children(p, ['video'], { parent: item.slug });
    case 'video': {
      const [artist, series] = await Promise.all([
        related(p, 'artist', props.artist),
        related(p, 'series', props.parent),
      ]);
      const links = [...linkTo(series, ctx), ...linkTo(artist, ctx)];
      // An episode's season, for its link preview (schema.org TVEpisode partOfSeason).
      const season = series && props.season !== undefined ? { season: props.season } : {};
      return { links, ...season, additionalArtworks: artworksOf(item, ctx) };
    }
    case 'game':
    case 'arcade': {
      const [publisher, device] = await Promise.all([related(p, 'publisher', props.publisher), p.device()]);
      return { ...gameFacts(item, ctx, device, publisher), links: linkTo(publisher, ctx) };
    }
    case 'publisher':
      return children(p, ['game', 'arcade'], { publisher: item.slug });
    case 'voucher':
      return { ...voucherFacts(item), links: linkTo(await related(p, 'voucher-book', props.book), ctx) };
    case 'tournament':
      return tournamentFacts(item);
    case 'tournament-news':
      return { links: linkTo(await related(p, 'tournament', props.parent), ctx) };
    case 'tournament-video': {
      const tournament = await related(p, 'tournament', props.parent);
      return { links: linkTo(tournament, ctx), additionalArtworks: artworksOf(item, ctx) };
    }
    case 'info-service':
      return { links: linkTo(await related(p, 'partner', props.partner), ctx) };
    case 'product':
      return { links: linkTo(await related(p, 'mp-category', props.genre), ctx) };
    case 'article': {
      const slug = props.subcategory ?? props.category;
      return { links: linkTo(await related(p, 'article-category', slug), ctx) };
    }
    case 'app':
      return connectFacts(p, item);
    default:
      return {};
  }
}

/**
 * Shell §2: a partner app backed by an active developer app offers "Connect", the consent screen
 * for its first redirect URI and every scope it registered.
 */
async function connectFacts(p: PageCtx, item: CatalogueItemRow): Promise<Record<string, unknown>> {
  const [app] = await p.db.all(
    p.db
      .select({
        id: developerApps.id,
        clientId: developerApps.clientId,
        redirectUris: developerApps.redirectUris,
        scopes: developerApps.scopes,
      })
      .from(developerApps)
      .where(
        and(
          eq(developerApps.tenantName, item.tenantName),
          eq(developerApps.catalogueItemId, item.id),
          eq(developerApps.status, 'active'),
        ),
      ),
  );
  const redirectUri = app?.redirectUris[0];
  if (!app || !redirectUri) return {};
  const query = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: redirectUri,
    scope: app.scopes.join(' '),
    state: item.slug,
  });
  return { connectUrl: `/apps/consent/${app.id}?${query}` };
}

/** The detail node of any item with its family's facts; `extra` adds page-specific properties. */
export async function familyDetail(
  p: PageCtx,
  item: CatalogueItemRow,
  extra: Record<string, unknown> = {},
): Promise<ReturnType<typeof detailNode>> {
  return detailNode(item, p.node, { ...(await factsOf(p, item)), ...extra });
}
