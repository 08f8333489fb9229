import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { TOURNAMENT_ERRORS } from '../../../../contract/challenges.ts';
import type { TournamentStatus } from '../../../../contract/tournaments.ts';
import type { Db } from '../../db/client.ts';
import { type CatalogueItemRow, catalogueItems } from '../../db/schema/catalogue.ts';
import { pickText } from '../../db/schema/localized-text.ts';
import {
  tournamentInvitations,
  tournamentRegistrations,
  tournamentTeamMembers,
  tournamentTeams,
} from '../../db/schema/tournaments.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { challengesProgress, recordServerEvent } from '../challenges/challenges.service.ts';
import { artworksOf } from '../structure/builders/detail-facts.ts';
import type { NodeContext } from '../structure/structure-nodes.ts';
import { registrationOf, teamOfUser, teamsOf } from './team-reads.ts';
import {
  findTournament,
  refuse,
  refuseFinished,
  type Scope,
  stateOf,
  teamSizeOf,
} from './tournament-rules.ts';

/** The tournament's highlights video: its first tournament video and the clip it plays. */
async function highlightsOf(db: Db, tournament: CatalogueItemRow, ctx: NodeContext) {
  const [video] = await db
    .select()
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.tenantName, tournament.tenantName),
        eq(catalogueItems.kind, 'tournament-video'),
        sql`${catalogueItems.props} @> ${JSON.stringify({ parent: tournament.slug })}::jsonb`,
      ),
    )
    .orderBy(asc(catalogueItems.id))
    .limit(1);
  const clip = video && artworksOf(video, ctx).find((a) => a.artworkClass.startsWith('VIDEO_'));
  return video && clip
    ? {
        contentId: video.id,
        title: pickText(video.titles, ctx.lang),
        videoUrl: clip.url,
        poster: 'poster' in clip ? clip.poster : '',
      }
    : undefined;
}

/** GET /tournament/status/{id}: the tournament's state, teams and challenges as the caller sees them. */
export async function tournamentStatus(
  db: Db,
  tenantName: string,
  userId: string | undefined,
  id: number,
  ctx: NodeContext,
): Promise<TournamentStatus> {
  const tournament = await findTournament(db, tenantName, id);
  const [status, highlights] = await Promise.all([
    statusOf(db, tenantName, userId, tournament),
    highlightsOf(db, tournament, ctx),
  ]);
  return { ...status, ...(highlights ? { highlights } : {}) };
}

export async function statusOf(
  db: Db,
  tenantName: string,
  userId: string | undefined,
  tournament: CatalogueItemRow,
): Promise<TournamentStatus> {
  const scope = userId ? { tenantName, userId } : undefined;
  const teamSize = teamSizeOf(tournament);
  const [state, teams, challenges, registration, myTeamId, requested] = await Promise.all([
    stateOf(db, tournament),
    teamsOf(db, tenantName, tournament.id, teamSize),
    challengesProgress(db, scope, tournament),
    userId ? registrationOf(db, tenantName, tournament.id, userId) : undefined,
    userId ? teamOfUser(db, tenantName, tournament.id, userId) : undefined,
    userId
      ? db
          .select({ teamId: tournamentInvitations.teamId })
          .from(tournamentInvitations)
          .where(
            and(
              eq(tournamentInvitations.tenantName, tenantName),
              eq(tournamentInvitations.tournamentId, tournament.id),
              eq(tournamentInvitations.userId, userId),
              eq(tournamentInvitations.kind, 'join-request'),
              eq(tournamentInvitations.status, 'PENDING'),
            ),
          )
      : [],
  ]);
  const { startsAt = '', endsAt = '', provider = '' } = tournament.props;
  return {
    tournamentId: tournament.id,
    state,
    startsAt,
    endsAt,
    provider,
    teamSize,
    registered: registration !== undefined,
    ...(registration?.ingameId ? { ingameId: registration.ingameId } : {}),
    ...(myTeamId !== undefined ? { myTeamId } : {}),
    captain: teams.some(
      (team) => team.teamId === myTeamId && team.members.some((m) => m.captain && m.userId === userId),
    ),
    requestedTeamIds: requested.map((row) => row.teamId),
    teams,
    challenges,
  };
}

