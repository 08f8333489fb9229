import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { type ArcadePrize, arcadeCompetitions, arcadeScores } from '../src/db/schema/arcade.ts';
import { users } from '../src/db/schema/auth.ts';
import { catalogueItems } from '../src/db/schema/catalogue.ts';

/** Tickets for the top three of every seeded competition. */
export const SEED_PRIZES: ArcadePrize[] = [
  { place: 1, tickets: 100 },
  { place: 2, tickets: 50 },
  { place: 3, tickets: 25 },
];

/** Every arcade game gets a finished, a running and an upcoming competition with these windows. */
export const SEED_COMPETITION_WINDOWS = {
  finished: { startsAt: '2026-06-01T00:00:00Z', endsAt: '2026-06-30T23:59:59Z' },
  running: { startsAt: '2026-11-01T00:00:00Z', endsAt: '2028-12-31T23:59:59Z' },
  upcoming: { startsAt: '2029-01-01T00:00:00Z', endsAt: '2029-01-31T23:59:59Z' },
} as const;

/**
 * Demo players whose scores fill the leaderboards (listener@, the journeys' subscriber, is left out so its
 * first score is its own).
 */
const PLAYERS = ['owner@demo.example', 'free@demo.example', 'player@demo.example', 'basic@demo.example'];

/** A stable demo score from the names, so leaderboards look the same on every machine. */
const demoScore = (key: string) => 50 + (createHash('sha256').update(key).digest().readUInt16BE(0) % 950);

/**
 * Creates the tenant's arcade competitions it lacks (by slug) and, for newly created finished and running ones,
 * the demo players' scores. Competitions an operator changed since are left as they are.
 */
export async function seedArcade(db: Db, tenantName: string): Promise<void> {
  const games = await db
    .select({ id: catalogueItems.id, slug: catalogueItems.slug })
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.tenantName, tenantName),
        eq(catalogueItems.kind, 'arcade'),
        sql`${catalogueItems.props} ? 'gameEngine'`,
      ),
    );
  if (games.length === 0) return;
  const players = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.tenantName, tenantName), inArray(sql`lower(${users.email})`, PLAYERS)));
  for (const game of games)
    for (const [state, window] of Object.entries(SEED_COMPETITION_WINDOWS)) {
      const [created] = await db
        .insert(arcadeCompetitions)
        .values({
          tenantName,
          itemId: game.id,
          slug: `${game.slug}-${state}`,
          startsAt: new Date(window.startsAt),
          endsAt: new Date(window.endsAt),
          prizes: SEED_PRIZES,
        })
        .onConflictDoNothing()
        .returning({ id: arcadeCompetitions.id });
      if (!created || state === 'upcoming' || players.length === 0) continue;
      await db
        .insert(arcadeScores)
        .values(
          players.map((player, index) => ({
            tenantName,
            competitionId: created.id,
            userId: player.id,
            score: demoScore(`${tenantName}/${game.slug}/${state}/${player.email}`),
            scoredAt: new Date(Date.parse(window.startsAt) + (index + 1) * 3_600_000),
          })),
        )
        .onConflictDoNothing();
    }
}
