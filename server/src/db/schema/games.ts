import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { at, itemRef, tenantRef } from './columns.ts';

/** How a game session was started: a signed-in play, a visitor's (or user's) free play, an arcade competition run. */
export type GameSessionMode = 'play' | 'free' | 'arcade';

/**
 * One run of a game (issue 19): started by /game/play, /game/play-free or an arcade competition, named by
 * a signed session token inside the game page, so a score can be posted only for a session that was started,
 * once (score_posted_at). Free plays are counted here per device and visitor (or user) and day.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantName: tenantRef(),
    itemId: itemRef(),
    /** Null for a visitor's free play. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The device class id the portal sent (GET /device). */
    deviceId: integer('device_id').notNull(),
    /** Who counts for the free-play limit: `user:<id>` or `visitor:<random id of the visitor cookie>`. */
    player: text('player').notNull(),
    mode: text('mode').$type<GameSessionMode>().notNull(),
    /** The arcade competition the run is for (arcade mode only). */
    competitionId: integer('competition_id'),
    startedAt: at('started_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    score: integer('score'),
    scorePostedAt: at('score_posted_at'),
  },
  (t) => [
    index('game_sessions_free_count_idx').on(t.tenantName, t.player, t.deviceId, t.startedAt),
    index('game_sessions_item_idx').on(t.itemId),
  ],
);
export type GameSessionRow = typeof gameSessions.$inferSelect;