/** An in-game id names one player of a tournament (compared without case): another player's is refused. */
async function claimIngameId(tx: Db, scope: Scope, tournamentId: number, ingameId: string) {
  const folded = ingameId.toLowerCase();
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`ingame:${scope.tenantName}:${tournamentId}:${folded}`}))`,
  );
  const [other] = await tx
    .select({ userId: tournamentRegistrations.userId })
    .from(tournamentRegistrations)
    .where(
      and(
        eq(tournamentRegistrations.tenantName, scope.tenantName),
        eq(tournamentRegistrations.tournamentId, tournamentId),
        sql`lower(${tournamentRegistrations.ingameId}) = ${folded}`,
        ne(tournamentRegistrations.userId, scope.userId),
      ),
    )
    .limit(1);
  if (other)
    throw refuse(
      409,
      TOURNAMENT_ERRORS.ingameIdTaken,
      'Another player of this tournament uses that in-game id.',
    );
}

/** Registers (idempotent; the in-game id may be set or changed); the first registration is a server event. */
export async function register(tx: Db, scope: Scope, tournament: CatalogueItemRow, ingameId?: string) {
  if (ingameId) await claimIngameId(tx, scope, tournament.id, ingameId);
  const [created] = await tx
    .insert(tournamentRegistrations)
    .values({ ...scope, tournamentId: tournament.id, ingameId: ingameId ?? null })
    .onConflictDoNothing()
    .returning({ userId: tournamentRegistrations.userId });
  if (created) await recordServerEvent(tx, scope, tournament, 'register');
  else if (ingameId)
    await tx
      .update(tournamentRegistrations)
      .set({ ingameId })
      .where(
        and(
          eq(tournamentRegistrations.tenantName, scope.tenantName),
          eq(tournamentRegistrations.tournamentId, tournament.id),
          eq(tournamentRegistrations.userId, scope.userId),
        ),
      );
}

/** POST /tournament/registerTournament/{id}: closed once the tournament is over. */
export async function registerTournament(db: Db, scope: Scope, id: number, ingameId?: string) {
  const tournament = await findTournament(db, scope.tenantName, id);
  await refuseFinished(db, tournament);
  await db.transaction((tx) => register(tx, scope, tournament, ingameId));
  return statusOf(db, scope.tenantName, scope.userId, tournament);
}

/**
 * POST /tournament/createTeam/{id}: a registered user without a team founds one and captains it; solo
 * tournaments (team size 1) have no teams; names are unique per tournament.
 */
export async function createTeam(db: Db, scope: Scope, id: number, teamName: string) {
  const tournament = await findTournament(db, scope.tenantName, id);
  await refuseFinished(db, tournament);
  if (teamSizeOf(tournament) <= 1)
    throw refuse(409, TOURNAMENT_ERRORS.solo, 'This tournament is played alone, without teams.');
  if (!(await registrationOf(db, scope.tenantName, tournament.id, scope.userId)))
    throw refuse(409, TOURNAMENT_ERRORS.notRegistered, 'Register for the tournament first.');
  if ((await teamOfUser(db, scope.tenantName, tournament.id, scope.userId)) !== undefined)
    throw refuse(409, TOURNAMENT_ERRORS.alreadyInTeam, 'You are already in a team of this tournament.');
  const [taken] = await db
    .select({ id: tournamentTeams.id })
    .from(tournamentTeams)
    .where(
      and(
        eq(tournamentTeams.tenantName, scope.tenantName),
        eq(tournamentTeams.tournamentId, tournament.id),
        eq(tournamentTeams.name, teamName),
      ),
    );
  if (taken) throw refuse(409, TOURNAMENT_ERRORS.teamNameTaken, 'A team of this tournament has that name.');
  // Two submits at once: the second meets the unique keys (name, one team per user) and is answered like the checks.
  await db
    .transaction(async (tx) => {
      const [team] = await tx
        .insert(tournamentTeams)
        .values({
          tenantName: scope.tenantName,
          tournamentId: tournament.id,
          name: teamName,
          captainId: scope.userId,
        })
        .returning({ id: tournamentTeams.id });
      await tx
        .insert(tournamentTeamMembers)
        .values({ ...scope, tournamentId: tournament.id, teamId: team?.id as number });
      await recordServerEvent(tx, scope, tournament, 'team');
    })
    .catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      if ((await teamOfUser(db, scope.tenantName, tournament.id, scope.userId)) !== undefined)
        throw refuse(409, TOURNAMENT_ERRORS.alreadyInTeam, 'You are already in a team of this tournament.');
      throw refuse(409, TOURNAMENT_ERRORS.teamNameTaken, 'A team of this tournament has that name.');
    });
  return statusOf(db, scope.tenantName, scope.userId, tournament);
}
