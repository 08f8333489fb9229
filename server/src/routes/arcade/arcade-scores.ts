import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import {
  ARCADE_ERRORS,
  type ArcadeScoreAnswer,
  type ArcadeState,
  LEADERBOARD_SIZE,
  type Leaderboard,
} from '../../../../contract/arcade.ts';
import type { Db } from '../../db/client.ts';
import { arcadeCompetitions, arcadeScores } from '../../db/schema/arcade.ts';
import { users } from '../../db/schema/auth.ts';
import { gameSessions } from '../../db/schema/games.ts';
import { ProblemError } from '../../http/problem.ts';
import { lockScoredSession, plausibleMax, scoreToken } from '../games/score-session.ts';
import { competitionAnswer, findCompetition, settleFinished, stateOf } from './arcade-competitions.ts';

type Scope = { tenantName: string; userId: string };

const refuse = (status: number, code: string, detail: string) => new ProblemError({ status, code, detail });
const invalid = () =>
  refuse(403, ARCADE_ERRORS.sessionInvalid, 'This game session is not valid for you here.');

/** 1 + the players ahead of a best score (a higher score, or the same one reached earlier). */
async function rankOf(
  db: Db,
  competitionId: number,
  tenantName: string,
  best: { score: number; scoredAt: Date },
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(arcadeScores)
    .where(
      and(
        eq(arcadeScores.tenantName, tenantName),
        eq(arcadeScores.competitionId, competitionId),
        or(
          gt(arcadeScores.score, best.score),
          and(eq(arcadeScores.score, best.score), lt(arcadeScores.scoredAt, best.scoredAt)),
        ),
      ),
    );
  return (row?.n ?? 0) + 1;
}

/**
 * POST /game/arcade/score: the one score of an arcade run. The token must be genuine and live, of this tenant;
 * its session the caller's, in mode arcade, not scored yet (a replay is 409), its competition still running
 * (410 once finished) and the score plausible for the time since the run started (422). The session's score
 * and the caller's best are written together, once.
 */
export async function submitArcadeScore(
  db: Db,
  scope: Scope,
  body: { session: string; score: number },
): Promise<ArcadeScoreAnswer> {
  const token = await scoreToken(db, scope, body.session);
  if (!token) throw invalid();
  return db.transaction(async (tx) => {
    const run = await lockScoredSession(tx, scope, token);
    if (!run) throw invalid();
    const { session } = run;
    if (session.mode !== 'arcade' || session.competitionId === null)
      throw refuse(
        409,
        ARCADE_ERRORS.sessionNotArcade,
        'This game session is not an arcade competition run.',
      );
    if (session.scorePostedAt)
      throw refuse(409, ARCADE_ERRORS.alreadyScored, 'This run has its score already.');
    const [competition] = await tx
      .select()
      .from(arcadeCompetitions)
      .where(
        and(
          eq(arcadeCompetitions.tenantName, scope.tenantName),
          eq(arcadeCompetitions.id, session.competitionId),
        ),
      );
    const now = new Date();
    if (!competition || stateOf(competition, now) !== 'running')
      throw refuse(410, ARCADE_ERRORS.finished, 'This competition has finished.');
    const seconds = (now.getTime() - session.startedAt.getTime()) / 1000;
    if (body.score > plausibleMax(run.engine, seconds))
      throw refuse(422, ARCADE_ERRORS.implausible, 'This score cannot have been made in the time played.');
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
    if (!posted) throw refuse(409, ARCADE_ERRORS.alreadyScored, 'This run has its score already.');
    const mine = { tenantName: scope.tenantName, competitionId: competition.id, userId: scope.userId };
    const [before] = await tx
      .select()
      .from(arcadeScores)
      .where(
        and(
          eq(arcadeScores.tenantName, mine.tenantName),
          eq(arcadeScores.competitionId, mine.competitionId),
          eq(arcadeScores.userId, mine.userId),
        ),
      );
    const improved = !before || body.score > before.score;
    const best = improved ? { score: body.score, scoredAt: now } : before;
    if (improved)
      await tx
        .insert(arcadeScores)
        .values({ ...mine, ...best })
        .onConflictDoUpdate({
          target: [arcadeScores.tenantName, arcadeScores.competitionId, arcadeScores.userId],
          set: best,
          // Two runs scored at once: the lower one committing last must not lower the best.
          setWhere: lt(arcadeScores.score, best.score),
        });
    return {
      competitionId: competition.id,
      score: body.score,
      best: best.score,
      rank: await rankOf(tx, competition.id, scope.tenantName, best),
      improved,
    };
  });
}

/** "Ada L.": a player's first name and initial, never their e-mail address. */
const displayName = (name: string, lastName: string) =>
  [name.trim(), lastName.trim() ? `${lastName.trim().charAt(0)}.` : ''].filter(Boolean).join(' ');

/**
 * GET /game/leaderboard/{contentId} (getLeaderboard, signed in only): the top entries of the game's running
 * competition (or the one of the asked state), the caller's best and rank. A finished competition's prizes
 * are granted here first when they were not yet.
 */
export async function leaderboard(
  db: Db,
  scope: Scope,
  contentId: number,
  state?: ArcadeState,
): Promise<Leaderboard> {
  await settleFinished(db, scope.tenantName, contentId);
  const competition = await findCompetition(db, scope.tenantName, contentId, state);
  const where = and(
    eq(arcadeScores.tenantName, scope.tenantName),
    eq(arcadeScores.competitionId, competition.id),
  );
  const [top, [count], [mine]] = await Promise.all([
    db
      .select({
        userId: arcadeScores.userId,
        score: arcadeScores.score,
        name: users.name,
        lastName: users.lastName,
      })
      .from(arcadeScores)
      .innerJoin(users, and(eq(users.id, arcadeScores.userId), eq(users.tenantName, scope.tenantName)))
      .where(where)
      .orderBy(desc(arcadeScores.score), asc(arcadeScores.scoredAt), asc(arcadeScores.userId))
      .limit(LEADERBOARD_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(arcadeScores).where(where),
    db
      .select()
      .from(arcadeScores)
      .where(and(where, eq(arcadeScores.userId, scope.userId))),
  ]);
  return {
    competition: competitionAnswer(competition),
    entries: top.map((row, index) => ({
      rank: index + 1,
      displayName: displayName(row.name, row.lastName),
      score: row.score,
      me: row.userId === scope.userId,
    })),
    ...(mine
      ? { mine: { score: mine.score, rank: await rankOf(db, competition.id, scope.tenantName, mine) } }
      : {}),
    players: count?.n ?? 0,
  };
}
