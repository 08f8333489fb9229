import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';
import { StructureNodeSchema, StructureQuerySchema } from './structure.ts';
import { int32Id, safeText } from './text.ts';

/**
 * Commerce §3/§7 challenges: a tournament's challenges (chained or not), each step counting events of one
 * type up to a target and paying its rewards once when done. Users opt in (PATCH /kafka/optInChallenge/{id});
 * events land in an append-only table (POST /kafka/event/{id}; the spec's "kafka" name stays). The server
 * records what it witnesses itself (registration, joining a team, an accepted invitation); the portal may
 * post only what it witnesses (the highlights video watched).
 */

export const CHALLENGE_EVENT_TYPES = [
  'register',
  'play',
  'win',
  'top10',
  'podium',
  'day',
  'watch',
  'team',
  'invite',
  'record',
] as const;
export type ChallengeEventType = (typeof CHALLENGE_EVENT_TYPES)[number];

/** The event types a client may post; the others come from the server's own records or the games. */
export const PORTAL_EVENT_TYPES = ['watch'] as const;

export const TOURNAMENT_STATES = ['upcoming', 'running', 'finished'] as const;
export type TournamentState = (typeof TOURNAMENT_STATES)[number];

/** Problem codes of the challenge and tournament calls the portal acts on. */
export const TOURNAMENT_ERRORS = {
  notFound: 'TOURNAMENT_NOT_FOUND',
  challengeNotFound: 'CHALLENGE_NOT_FOUND',
  finished: 'TOURNAMENT_FINISHED',
  notOptedIn: 'CHALLENGE_NOT_OPTED_IN',
  notRegistered: 'TOURNAMENT_NOT_REGISTERED',
  solo: 'TOURNAMENT_SOLO',
  teamNotFound: 'TEAM_NOT_FOUND',
  teamFull: 'TEAM_FULL',
  teamNameTaken: 'TEAM_NAME_TAKEN',
  alreadyInTeam: 'ALREADY_IN_TEAM',
  notCaptain: 'NOT_TEAM_CAPTAIN',
  userNotFound: 'USER_NOT_FOUND',
  invitationNotFound: 'INVITATION_NOT_FOUND',
  notYours: 'INVITATION_NOT_YOURS',
  answered: 'INVITATION_ANSWERED',
  alreadyAsked: 'INVITATION_PENDING',
  wrongContent: 'CHALLENGE_WRONG_CONTENT',
  ingameIdTaken: 'INGAME_ID_TAKEN',
} as const;

export const ChallengeIdSchema = v.pipe(
  v.string('must be a challenge id'),
  safeText(),
  v.regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be a challenge id'),
);

export const ChallengeStepProgressSchema = v.object({
  event: v.picklist(CHALLENGE_EVENT_TYPES),
  target: v.number(),
  count: v.number(),
  done: v.boolean(),
  /** The step events count towards now (in a chained challenge only the first step not done). */
  active: v.boolean(),
});

export const ChallengeProgressSchema = v.object({
  challengeId: v.string(),
  tournamentId: v.number(),
  optedIn: v.boolean(),
  steps: v.array(ChallengeStepProgressSchema),
  /** TICKETS granted by its completed steps (commerce §3: the reward shown). */
  ticketsEarned: v.number(),
});
export type ChallengeProgress = v.InferOutput<typeof ChallengeProgressSchema>;

export const challengeEndpoints = defineEndpoints({
  optIn: {
    method: 'PATCH',
    path: '/kafka/optInChallenge/:id',
    params: v.object({ id: ChallengeIdSchema }),
    response: ChallengeProgressSchema,
  },
  event: {
    method: 'POST',
    path: '/kafka/event/:id',
    params: v.object({ id: ChallengeIdSchema }),
    body: v.strictObject({
      type: v.picklist(PORTAL_EVENT_TYPES, 'is not an event the portal may report'),
      /** The tournament video watched (one of the challenge's tournament). */
      contentId: int32Id('must be a content id'),
    }),
    response: ChallengeProgressSchema,
  },
  /**
   * The get-challenge-by-id fragment for a signed-in caller: the challenge node with customProperties.progress
   * (a ChallengeProgress). Without an Authorization header the structure route answers it, public and cached.
   */
  challengeWithProgress: {
    method: 'GET',
    path: '/structure/get-challenge-by-id/fragment/:id',
    params: v.object({ id: ChallengeIdSchema }),
    query: StructureQuerySchema,
    response: StructureNodeSchema,
  },
});
