import { ARCADE_ERRORS, type ArcadeRun } from '../../../../contract/arcade.ts';
import type { LocaleCode } from '../../../../contract/locales.ts';
import type { Db } from '../../db/client.ts';
import { ProblemError } from '../../http/problem.ts';
import { signGameGrant } from '../games/game-grants.ts';
import { startGameSession } from '../games/game-sessions.ts';
import { gameTitle, requireOnline } from '../games/game-title.ts';
import { requireEntitled } from '../games/games.service.ts';
import { competitionAnswer, findCompetition, stateOf } from './arcade-competitions.ts';

export interface ArcadeContext {
  tenantName: string;
  userId: string;
  /** The portal origin that frames the game and receives its messages. */
  origin: string;
  gamesOrigin: string;
  lang: LocaleCode;
  deviceId: number;
}

/**
 * POST /game/arcade-competition: a run of the arcade game's running competition for a signed-in user who may
 * play it (entitled like /game/play): a game session in mode arcade bound to the competition, and its page.
 * 409 ARCADE_NOT_RUNNING when no competition runs now.
 */
export async function startArcadeRun(db: Db, ctx: ArcadeContext, contentId: number): Promise<ArcadeRun> {
  const game = await gameTitle(db, ctx.tenantName, contentId);
  if (game.item.kind !== 'arcade')
    throw new ProblemError({
      status: 404,
      code: ARCADE_ERRORS.noCompetition,
      detail: 'This game is not an arcade game.',
    });
  requireOnline(game);
  await requireEntitled(db, ctx, game, 'Playing this game needs a plan that covers games, or owning it.');
  const competition = await findCompetition(db, ctx.tenantName, contentId);
  if (stateOf(competition) !== 'running')
    throw new ProblemError({
      status: 409,
      code: ARCADE_ERRORS.notRunning,
      detail: 'No competition of this game runs now.',
      data: competitionAnswer(competition),
    });
  return db.transaction(async (tx) => {
    const session = await startGameSession(tx, {
      tenantName: ctx.tenantName,
      itemId: contentId,
      userId: ctx.userId,
      deviceId: ctx.deviceId,
      mode: 'arcade',
      competitionId: competition.id,
    });
    const grant = await signGameGrant(tx, {
      t: ctx.tenantName,
      i: contentId,
      s: session.id,
      g: game.engine,
      l: ctx.lang,
      o: ctx.origin,
      e: Math.floor(session.expiresAt.getTime() / 1000),
    });
    return {
      url: `${ctx.gamesOrigin}/g/${grant}/`,
      origin: ctx.gamesOrigin,
      sessionId: session.id,
      session: session.token,
      expiresAt: session.expiresAt.toISOString(),
      useGameFrame: game.useGameFrame,
      competition: competitionAnswer(competition),
    };
  });
}
