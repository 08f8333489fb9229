import type { CatalogueItemRow } from '../../../db/schema/catalogue.ts';
import { itemClickUrl } from '../click-urls.ts';
import type { NodeContext } from '../structure-nodes.ts';
import { type CallerDevice, platformFacts } from './caller-device.ts';
import { text } from './page-kit.ts';

/** A link to a related item's page for a details header (contract RelatedLinkSchema). */
export function linkTo(item: CatalogueItemRow | null | undefined, ctx: NodeContext) {
  const url = item && itemClickUrl(item);
  return item && url ? [{ title: text(item, ctx.lang), url, kind: item.kind }] : [];
}

/**
 * Commerce §3 additionalArtworks with the URL of each variant: pictures as SVG, videos as MP4 with
 * a poster drawn for the same variant.
 */
export function artworksOf(item: CatalogueItemRow, ctx: NodeContext) {
  return (item.props.additionalArtworks ?? []).map(({ variant, ...artwork }) => {
    const picture = `${ctx.origin}/media/artwork/${item.id}/${encodeURIComponent(variant)}.svg`;
    return artwork.artworkClass.startsWith('VIDEO_')
      ? { ...artwork, url: `${ctx.origin}/media/video/${encodeURIComponent(variant)}.mp4`, poster: picture }
      : { ...artwork, url: picture };
  });
}

/**
 * Commerce §3 article/game fields: developer, prices per business model, game frame, artworks, and
 * whether a download runs on the caller's os. isWalletItem is per user, so it is not in this public,
 * cached answer: the portal asks GET /purchase/ArticlePurchaseOptions/{id} (isWalletItem, consume).
 */
export function gameFacts(
  game: CatalogueItemRow,
  ctx: NodeContext,
  device: CallerDevice,
  publisher: CatalogueItemRow | null,
) {
  const { businessModel, gameType, useGameFrame } = game.props;
  const model = businessModel ?? (game.kind === 'arcade' ? 'DOWNLOAD_TO_OWN_FREEMIUM' : 'SUBSCRIPTION');
  return {
    contentType: game.kind === 'arcade' ? 'ARCADE' : 'GAME',
    ...(publisher ? { developerName: text(publisher, ctx.lang), publisher: text(publisher, ctx.lang) } : {}),
    businessModel: model,
    prices: pricesOf(model, game.props.price),
    gameType: gameType ?? 'online',
    useGameFrame: useGameFrame ?? false,
    additionalArtworks: artworksOf(game, ctx),
    ...platformFacts(game, device),
  };
}

/**
 * Commerce §3 prices[businessModel]: a freemium game is free to play and, when priced, can be
 * bought to own; a download to own costs its price; a subscription game has no price of its own.
 */
function pricesOf(model: string, price: CatalogueItemRow['props']['price']) {
  if (model === 'DOWNLOAD_TO_OWN_FREEMIUM')
    return [
      { businessModel: model, amount: 0, currency: price?.currency ?? 'EUR' },
      ...(price ? [{ businessModel: 'DOWNLOAD_TO_OWN', ...price }] : []),
    ];
  return price && model !== 'SUBSCRIPTION' ? [{ businessModel: model, ...price }] : [];
}

export function voucherFacts(voucher: CatalogueItemRow) {
  const { discountPercentage, availableNo } = voucher.props;
  return {
    ...(discountPercentage === undefined ? {} : { discountPercentage }),
    ...(availableNo === undefined ? {} : { availableNo }),
  };
}

export function tournamentFacts(tournament: CatalogueItemRow) {
  const { startsAt, endsAt, provider, teamSize } = tournament.props;
  return {
    ...(startsAt ? { startsAt } : {}),
    ...(endsAt ? { endsAt } : {}),
    ...(provider ? { provider } : {}),
    ...(teamSize === undefined ? {} : { teamSize }),
  };
}
