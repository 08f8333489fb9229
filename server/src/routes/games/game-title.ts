import { and, eq, inArray } from 'drizzle-orm';
import { GAME_ERRORS } from '../../../../contract/games.ts';
import type { Db } from '../../db/client.ts';
import { type CatalogueItemRow, catalogueItems } from '../../db/schema/catalogue.ts';
import type { CatalogueProps, GameEngine } from '../../db/schema/catalogue-props.ts';
import { ProblemError } from '../../http/problem.ts';
import type { Playable } from '../player/playable.ts';

export type GameBusinessModel = NonNullable<CatalogueProps['businessModel']>;

/** A game or arcade item of the tenant, with how it is played and sold (defaults as the details page shows them). */
export interface GameTitle extends Playable {
  engine: GameEngine;
  model: GameBusinessModel;
  gameType: NonNullable<CatalogueProps['gameType']>;
  useGameFrame: boolean;
}

const notFound = (id: number) =>
  new ProblemError({ status: 404, code: GAME_ERRORS.notFound, detail: `There is no game ${id}.` });

/** The tenant's game (or arcade game) with an engine to play, else 404 GAME_NOT_FOUND. */
export async function gameTitle(db: Db, tenantName: string, id: number): Promise<GameTitle> {
  const [item] = await db
    .select()
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.tenantName, tenantName),
        eq(catalogueItems.id, id),
        inArray(catalogueItems.kind, ['game', 'arcade']),
      ),
    );
  const engine = item?.props.gameEngine;
  if (!item || !engine) throw notFound(id);
  return titleOf(item, engine);
}

function titleOf(item: CatalogueItemRow, engine: GameEngine): GameTitle {
  const { businessModel, gameType, useGameFrame } = item.props;
  return {
    item,
    collection: undefined,
    contentType: 'GAME',
    engine,
    // The details page's defaults (structure/builders/detail-facts.ts).
    model: businessModel ?? (item.kind === 'arcade' ? 'DOWNLOAD_TO_OWN_FREEMIUM' : 'SUBSCRIPTION'),
    gameType: gameType ?? 'online',
    useGameFrame: useGameFrame ?? false,
  };
}

/** Online play: games that play in the browser (a download-only game is 409 GAME_NOT_ONLINE). */
export function requireOnline(game: GameTitle): void {
  if (game.gameType === 'download')
    throw new ProblemError({
      status: 409,
      code: GAME_ERRORS.notOnline,
      detail: 'This game is downloaded, not played online.',
    });
}

/** Downloads: DOWNLOAD_TO_OWN games only (409 GAME_NOT_DOWNLOADABLE otherwise). */
export function requireDownloadable(game: GameTitle): void {
  if (game.gameType !== 'download' || game.model !== 'DOWNLOAD_TO_OWN')
    throw new ProblemError({
      status: 409,
      code: GAME_ERRORS.notDownloadable,
      detail: 'This game plays online; there is nothing to download.',
    });
}
