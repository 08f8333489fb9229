import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RewardCurrency, RewardSource } from '../../../../contract/rewards.ts';
import { users } from './auth.ts';
import { at, itemRef, tenantRef, userRef } from './columns.ts';
import type { LocalizedText } from './localized-text.ts';

/**
 * The rewards ledger (commerce §3): one row per reward granted, unique per (tenant, user, source, currency), so
 * a challenge step, an arcade competition or a tournament pays each user once. `label` says what earned it.
 */
export const rewardGrants = pgTable(
  'reward_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantName: tenantRef(),
    userId: userRef(),
    currency: text('currency').$type<RewardCurrency>().notNull(),
    amount: integer('amount').notNull(),
    sourceKind: text('source_kind').$type<RewardSource>().notNull(),
    sourceId: text('source_id').notNull(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('reward_grants_source_uq').on(t.tenantName, t.userId, t.sourceKind, t.sourceId, t.currency),
    index('reward_grants_user_idx').on(t.tenantName, t.userId, t.createdAt.desc(), t.id.desc()),
    check('reward_grants_currency_ck', sql`${t.currency} in ('TICKETS', 'COINS')`),
    check('reward_grants_source_ck', sql`${t.sourceKind} in ('challenge-step', 'arcade', 'tournament')`),
    check('reward_grants_amount_ck', sql`${t.amount} > 0`),
  ],
);

/** A user's opt-in to a challenge (PATCH /kafka/optInChallenge/{id}); the tournament is the catalogue item. */
export const challengeOptIns = pgTable(
  'challenge_opt_ins',
  {
    tenantName: tenantRef(),
    userId: userRef(),
    challengeId: text('challenge_id').notNull(),
    tournamentId: itemRef(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('challenge_opt_ins_uq').on(t.tenantName, t.userId, t.challengeId),
    index('challenge_opt_ins_tournament_idx').on(t.tenantName, t.tournamentId, t.userId),
  ],
);

/** Append-only challenge events (the spec's "kafka"): progress is these counted per step. */
export const challengeEvents = pgTable(
  'challenge_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantName: tenantRef(),
    userId: userRef(),
    challengeId: text('challenge_id').notNull(),
    tournamentId: itemRef(),
    type: text('type').notNull(),
    /** 'server' (what it witnessed itself) or 'portal' (what the client reported). */
    source: text('source').notNull(),
    /** The content a portal event is about (the video watched). */
    contentId: integer('content_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('challenge_events_user_idx').on(t.tenantName, t.userId, t.challengeId, t.id),
    check('challenge_events_source_ck', sql`${t.source} in ('server', 'portal')`),
  ],
);

/** A user's registration for a tournament (POST /tournament/registerTournament/{id}). */
export const tournamentRegistrations = pgTable(
  'tournament_registrations',
  {
    tenantName: tenantRef(),
    tournamentId: itemRef(),
    userId: userRef(),
    ingameId: text('ingame_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('tournament_registrations_uq').on(t.tenantName, t.tournamentId, t.userId),
    index('tournament_registrations_user_idx').on(t.tenantName, t.userId),
  ],
);

export const tournamentTeams = pgTable(
  'tournament_teams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantName: tenantRef(),
    tournamentId: itemRef(),
    name: text('name').notNull(),
    captainId: uuid('captain_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('tournament_teams_tournament_idx').on(t.tenantName, t.tournamentId),
    unique('tournament_teams_name_uq').on(t.tenantName, t.tournamentId, t.name),
  ],
);

/** Team members: one team per user and tournament (the unique key), the captain among them. */
export const tournamentTeamMembers = pgTable(
  'tournament_team_members',
  {
    tenantName: tenantRef(),
    tournamentId: itemRef(),
    teamId: integer('team_id')
      .notNull()
      .references(() => tournamentTeams.id, { onDelete: 'cascade' }),
    userId: userRef(),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [
    unique('tournament_team_members_user_uq').on(t.tenantName, t.tournamentId, t.userId),
    index('tournament_team_members_team_idx').on(t.teamId),
  ],
);

export type InvitationKind = 'invitation' | 'join-request';
export type InvitationStatus = 'PENDING' | 'ACCEPTED' | 'DECLINED';

/**
 * An invitation (the captain invites `userId`) or a join request (`userId` asks the captain). Answered by
 * `userId` (invitation) or the captain (join request). `notified_at` is when the party who must see it now
 * (the one to answer while pending, the other party once answered) was shown it.
 */
export const tournamentInvitations = pgTable(
  'tournament_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantName: tenantRef(),
    tournamentId: itemRef(),
    teamId: integer('team_id')
      .notNull()
      .references(() => tournamentTeams.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InvitationKind>().notNull(),
    /** Who joins the team if it is accepted. */
    userId: userRef(),
    /** Who sent it: the captain (invitation) or the user (join request). */
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<InvitationStatus>().notNull().default('PENDING'),
    notifiedAt: at('notified_at'),
    notifiedSource: text('notified_source'),
    createdAt: at('created_at').notNull().defaultNow(),
    answeredAt: at('answered_at'),
  },
  (t) => [
    index('tournament_invitations_user_idx').on(t.tenantName, t.userId, t.status),
    index('tournament_invitations_team_idx').on(t.teamId, t.status),
    // One open question per team and user: a repeated request or invitation finds the pending one.
    uniqueIndex('tournament_invitations_pending_uq')
      .on(t.teamId, t.userId)
      .where(sql`${t.status} = 'PENDING'`),
    check('tournament_invitations_kind_ck', sql`${t.kind} in ('invitation', 'join-request')`),
    check('tournament_invitations_status_ck', sql`${t.status} in ('PENDING', 'ACCEPTED', 'DECLINED')`),
  ],
);
