import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { at, itemRef, tenantRef, userRef } from './columns.ts';

/** Tickets for a place of a competition's final ranking (place 1 is the best score). */
export interface ArcadePrize {
  place: number;
  tickets: number;
}

/**
 * An arcade competition (issue 19, commerce §2): one arcade game of a tenant between starts_at and ends_at.
 * Its state follows from the clock (upcoming, running, finished); rewarded_at is set once the top places'
 * tickets were granted, after it finished.
 */
export const arcadeCompetitions = pgTable(
  'arcade_competitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantName: tenantRef(),
    itemId: itemRef(),
    /** Stable per tenant (the seed's natural key). */
    slug: text('slug').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    prizes: jsonb('prizes').$type<ArcadePrize[]>().notNull(),
    rewardedAt: at('rewarded_at'),
  },
  (t) => [
    unique('arcade_competitions_slug_uq').on(t.tenantName, t.slug),
    index('arcade_competitions_item_idx').on(t.tenantName, t.itemId, t.startsAt),
    check('arcade_competitions_window_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A user's best score in a competition: one row per user, raised only by a better score. */
export const arcadeScores = pgTable(
  'arcade_scores',
  {
    tenantName: tenantRef(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => arcadeCompetitions.id, { onDelete: 'cascade' }),
    userId: userRef(),
    score: integer('score').notNull(),
    /** When the best score was reached (ties rank the earlier one first). */
    scoredAt: at('scored_at').notNull().defaultNow(),
  },
  (t) => [
    unique('arcade_scores_user_uq').on(t.tenantName, t.competitionId, t.userId),
    index('arcade_scores_rank_idx').on(t.tenantName, t.competitionId, t.score.desc(), t.scoredAt),
    check('arcade_scores_score_ck', sql`${t.score} >= 0`),
  ],
);
export type ArcadeCompetitionRow = typeof arcadeCompetitions.$inferSelect;
