import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/auth.ts';
import { catalogueItems } from '../src/db/schema/catalogue.ts';
import {
  tournamentRegistrations,
  tournamentTeamMembers,
  tournamentTeams,
} from '../src/db/schema/tournaments.ts';

interface SeedTeam {
  tournament: string;
  name: string;
  captain: string;
  ingameId: string;
}

/** A team with a captain in a running tournament, so the join-request and invitation journeys have a counterpart. */
export const SEED_TEAMS: Record<string, SeedTeam[]> = {
  demo: [
    {
      tournament: 'castle-siege-league',
      name: 'Castle Crushers',
      captain: 'player@demo.example',
      ingameId: 'CastleCaptain',
    },
  ],
};

/** Creates the teams a tenant lacks (by name); a team the users changed since is left as it is. */
export async function seedTeams(db: Db, tenantName: string, teams: SeedTeam[]): Promise<void> {
  for (const team of teams) {
    const [tournament] = await db
      .select({ id: catalogueItems.id })
      .from(catalogueItems)
      .where(
        and(
          eq(catalogueItems.tenantName, tenantName),
          eq(catalogueItems.kind, 'tournament'),
          eq(catalogueItems.slug, team.tournament),
        ),
      );
    const [captain] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantName, tenantName), sql`lower(${users.email}) = ${team.captain}`));
    if (!tournament || !captain) continue;
    const [created] = await db
      .insert(tournamentTeams)
      .values({ tenantName, tournamentId: tournament.id, name: team.name, captainId: captain.id })
      .onConflictDoNothing()
      .returning({ id: tournamentTeams.id });
    if (!created) continue;
    const who = { tenantName, tournamentId: tournament.id, userId: captain.id };
    await db
      .insert(tournamentRegistrations)
      .values({ ...who, ingameId: team.ingameId })
      .onConflictDoNothing();
    await db
      .insert(tournamentTeamMembers)
      .values({ ...who, teamId: created.id })
      .onConflictDoNothing();
  }
}
