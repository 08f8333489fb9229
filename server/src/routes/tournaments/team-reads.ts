import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Team, TeamMember } from '../../../../contract/tournaments.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import {
  tournamentRegistrations,
  tournamentTeamMembers,
  tournamentTeams,
} from '../../db/schema/tournaments.ts';

/**
 * How a player is shown to others (team lists are public, visitors included): the first name and the last
 * name's initial, never the full name.
 */
export const userNameOf = (user: { name: string; lastName: string }) => {
  const initial = [...user.lastName.trim()][0];
  return initial ? `${user.name.trim()} ${initial}.` : user.name.trim();
};

/** The teams of a tournament (or only the given ones), captain first, each member with their in-game id. */
export async function teamsOf(
  db: Db,
  tenantName: string,
  tournamentId: number,
  teamSize: number,
  only?: number[],
): Promise<Team[]> {
  const teams = await db
    .select()
    .from(tournamentTeams)
    .where(
      and(
        eq(tournamentTeams.tenantName, tenantName),
        eq(tournamentTeams.tournamentId, tournamentId),
        ...(only ? [inArray(tournamentTeams.id, only.length ? only : [0])] : []),
      ),
    )
    .orderBy(asc(tournamentTeams.createdAt), asc(tournamentTeams.id));
  if (teams.length === 0) return [];
  const members = await db
    .select({
      teamId: tournamentTeamMembers.teamId,
      userId: tournamentTeamMembers.userId,
      name: users.name,
      lastName: users.lastName,
      ingameId: tournamentRegistrations.ingameId,
    })
    .from(tournamentTeamMembers)
    .innerJoin(users, eq(users.id, tournamentTeamMembers.userId))
    .leftJoin(
      tournamentRegistrations,
      and(
        eq(tournamentRegistrations.tenantName, tournamentTeamMembers.tenantName),
        eq(tournamentRegistrations.tournamentId, tournamentTeamMembers.tournamentId),
        eq(tournamentRegistrations.userId, tournamentTeamMembers.userId),
      ),
    )
    .where(
      and(
        eq(tournamentTeamMembers.tenantName, tenantName),
        inArray(
          tournamentTeamMembers.teamId,
          teams.map((team) => team.id),
        ),
      ),
    )
    .orderBy(asc(tournamentTeamMembers.joinedAt));
  return teams.map((team) => {
    const list: TeamMember[] = members
      .filter((m) => m.teamId === team.id)
      .map((m) => ({
        userId: m.userId,
        userName: userNameOf(m),
        ...(m.ingameId ? { ingameId: m.ingameId } : {}),
        captain: m.userId === team.captainId,
      }))
      .sort((a, b) => Number(b.captain) - Number(a.captain));
    return { teamId: team.id, teamName: team.name, members: list, full: list.length >= teamSize };
  });
}

/** A team of the tenant by id, for update when `lock` (accepting into it counts its members first). */
export async function teamRow(db: Db, tenantName: string, teamId: number, lock = false) {
  const query = db
    .select()
    .from(tournamentTeams)
    .where(and(eq(tournamentTeams.tenantName, tenantName), eq(tournamentTeams.id, teamId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function memberCount(db: Db, teamId: number): Promise<number> {
  const rows = await db
    .select({ userId: tournamentTeamMembers.userId })
    .from(tournamentTeamMembers)
    .where(eq(tournamentTeamMembers.teamId, teamId));
  return rows.length;
}

/** The user's team in a tournament, if any. */
export async function teamOfUser(db: Db, tenantName: string, tournamentId: number, userId: string) {
  const [row] = await db
    .select({ teamId: tournamentTeamMembers.teamId })
    .from(tournamentTeamMembers)
    .where(
      and(
        eq(tournamentTeamMembers.tenantName, tenantName),
        eq(tournamentTeamMembers.tournamentId, tournamentId),
        eq(tournamentTeamMembers.userId, userId),
      ),
    );
  return row?.teamId;
}

export async function registrationOf(db: Db, tenantName: string, tournamentId: number, userId: string) {
  const [row] = await db
    .select()
    .from(tournamentRegistrations)
    .where(
      and(
        eq(tournamentRegistrations.tenantName, tenantName),
        eq(tournamentRegistrations.tournamentId, tournamentId),
        eq(tournamentRegistrations.userId, userId),
      ),
    );
  return row;
}
