import { and, count, eq, gt, gte, isNotNull, lte, max, sql } from 'drizzle-orm';
import type { ChallengeEventType } from '../../../../contract/challenges.ts';
import type { Db } from '../../db/client.ts';
import { type CatalogueItemRow, catalogueItems } from '../../db/schema/catalogue.ts';
import { gameSessions } from '../../db/schema/games.ts';
import { challengeEvents, tournamentRegistrations } from '../../db/schema/tournaments.ts';
import type { Scope } from '../tournaments/tournament-rules.ts';

/** The places the top-10 and podium steps ask for. */
export const TOP_PLACES = { top10: 10, podium: 3 } as const;

/**
 * Serialises the server's own events of one user in one tournament (a play and a score posted at once both
 * check "already recorded?" before appending). Held until the caller's transaction ends.
 */
export async function lockTournamentEvents(tx: Db, scope: Scope, tournamentId: number): Promise<void> {
  const key = `challenge-events:${scope.tenantName}:${scope.userId}:${tournamentId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Whether the user already has a server event of this type in the tournament (since a time, when given). */
export async function hasEvent(
  tx: Db,
  scope: Scope,
  tournamentId: number,
  type: ChallengeEventType,
  since?: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(challengeEvents)
    .where(
      and(
        eq(challengeEvents.tenantName, scope.tenantName),
        eq(challengeEvents.userId, scope.userId),
        eq(challengeEvents.tournamentId, tournamentId),
        eq(challengeEvents.type, type),
        since ? gte(challengeEvents.createdAt, since) : undefined,
      ),
    );
  return Number(row?.n ?? 0) > 0;
}

/** The catalogue id of the game a tournament is played in (props.gameSlug), or undefined. */
export async function tournamentGameId(
  db: Db,
  tenantName: string,
  tournament: CatalogueItemRow,
): Promise<number | undefined> {
  const slug = tournament.props.gameSlug;
  if (!slug) return undefined;
  const [game] = await db
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.tenantName, tenantName),
        eq(catalogueItems.slug, slug),
        sql`${catalogueItems.kind} in ('game', 'arcade')`,
      ),
    )
    .limit(1);
  return game?.id;
}

/**
 * The user's place in a tournament's standings: registered players ranked by their best score posted in the
 * tournament's game since it started (ties share a place). Undefined when the user has no score there or is
 * not registered.
 */
export async function placeIn(
  db: Db,
  scope: Scope,
  tournament: CatalogueItemRow,
  gameId: number,
): Promise<number | undefined> {
  const since = tournament.props.startsAt ? new Date(tournament.props.startsAt) : new Date(0);
  const until = tournament.props.endsAt ? new Date(tournament.props.endsAt) : new Date('9999-12-31');
  const bests = db
    .select({ userId: gameSessions.userId, best: max(gameSessions.score).as('best') })
    .from(gameSessions)
    .innerJoin(
      tournamentRegistrations,
      and(
        eq(tournamentRegistrations.tenantName, gameSessions.tenantName),
        eq(tournamentRegistrations.userId, gameSessions.userId),
        eq(tournamentRegistrations.tournamentId, tournament.id),
      ),
    )
    .where(
      and(
        eq(gameSessions.tenantName, scope.tenantName),
        eq(gameSessions.itemId, gameId),
        isNotNull(gameSessions.scorePostedAt),
        isNotNull(gameSessions.score),
        gte(gameSessions.startedAt, since),
        lte(gameSessions.startedAt, until),
      ),
    )
    .groupBy(gameSessions.userId)
    .as('bests');
  const [mine] = await db.select({ best: bests.best }).from(bests).where(eq(bests.userId, scope.userId));
  if (mine?.best === null || mine?.best === undefined) return undefined;
  const [ahead] = await db.select({ n: count() }).from(bests).where(gt(bests.best, mine.best));
  return Number(ahead?.n ?? 0) + 1;
}

/**
 * The place events a place earns: every score that keeps the user in the top 10 (or on the podium) says so
 * again, so a chained challenge still counts it once its earlier steps are done.
 */
export function placeEvents(place: number | undefined): ChallengeEventType[] {
  if (place === undefined) return [];
  return (['top10', 'podium'] as const).filter((type) => place <= TOP_PLACES[type]);
}
