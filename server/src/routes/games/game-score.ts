import { and, eq, isNotNull, isNull, max, ne } from 'drizzle-orm';
import { GAME_ERRORS, type GameScoreAnswer } from '../../../../contract/games.ts';
import type { Db } from '../../db/client.ts';
import { gameSessions } from '../../db/schema/games.ts';
import { ProblemError } from '../../http/problem.ts';
import { recordGameScore } from '../challenges/game-events.ts';
import { lockScoredSession, plausibleMax, scoreToken } from './score-session.ts';

type Scope = { tenantName: string; userId: string };

const refuse = (status: number, code: string, detail: string) => new ProblemError({ status, code, detail });
const invalid = () => refuse(403, GAME_ERRORS.sessionInvalid, 'This game session is not valid for you here.');
const replayed = () => refuse(409, GAME_ERRORS.alreadyScored, 'This play has its score already.');

/**
 * POST /game/score: the one final score of a play (mode 'play'). The token must be genuine and live, of this
 * tenant, its session the caller's, not scored yet (a replay is 409) and the score plausible for the time since
 * the play started (422). The score is stored on the session; then 'record' (it beats the caller's previous best
 * of the game) and 'win' (it reaches a running tournament's winning score) count for the challenges, all in
 * one transaction: a refusal writes nothing.
 */
export async function submitGameScore(
  db: Db,
  scope: Scope,
  body: { session: string; score: number },
): Promise<GameScoreAnswer> {
  const token = await scoreToken(db, scope, body.session);
  if (!token) throw invalid();
  return db.transaction(async (tx) => {
    const run = await lockScoredSession(tx, scope, token);
    if (!run) throw invalid();
    const { session } = run;
    if (session.mode !== 'play')
      throw refuse(409, GAME_ERRORS.sessionNotPlay, 'Only a play’s score is posted here.');
    if (session.scorePostedAt) throw replayed();
    const now = new Date();
    const seconds = (now.getTime() - session.startedAt.getTime()) / 1000;
    if (body.score > plausibleMax(run.engine, seconds))
      throw refuse(422, GAME_ERRORS.implausible, 'This score cannot have been made in the time played.');
    const [previous] = await tx
      .select({ best: max(gameSessions.score) })
      .from(gameSessions)
      .where(
        and(
          eq(gameSessions.tenantName, scope.tenantName),
          eq(gameSessions.userId, scope.userId),
          eq(gameSessions.itemId, session.itemId),
          isNotNull(gameSessions.scorePostedAt),
          ne(gameSessions.id, session.id),
        ),
      );
    const previousBest = previous?.best ?? null;
    const [posted] = await tx
      .update(gameSessions)
      .set({ score: body.score, scorePostedAt: now })
      .where(
        and(
          eq(gameSessions.tenantName, scope.tenantName),
          eq(gameSessions.id, session.id),
          isNull(gameSessions.scorePostedAt),
        ),
      )
      .returning({ id: gameSessions.id });
    if (!posted) throw replayed();
    const advanced = await recordGameScore(tx, scope, session.itemId, { value: body.score, previousBest });
    const improved = previousBest !== null && body.score > previousBest;
    return {
      score: body.score,
      best: Math.max(body.score, previousBest ?? body.score),
      improved,
      advanced,
    };
  });
}
