import { and, eq, sql } from 'drizzle-orm';
import { TOURNAMENT_ERRORS } from '../../../../contract/challenges.ts';
import type { LocaleCode } from '../../../../contract/locales.ts';
import { enforceRateLimits } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import type { CatalogueItemRow } from '../../db/schema/catalogue.ts';
import {
  type InvitationKind,
  tournamentInvitations,
  tournamentRegistrations,
  tournamentTeamMembers,
} from '../../db/schema/tournaments.ts';
import { recordServerEvent } from '../challenges/challenges.service.ts';
import { notificationById } from './notifications.service.ts';
import { memberCount, registrationOf, teamOfUser, teamRow } from './team-reads.ts';
import { findTournament, refuse, refuseFinished, type Scope, teamSizeOf } from './tournament-rules.ts';
import { register, statusOf } from './tournaments.service.ts';

const teamNotFound = () => refuse(404, TOURNAMENT_ERRORS.teamNotFound, 'There is no such team.');
const teamFull = () => refuse(409, TOURNAMENT_ERRORS.teamFull, 'This team is full.');
const inTeam = (who: string) =>
  refuse(409, TOURNAMENT_ERRORS.alreadyInTeam, `${who} already in a team of this tournament.`);

/** The team (of the tenant) and its tournament, refused once the tournament is over or the team full. */
async function openTeam(db: Db, tenantName: string, teamId: number) {
  const team = await teamRow(db, tenantName, teamId);
  if (!team) throw teamNotFound();
  const tournament = await findTournament(db, tenantName, team.tournamentId);
  await refuseFinished(db, tournament);
  if ((await memberCount(db, team.id)) >= teamSizeOf(tournament)) throw teamFull();
  return { team, tournament };
}

async function pendingOf(db: Db, teamId: number, userId: string) {
  const [row] = await db
    .select({ id: tournamentInvitations.id, kind: tournamentInvitations.kind })
    .from(tournamentInvitations)
    .where(
      and(
        eq(tournamentInvitations.teamId, teamId),
        eq(tournamentInvitations.userId, userId),
        eq(tournamentInvitations.status, 'PENDING'),
      ),
    );
  return row;
}

async function ask(
  db: Db,
  tenantName: string,
  tournament: CatalogueItemRow,
  teamId: number,
  kind: InvitationKind,
  userId: string,
  fromUserId: string,
) {
  await db
    .insert(tournamentInvitations)
    .values({ tenantName, tournamentId: tournament.id, teamId, kind, userId, fromUserId })
    // A concurrent duplicate finds the pending one (the partial unique index): the call stays idempotent.
    .onConflictDoNothing();
}

/**
 * POST /tournament/sendJoinRequest/{teamId}: a registered user without a team asks the captain; a repeat
 * while one is pending changes nothing.
 */
export async function sendJoinRequest(db: Db, scope: Scope, teamId: number) {
  const { team, tournament } = await openTeam(db, scope.tenantName, teamId);
  if (!(await registrationOf(db, scope.tenantName, tournament.id, scope.userId)))
    throw refuse(409, TOURNAMENT_ERRORS.notRegistered, 'Register for the tournament first.');
  if ((await teamOfUser(db, scope.tenantName, tournament.id, scope.userId)) !== undefined)
    throw inTeam('You are');
  if (!(await pendingOf(db, team.id, scope.userId)))
    await ask(db, scope.tenantName, tournament, team.id, 'join-request', scope.userId, scope.userId);
  return statusOf(db, scope.tenantName, scope.userId, tournament);
}

/** Invitations a captain may send in an hour. */
export const INVITE_LIMIT = { limit: 20, windowSeconds: 3600 };

/** The invited user: by e-mail in the tenant, else by the in-game id of a player registered for the tournament. */
async function inviteeOf(db: Db, tenantName: string, tournamentId: number, who: string) {
  const [row] = who.includes('@')
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantName, tenantName), sql`lower(${users.email}) = ${who.toLowerCase()}`))
    : await db
        .select({ id: tournamentRegistrations.userId })
        .from(tournamentRegistrations)
        .where(
          and(
            eq(tournamentRegistrations.tenantName, tenantName),
            eq(tournamentRegistrations.tournamentId, tournamentId),
            sql`lower(${tournamentRegistrations.ingameId}) = ${who.toLowerCase()}`,
          ),
        );
  if (!row) throw refuse(404, TOURNAMENT_ERRORS.userNotFound, 'There is no such player.');
  return row.id;
}

