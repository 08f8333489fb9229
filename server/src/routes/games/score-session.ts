import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { type GameSessionRow, gameSessions } from '../../db/schema/games.ts';
import { DEFAULT_GAMES_DIR } from './game-files.ts';
import { verifyGameSessionToken } from './game-grants.ts';

/** server/games/engines.json: the most points each engine can make in a second of play. */
const ENGINES = JSON.parse(readFileSync(join(DEFAULT_GAMES_DIR, 'engines.json'), 'utf8')) as Record<
  string,
  { maxPointsPerSecond: number }
>;

/** A score's headroom: a second of clock skew and a tenth more than the engine's best rate. */
const MARGIN_SECONDS = 2;
const MARGIN_FACTOR = 1.1;

/** The most points an engine's session can have made after so many seconds (0 for an engine not listed). */
export function plausibleMax(engine: string, seconds: number): number {
  const rate = ENGINES[engine]?.maxPointsPerSecond ?? 0;
  return Math.floor(rate * (Math.max(0, seconds) + MARGIN_SECONDS) * MARGIN_FACTOR);
}

type Scope = { tenantName: string; userId: string };

/** The tenant's genuine, live session token a score names, or undefined (the caller refuses it). */
export async function scoreToken(db: Db, scope: Scope, session: string) {
  const checked = await verifyGameSessionToken(db, session);
  return checked.ok && checked.grant.t === scope.tenantName ? checked.grant : undefined;
}

/**
 * The caller's game session a verified token names, locked for its one score, with its game's engine; undefined
 * when it is not theirs (another user's, another game's, or gone). Scores of plays and arcade runs share it.
 */
export async function lockScoredSession(
  tx: Db,
  scope: Scope,
  token: { s: string; i: number },
): Promise<{ session: GameSessionRow; engine: string } | undefined> {
  const [run] = await tx
    .select({ session: gameSessions, engine: sql<string | null>`${catalogueItems.props}->>'gameEngine'` })
    .from(gameSessions)
    .innerJoin(
      catalogueItems,
      and(eq(catalogueItems.id, gameSessions.itemId), eq(catalogueItems.tenantName, scope.tenantName)),
    )
    .where(and(eq(gameSessions.tenantName, scope.tenantName), eq(gameSessions.id, token.s)))
    .for('update', { of: gameSessions });
  const session = run?.session;
  if (!session || session.userId !== scope.userId || session.itemId !== token.i) return undefined;
  return { session, engine: run.engine ?? '' };
}
