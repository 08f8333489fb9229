import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CatalogueItemRow } from '../../db/schema/catalogue.ts';
import {
  tournamentInvitations,
  tournamentRegistrations,
  tournamentTeamMembers,
} from '../../db/schema/tournaments.ts';
import type { Scope } from '../tournaments/tournament-rules.ts';
import { placeEvents, placeIn, tournamentGameId } from './standings.ts';

/**
 * What the server already knows of a user in a tournament, as the events it would have recorded: registered,
 * in a team, one per invitation of theirs that was accepted, and a top-10 or podium place held now. A first opt-in records these.
 */
export async function factsOf(db: Db, scope: Scope, tournament: CatalogueItemRow): Promise<string[]> {
  const tournamentId = tournament.id;
  const own = <T extends typeof tournamentRegistrations | typeof tournamentTeamMembers>(table: T) =>
    and(
      eq(table.tenantName, scope.tenantName),
      eq(table.tournamentId, tournamentId),
      eq(table.userId, scope.userId),
    );
  const [registered, member, invites] = await Promise.all([
    db.select({ n: count() }).from(tournamentRegistrations).where(own(tournamentRegistrations)),
    db.select({ n: count() }).from(tournamentTeamMembers).where(own(tournamentTeamMembers)),
    db
      .select({ n: count() })
      .from(tournamentInvitations)
      .where(
        and(
          eq(tournamentInvitations.tenantName, scope.tenantName),
          eq(tournamentInvitations.tournamentId, tournamentId),
          eq(tournamentInvitations.fromUserId, scope.userId),
          eq(tournamentInvitations.kind, 'invitation'),
          eq(tournamentInvitations.status, 'ACCEPTED'),
        ),
      ),
  ]);
  const gameId = await tournamentGameId(db, scope.tenantName, tournament);
  const place = gameId === undefined ? undefined : await placeIn(db, scope, tournament, gameId);
  return [
    ...(Number(registered[0]?.n) > 0 ? ['register'] : []),
    ...placeEvents(place),
    ...(Number(member[0]?.n) > 0 ? ['team'] : []),
    ...Array.from({ length: Number(invites[0]?.n ?? 0) }, () => 'invite'),
  ];
}