/** POST /tournament/invite/{teamId}: the captain invites a user (e-mail or in-game id) who has no team yet. */
export async function invite(db: Db, scope: Scope, teamId: number, who: string) {
  const team = await teamRow(db, scope.tenantName, teamId);
  if (!team) throw teamNotFound();
  if (team.captainId !== scope.userId)
    throw refuse(403, TOURNAMENT_ERRORS.notCaptain, 'Only the team captain invites players.');
  // Counted before the lookup: an invitation by e-mail also says whether the address is a user's.
  await enforceRateLimits(db, [
    { key: `tournament-invite:${scope.tenantName}:${scope.userId}`, ...INVITE_LIMIT },
  ]);
  const { tournament } = await openTeam(db, scope.tenantName, teamId);
  const invitee = await inviteeOf(db, scope.tenantName, tournament.id, who);
  if ((await teamOfUser(db, scope.tenantName, tournament.id, invitee)) !== undefined)
    throw inTeam('That player is');
  if (!(await pendingOf(db, team.id, invitee)))
    await ask(db, scope.tenantName, tournament, team.id, 'invitation', invitee, scope.userId);
  return statusOf(db, scope.tenantName, scope.userId, tournament);
}

/**
 * PATCH /tournament/addInvitationResponse/{id}: the invited user answers an invitation, the captain a join
 * request. Accepting registers the joining player if needed and puts them in the team (never beyond its
 * size: the team row is locked while its members are counted); both parties' server events follow.
 */
export async function answerInvitation(
  db: Db,
  scope: Scope,
  id: number,
  response: 'accept' | 'decline',
  lang: LocaleCode,
) {
  const [row] = await db
    .select()
    .from(tournamentInvitations)
    .where(and(eq(tournamentInvitations.tenantName, scope.tenantName), eq(tournamentInvitations.id, id)));
  if (!row) throw refuse(404, TOURNAMENT_ERRORS.invitationNotFound, 'There is no such invitation.');
  const team = await teamRow(db, scope.tenantName, row.teamId);
  if (!team) throw teamNotFound();
  const answerer = row.kind === 'invitation' ? row.userId : team.captainId;
  if (answerer !== scope.userId)
    throw refuse(403, TOURNAMENT_ERRORS.notYours, 'Only the invited player or the captain answers this.');
  if (row.status !== 'PENDING') throw refuse(409, TOURNAMENT_ERRORS.answered, 'This was answered already.');
  const tournament = await findTournament(db, scope.tenantName, row.tournamentId);
  await refuseFinished(db, tournament);
  const joiner = { tenantName: scope.tenantName, userId: row.userId };
  await db.transaction(async (tx) => {
    // First, and only while pending: an accept and a decline sent at once cannot both be taken.
    const [answered] = await tx
      .update(tournamentInvitations)
      .set({
        status: response === 'accept' ? 'ACCEPTED' : 'DECLINED',
        answeredAt: sql`now()`,
        // Now the other party is to be told.
        notifiedAt: null,
        notifiedSource: null,
      })
      .where(and(eq(tournamentInvitations.id, row.id), eq(tournamentInvitations.status, 'PENDING')))
      .returning({ id: tournamentInvitations.id });
    if (!answered) throw refuse(409, TOURNAMENT_ERRORS.answered, 'This was answered already.');
    if (response === 'accept') {
      await teamRow(tx, scope.tenantName, team.id, true);
      if ((await memberCount(tx, team.id)) >= teamSizeOf(tournament)) throw teamFull();
      if ((await teamOfUser(tx, scope.tenantName, tournament.id, row.userId)) !== undefined)
        throw inTeam(row.kind === 'invitation' ? 'You are' : 'That player is');
      await register(tx, joiner, tournament);
      await tx
        .insert(tournamentTeamMembers)
        .values({ ...joiner, tournamentId: tournament.id, teamId: team.id });
      await recordServerEvent(tx, joiner, tournament, 'team');
      if (row.kind === 'invitation')
        await recordServerEvent(
          tx,
          { tenantName: scope.tenantName, userId: row.fromUserId },
          tournament,
          'invite',
        );
    }
  });
  return notificationById(db, scope, row.id, lang);
}
