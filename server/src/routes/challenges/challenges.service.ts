import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  type ChallengeEventType,
  type ChallengeProgress,
  TOURNAMENT_ERRORS,
} from '../../../../contract/challenges.ts';
import { enforceRateLimits } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import type { CatalogueItemRow } from '../../db/schema/catalogue.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import type { LocalizedText } from '../../db/schema/localized-text.ts';
import { challengeEvents, challengeOptIns } from '../../db/schema/tournaments.ts';
import { grantReward } from '../rewards/rewards.service.ts';
import {
  type Challenge,
  findChallenge,
  refuse,
  refuseFinished,
  type Scope,
} from '../tournaments/tournament-rules.ts';
import { countsEvent, progressOf } from './challenge-progress.ts';
import { factsOf } from './server-facts.ts';

/** Events the portal may report per user and hour (a watched video is reported once per view). */
export const PORTAL_EVENT_LIMIT = { limit: 30, windowSeconds: 3600 };

/** "Challenge · Step" in every language the two have. */
function labelOf(challenge: Challenge, step: number): LocalizedText {
  const titles = challenge.steps[step]?.titles ?? challenge.titles;
  const out: Record<string, string> = {};
  for (const [lang, text] of Object.entries(challenge.titles))
    out[lang] = `${text} · ${(titles as Record<string, string>)[lang] ?? titles.en}`;
  return out as LocalizedText;
}

async function eventsOf(db: Db, scope: Scope, challengeIds: string[]) {
  if (challengeIds.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select({ challengeId: challengeEvents.challengeId, type: challengeEvents.type })
    .from(challengeEvents)
    .where(
      and(
        eq(challengeEvents.tenantName, scope.tenantName),
        eq(challengeEvents.userId, scope.userId),
        inArray(challengeEvents.challengeId, challengeIds),
      ),
    )
    .orderBy(asc(challengeEvents.id));
  const out = new Map<string, string[]>();
  for (const row of rows) out.set(row.challengeId, [...(out.get(row.challengeId) ?? []), row.type]);
  return out;
}

/** The steps' progress and the tickets its completed steps paid. */
function answerOf(tournament: CatalogueItemRow, challenge: Challenge, optedIn: boolean, events: string[]) {
  const steps = progressOf(challenge, events);
  const ticketsEarned = steps.reduce(
    (sum, step, index) =>
      step.done
        ? sum +
          (challenge.steps[index]?.rewards ?? [])
            .filter((reward) => reward.currency === 'TICKETS')
            .reduce((s, reward) => s + reward.amount, 0)
        : sum,
    0,
  );
  return { challengeId: challenge.id, tournamentId: tournament.id, optedIn, steps, ticketsEarned };
}

/** Every challenge of a tournament with the user's progress (not opted in: no progress). */
export async function challengesProgress(
  db: Db,
  scope: Scope | undefined,
  tournament: CatalogueItemRow,
): Promise<ChallengeProgress[]> {
  const challenges = tournament.props.challenges ?? [];
  if (!scope) return challenges.map((challenge) => answerOf(tournament, challenge, false, []));
  const ids = challenges.map((c) => c.id);
  const opted = ids.length
    ? await db
        .select({ challengeId: challengeOptIns.challengeId })
        .from(challengeOptIns)
        .where(
          and(
            eq(challengeOptIns.tenantName, scope.tenantName),
            eq(challengeOptIns.userId, scope.userId),
            inArray(challengeOptIns.challengeId, ids),
          ),
        )
    : [];
  const optedIn = new Set(opted.map((row) => row.challengeId));
  const events = await eventsOf(db, scope, [...optedIn]);
  return challenges.map((challenge) =>
    answerOf(tournament, challenge, optedIn.has(challenge.id), events.get(challenge.id) ?? []),
  );
}

/** Grants the rewards of every completed step (once each: the ledger's unique key). */
async function settle(tx: Db, scope: Scope, challenge: Challenge): Promise<string[]> {
  const events = (await eventsOf(tx, scope, [challenge.id])).get(challenge.id) ?? [];
  const steps = progressOf(challenge, events);
  for (const [index, step] of steps.entries()) {
    if (!step.done) continue;
    for (const reward of challenge.steps[index]?.rewards ?? [])
      if (reward.currency === 'TICKETS' || reward.currency === 'COINS')
        await grantReward(tx, {
          ...scope,
          currency: reward.currency,
          amount: reward.amount,
          sourceKind: 'challenge-step',
          sourceId: `${challenge.id}#${index}`,
          label: labelOf(challenge, index),
        });
  }
  return events;
}

async function append(
  tx: Db,
  scope: Scope,
  tournament: CatalogueItemRow,
  challenge: Challenge,
  rows: { type: string; source: 'server' | 'portal'; contentId?: number }[],
) {
  if (rows.length === 0) return;
  await tx
    .insert(challengeEvents)
    .values(
      rows.map((row) => ({ ...scope, challengeId: challenge.id, tournamentId: tournament.id, ...row })),
    );
}

async function isOptedIn(db: Db, scope: Scope, challengeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: challengeOptIns.challengeId })
    .from(challengeOptIns)
    .where(
      and(
        eq(challengeOptIns.tenantName, scope.tenantName),
        eq(challengeOptIns.userId, scope.userId),
        eq(challengeOptIns.challengeId, challengeId),
      ),
    );
  return row !== undefined;
}

