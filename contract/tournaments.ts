import * as v from 'valibot';
import { ChallengeProgressSchema, TOURNAMENT_STATES } from './challenges.ts';
import { defineEndpoints } from './endpoint.ts';
import { LocaleCodeSchema } from './locales.ts';
import { StructureNodeSchema } from './structure.ts';
import { int32Id, int32IdText, safeText } from './text.ts';

/**
 * Commerce §3/§7 tournaments: a state from the tournament's dates, registration, teams (one per user and
 * tournament, at most the tournament's team size), join requests (answered by the captain) and invitations
 * (answered by the invited user), the notifications they make, and the two structure fragments the
 * /notifications page reads.
 */

export const INVITATION_KINDS = ['invitation', 'join-request'] as const;
export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;
/** Commerce §7: markInvitationNotified's source when the call names none. */
export const DEFAULT_NOTIFIED_SOURCE = 'smartlink';
export const TEAM_NAME_MAX = 40;
export const INGAME_ID_MAX = 40;

export const TeamMemberSchema = v.object({
  userId: v.string(),
  userName: v.string(),
  ingameId: v.optional(v.string()),
  captain: v.boolean(),
});
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>;

export const TeamSchema = v.object({
  teamId: v.number(),
  teamName: v.string(),
  members: v.array(TeamMemberSchema),
  full: v.boolean(),
});
export type Team = v.InferOutput<typeof TeamSchema>;

/** One tournament as the caller sees it (visitors: not registered, no team). */
export const TournamentStatusSchema = v.object({
  tournamentId: v.number(),
  state: v.picklist(TOURNAMENT_STATES),
  startsAt: v.string(),
  endsAt: v.string(),
  provider: v.string(),
  teamSize: v.number(),
  registered: v.boolean(),
  ingameId: v.optional(v.string()),
  myTeamId: v.optional(v.number()),
  /** Whether the caller captains that team (and so invites players and answers join requests). */
  captain: v.boolean(),
  /** Teams the caller asked to join and that have not answered yet. */
  requestedTeamIds: v.array(v.number()),
  teams: v.array(TeamSchema),
  challenges: v.array(ChallengeProgressSchema),
  /** The tournament's highlights video, whose watching a challenge step may count (POST /kafka/event). */
  highlights: v.optional(
    v.object({ contentId: v.number(), title: v.string(), videoUrl: v.string(), poster: v.string() }),
  ),
});
export type TournamentStatus = v.InferOutput<typeof TournamentStatusSchema>;

/**
 * Commerce §3 Tournament entity (provider, teamId, teamName, userName, ingameId, status, userId) as one
 * notification: an invitation or a join request. userId/userName are the other party (who invited or asked);
 * a pending one addressed to the caller carries the team's members.
 */
export const TournamentNotificationSchema = v.object({
  id: v.number(),
  kind: v.picklist(INVITATION_KINDS),
  tournamentId: v.number(),
  tournamentTitle: v.string(),
  provider: v.string(),
  teamId: v.number(),
  teamName: v.string(),
  userId: v.string(),
  userName: v.string(),
  ingameId: v.optional(v.string()),
  status: v.picklist(INVITATION_STATUSES),
  /** Whether the caller must answer it (a pending invitation to them, a pending request to their team). */
  toAnswer: v.boolean(),
  notified: v.boolean(),
  members: v.optional(v.array(TeamMemberSchema)),
  createdAt: v.string(),
});
export type TournamentNotification = v.InferOutput<typeof TournamentNotificationSchema>;

/** The fragments' ids: "all", or a tournament's id for its notifications only. */
const FragmentId = v.union([v.literal('all'), int32IdText('must be a tournament id or all')]);

const TeamName = v.pipe(
  v.string('must be a team name'),
  safeText(),
  v.trim(),
  v.minLength(2, 'must be a team name of 2 to 40 characters'),
  v.maxLength(TEAM_NAME_MAX, 'must be a team name of 2 to 40 characters'),
);

const IngameId = v.pipe(
  v.string('must be an in-game id'),
  safeText(),
  v.trim(),
  v.regex(/^[\p{L}\p{N}_.-]{2,40}$/u, 'must be an in-game id of 2 to 40 letters, digits, _ . -'),
);

const Params = v.object({ id: int32IdText('must be a tournament id') });
const TeamParams = v.object({ teamId: int32IdText('must be a team id') });

export const tournamentEndpoints = defineEndpoints({
  status: {
    method: 'GET',
    path: '/tournament/status/:id',
    params: Params,
    query: v.strictObject({ lang: v.optional(LocaleCodeSchema) }),
    response: TournamentStatusSchema,
  },
  register: {
    method: 'POST',
    path: '/tournament/registerTournament/:id',
    params: Params,
    body: v.strictObject({ ingameId: v.optional(IngameId) }),
    response: TournamentStatusSchema,
  },
  createTeam: {
    method: 'POST',
    path: '/tournament/createTeam/:id',
    params: Params,
    body: v.strictObject({ teamName: TeamName }),
    response: TournamentStatusSchema,
  },
  sendJoinRequest: {
    method: 'POST',
    path: '/tournament/sendJoinRequest/:teamId',
    params: TeamParams,
    response: TournamentStatusSchema,
  },
  invite: {
    method: 'POST',
    path: '/tournament/invite/:teamId',
    params: TeamParams,
    /** An e-mail address, or the in-game id of a player registered for the tournament. */
    body: v.strictObject({
      user: v.pipe(
        v.string('must be an e-mail or in-game id'),
        safeText(),
        v.trim(),
        v.minLength(2, 'must be an e-mail or in-game id'),
        v.maxLength(254, 'must be an e-mail or in-game id'),
      ),
    }),
    response: TournamentStatusSchema,
  },
  answer: {
    method: 'PATCH',
    path: '/tournament/addInvitationResponse/:id',
    params: v.object({ id: int32IdText('must be an invitation id') }),
    body: v.strictObject({ response: v.picklist(['accept', 'decline'], 'must be accept or decline') }),
    response: TournamentNotificationSchema,
  },
  markNotified: {
    method: 'PATCH',
    path: '/tournament/markInvitationNotified',
    body: v.strictObject({
      source: v.optional(
        v.pipe(v.string(), safeText(), v.regex(/^[a-z][a-z0-9-]{0,31}$/, 'must be a source name')),
      ),
      /** Only these notifications; all of the caller's when absent. */
      ids: v.optional(v.pipe(v.array(int32Id('must be a notification id')), v.maxLength(100))),
    }),
    response: v.object({ marked: v.number() }),
  },
  teamNotifications: {
    method: 'GET',
    path: '/structure/tournament-team-notifications/fragment/:id',
    params: v.object({ id: FragmentId }),
    query: v.strictObject({ lang: v.optional(LocaleCodeSchema) }),
    response: StructureNodeSchema,
  },
  pendingRequests: {
    method: 'GET',
    path: '/structure/tournament-pending-requests/fragment/:id',
    params: v.object({ id: FragmentId }),
    query: v.strictObject({ lang: v.optional(LocaleCodeSchema) }),
    response: StructureNodeSchema,
  },
});

/** The fragment names (commerce §7): user-specific, so these routes answer them before the structure route. */
export const TOURNAMENT_FRAGMENTS = {
  teamNotifications: 'tournament-team-notifications',
  pendingRequests: 'tournament-pending-requests',
} as const;
