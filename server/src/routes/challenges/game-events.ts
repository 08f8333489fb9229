import { and, eq, sql } from 'drizzle-orm';
import type { ChallengeEventType } from '../../../../contract/challenges.ts';
import type { Db } from '../../db/client.ts';
import { type CatalogueItemRow, catalogueItems } from '../../db/schema/catalogue.ts';
import { commerceNow } from '../commerce/clock.ts';
import { type Scope, stateAt } from '../tournaments/tournament-rules.ts';
import { countsEvent } from './challenge-progress.ts';
import { recordServerEvent } from './challenges.service.ts';
import { hasEvent, lockTournamentEvents, placeEvents, placeIn } from './standings.ts';

const DAY_MS = 86_400_000;

/** The running tournaments (by the commerce clock) of the tenant played in this game (props.gameSlug). */
async function runningTournamentsOf(tx: Db, tenantName: string, itemId: number) {
  const [game] = await tx
    .select({ slug: catalogueItems.slug })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.tenantName, tenantName), eq(catalogueItems.id, itemId)));
  if (!game) return [] as CatalogueItemRow[];
  const rows = await tx
    .select()
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.tenantName, tenantName),
        eq(catalogueItems.kind, 'tournament'),
        sql`${catalogueItems.props} @> ${JSON.stringify({ gameSlug: game.slug })}::jsonb`,
      ),
    )
    .orderBy(catalogueItems.id);
  const { now } = await commerceNow(tx);
  return rows.filter((row) => stateAt(row, now) === 'running');
}

/**
 * A signed-in user's game session of a game started (a play, a free play, an arcade run): 'play' for every
 * running tournament of that game, and 'day' once per UTC day when one of its challenges counts days. Only
 * challenges the user opted in to count (recordServerEvent). In the session's transaction.
 */
export async function recordGamePlay(tx: Db, scope: Scope, itemId: number): Promise<string[]> {
  const tournaments = await runningTournamentsOf(tx, scope.tenantName, itemId);
  const advanced: string[] = [];
  for (const tournament of tournaments) {
    await lockTournamentEvents(tx, scope, tournament.id);
    advanced.push(...(await recordServerEvent(tx, scope, tournament, 'play')));
    const countsDays = (tournament.props.challenges ?? []).some((c) => countsEvent(c, 'day'));
    const dayStart = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
    if (countsDays && !(await hasEvent(tx, scope, tournament.id, 'day', dayStart)))
      advanced.push(...(await recordServerEvent(tx, scope, tournament, 'day')));
  }
  return [...new Set(advanced)];
}

/**
 * A play's score was posted: 'record' when it beats the user's previous best of the game (a first score beats
 * nothing), 'win' when it reaches a running tournament's winning score, 'top10' and 'podium' (once each) when
 * it takes the user to such a place in the tournament's standings. Answers the challenges it moved.
 */
export async function recordGameScore(
  tx: Db,
  scope: Scope,
  itemId: number,
  score: { value: number; previousBest: number | null },
): Promise<string[]> {
  const tournaments = await runningTournamentsOf(tx, scope.tenantName, itemId);
  const advanced: string[] = [];
  for (const tournament of tournaments) {
    const events: ChallengeEventType[] = [];
    if (score.previousBest !== null && score.value > score.previousBest) events.push('record');
    const winScore = tournament.props.winScore;
    if (winScore !== undefined && score.value >= winScore) events.push('win');
    await lockTournamentEvents(tx, scope, tournament.id);
    events.push(...placeEvents(await placeIn(tx, scope, tournament, itemId)));
    for (const type of events) advanced.push(...(await recordServerEvent(tx, scope, tournament, type)));
  }
  return [...new Set(advanced)];
}