/**
 * PATCH /kafka/optInChallenge/{id}: idempotent. A first opt-in records, as server events, what the server
 * already knows of the user in this tournament (registered, in a team, invitations accepted), so steps
 * already met count at once.
 */
export async function optIn(db: Db, scope: Scope, challengeId: string): Promise<ChallengeProgress> {
  const { tournament, challenge } = await findChallenge(db, scope.tenantName, challengeId);
  await refuseFinished(db, tournament);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(challengeOptIns)
      .values({ ...scope, challengeId, tournamentId: tournament.id })
      .onConflictDoNothing()
      .returning({ id: challengeOptIns.challengeId });
    if (created) {
      const facts = await factsOf(tx, scope, tournament);
      await append(
        tx,
        scope,
        tournament,
        challenge,
        facts
          .filter((type) => countsEvent(challenge, type))
          .map((type) => ({ type, source: 'server' as const })),
      );
    }
    return answerOf(tournament, challenge, true, await settle(tx, scope, challenge));
  });
}

/**
 * POST /kafka/event/{id}: an event the portal witnessed (the tournament's highlights video watched), for a
 * challenge the user opted in to, of a running or upcoming tournament, of a type one of its steps counts;
 * limited per user and hour.
 */
export async function portalEvent(
  db: Db,
  scope: Scope,
  challengeId: string,
  body: { type: string; contentId: number },
): Promise<ChallengeProgress> {
  const { tournament, challenge } = await findChallenge(db, scope.tenantName, challengeId);
  await refuseFinished(db, tournament);
  if (!(await isOptedIn(db, scope, challengeId)))
    throw refuse(409, TOURNAMENT_ERRORS.notOptedIn, 'Join this challenge first.');
  if (!countsEvent(challenge, body.type))
    throw refuse(409, TOURNAMENT_ERRORS.wrongContent, 'No step of this challenge counts this event.');
  const [video] = await db
    .select({ parent: catalogueItems.props })
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.tenantName, scope.tenantName),
        eq(catalogueItems.id, body.contentId),
        eq(catalogueItems.kind, 'tournament-video'),
      ),
    );
  if (video?.parent.parent !== tournament.slug)
    throw refuse(400, TOURNAMENT_ERRORS.wrongContent, 'That is not a video of this tournament.');
  await enforceRateLimits(db, [
    { key: `challenge-event:${scope.tenantName}:${scope.userId}`, ...PORTAL_EVENT_LIMIT },
  ]);
  return db.transaction(async (tx) => {
    await append(tx, scope, tournament, challenge, [
      { type: body.type, source: 'portal', contentId: body.contentId },
    ]);
    return answerOf(tournament, challenge, true, await settle(tx, scope, challenge));
  });
}

/**
 * What the server witnessed itself (a registration, joining a team, an accepted invitation, a game
 * session's play, win or record: game-events.ts): one event for
 * each challenge of the tournament the user opted in to that counts it, then their rewards. On the caller's
 * transaction, so the event commits with what caused it. Answers the challenges whose progress it moved.
 */
export async function recordServerEvent(
  tx: Db,
  scope: Scope,
  tournament: CatalogueItemRow,
  type: ChallengeEventType,
): Promise<string[]> {
  const opted = await tx
    .select({ challengeId: challengeOptIns.challengeId })
    .from(challengeOptIns)
    .where(
      and(
        eq(challengeOptIns.tenantName, scope.tenantName),
        eq(challengeOptIns.userId, scope.userId),
        eq(challengeOptIns.tournamentId, tournament.id),
      ),
    );
  const ids = new Set(opted.map((row) => row.challengeId));
  const advanced: string[] = [];
  for (const challenge of tournament.props.challenges ?? []) {
    if (!ids.has(challenge.id) || !countsEvent(challenge, type)) continue;
    const before = progressOf(challenge, (await eventsOf(tx, scope, [challenge.id])).get(challenge.id) ?? []);
    await append(tx, scope, tournament, challenge, [{ type, source: 'server' }]);
    const after = progressOf(challenge, await settle(tx, scope, challenge));
    if (after.some((step, index) => step.count !== before[index]?.count)) advanced.push(challenge.id);
  }
  return advanced;
}
