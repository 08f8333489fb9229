import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type GameSessionMode, gameSessions } from '../../db/schema/games.ts';
import { recordGamePlay } from '../challenges/game-events.ts';
import { signGameSessionToken } from './game-grants.ts';

/** A game session lasts this long (the game page's grant with it): a long evening of play. */
export const GAME_SESSION_SECONDS = 4 * 60 * 60;

export interface StartGameSession {
  tenantName: string;
  itemId: number;
  /** Null for a visitor's free play. */
  userId: string | null;
  /** The visitor cookie's id, for a visitor (free plays are counted by it). */
  visitorKey?: string;
  deviceId: number;
  mode: GameSessionMode;
  /** The arcade competition the run is for. */
  competitionId?: number | null;
  ttlSeconds?: number;
}

export interface StartedGameSession {
  id: string;
  /** Signed token naming tenant, session and game, until expiresAt (the page's game-session meta). */
  token: string;
  expiresAt: Date;
}

/** Who a free play counts for: the signed-in user, else the visitor of the cookie. */
export const playerOf = (userId: string | null, visitorKey: string | undefined): string => {
  if (userId) return `user:${userId}`;
  if (!visitorKey) throw new Error('a visitor game session needs a visitor key');
  return `visitor:${visitorKey}`;
};

/**
 * Starts a game session (issue 19) in the caller's transaction and signs its token. /game/play and
 * /game/play-free start one per play; arcade starts one per competition run (mode 'arcade'). A signed-in
 * player's session records 'play' (and 'day') for the game's running tournaments, in the same transaction.
 */
export async function startGameSession(tx: Db, input: StartGameSession): Promise<StartedGameSession> {
  const expiresAt = new Date(Date.now() + (input.ttlSeconds ?? GAME_SESSION_SECONDS) * 1000);
  const [row] = await tx
    .insert(gameSessions)
    .values({
      tenantName: input.tenantName,
      itemId: input.itemId,
      userId: input.userId,
      deviceId: input.deviceId,
      player: playerOf(input.userId, input.visitorKey),
      mode: input.mode,
      competitionId: input.competitionId ?? null,
      expiresAt,
    })
    .returning({ id: gameSessions.id });
  if (!row) throw new Error('game session not stored');
  // A signed-in player's session counts for the challenges of the game's running tournaments.
  if (input.userId)
    await recordGamePlay(tx, { tenantName: input.tenantName, userId: input.userId }, input.itemId);
  const token = await signGameSessionToken(tx, {
    t: input.tenantName,
    s: row.id,
    i: input.itemId,
    e: Math.floor(expiresAt.getTime() / 1000),
  });
  return { id: row.id, token, expiresAt };
}

/** Free plays of a player on a device since an instant (the limit's day). */
export async function freePlaysSince(
  db: Db,
  scope: { tenantName: string; player: string; deviceId: number },
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(gameSessions)
    .where(
      and(
        eq(gameSessions.tenantName, scope.tenantName),
        eq(gameSessions.player, scope.player),
        eq(gameSessions.deviceId, scope.deviceId),
        eq(gameSessions.mode, 'free'),
        gte(gameSessions.startedAt, since),
      ),
    );
  return row?.n ?? 0;
}
