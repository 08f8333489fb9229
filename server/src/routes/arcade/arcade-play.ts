import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARCADE_ERRORS, type ArcadeRun } from '../../../../contract/arcade.ts';
import type { LocaleCode } from '../../../../contract/locales.ts';
import type { Db } from '../../db/client.ts';
import { ProblemError } from '../../http/problem.ts';
import { DEFAULT_GAMES_DIR } from '../games/game-files.ts';
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

/** server/games/engines.json: the most points each engine can make in a second of play. */
const ENGINES = JSON.parse(readFileSync(join(DEFAULT_GAMES_DIR, 'engines.json'), 'utf8')) as Record<
  string,
  { maxPointsPerSecond: number }
>;

/** A run's headroom: a second of clock skew and a tenth more than the engine's best rate. */
const MARGIN_SECONDS = 2;
const MARGIN_FACTOR = 1.1;

/** The most points an engine's run can have made after so many seconds (0 for an engine not listed). */
export function plausibleMax(engine: string, seconds: number): number {
  const rate = ENGINES[engine]?.maxPointsPerSecond ?? 0;
  return Math.floor(rate * (Math.max(0, seconds) + MARGIN_SECONDS) * MARGIN_FACTOR);
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
