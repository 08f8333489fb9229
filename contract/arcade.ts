import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';
import { PLAY_PROTOCOLS } from './player.ts';
import { StructureQuerySchema } from './structure.ts';
import { INT32_MAX, int32Id, int32IdText, safeText } from './text.ts';

/**
 * Commerce §2/§7 arcade (issue 19): competitions of an arcade game with a time window and a state from it,
 * POST /game/arcade-competition {contentId, protocol} (a game session in mode arcade for the running
 * competition), POST /game/arcade/score {session, score} (the signed session's one score, plausible for its
 * time), GET /game/leaderboard/{contentId} (getLeaderboard, signed in only) and ticket prizes for the top
 * places once a competition finished.
 */

export const ARCADE_STATES = ['upcoming', 'running', 'finished'] as const;
export type ArcadeState = (typeof ARCADE_STATES)[number];

/** Problem codes the portal acts on. */
export const ARCADE_ERRORS = {
  /** 404: the game has no competition (of the asked state). */
  noCompetition: 'ARCADE_NO_COMPETITION',
  /** 409: no competition of the game runs now. */
  notRunning: 'ARCADE_NOT_RUNNING',
  /** 403: the session token is forged, expired, or another tenant's or user's. */
  sessionInvalid: 'ARCADE_SESSION_INVALID',
  /** 409: the session is not an arcade run of a competition. */
  sessionNotArcade: 'ARCADE_SESSION_NOT_ARCADE',
  /** 409: the session's score was posted already (a replay). */
  alreadyScored: 'ARCADE_ALREADY_SCORED',
  /** 410: the session's competition has finished. */
  finished: 'ARCADE_COMPETITION_FINISHED',
  /** 422: more points than the game can make in the time the session has run. */
  implausible: 'ARCADE_SCORE_IMPLAUSIBLE',
} as const;

export const ArcadePrizeSchema = v.object({ place: v.number(), tickets: v.number() });

export const ArcadeCompetitionSchema = v.object({
  competitionId: v.number(),
  contentId: v.number(),
  state: v.picklist(ARCADE_STATES),
  startsAt: v.string(),
  endsAt: v.string(),
  prizes: v.array(ArcadePrizeSchema),
});
export type ArcadeCompetition = v.InferOutput<typeof ArcadeCompetitionSchema>;

export const ArcadeCompetitionRequestSchema = v.strictObject({
  contentId: int32Id('must be an arcade game id'),
  protocol: v.optional(v.picklist(PLAY_PROTOCOLS, 'must be https or http'), 'https'),
  deviceId: v.optional(int32Id('must be a device id')),
});

export const ArcadeRunSchema = v.object({
  /** The game page on the game origin, under a grant for this run. */
  url: v.string(),
  origin: v.string(),
  /** The game session this run is. */
  sessionId: v.string(),
  /** The signed session token the page posts its scores with (the portal matches the frame's scores to it). */
  session: v.string(),
  expiresAt: v.string(),
  useGameFrame: v.boolean(),
  competition: ArcadeCompetitionSchema,
});
export type ArcadeRun = v.InferOutput<typeof ArcadeRunSchema>;

const SessionToken = v.pipe(
  v.string('must be a session token'),
  safeText(),
  v.regex(/^[A-Za-z0-9_-]{1,1024}\.[A-Za-z0-9_-]{43}$/, 'must be a session token'),
);

export const ArcadeScoreRequestSchema = v.strictObject({
  session: SessionToken,
  score: v.pipe(
    v.number('must be a score'),
    v.integer('must be a whole number'),
    v.minValue(0, 'must not be negative'),
    v.maxValue(INT32_MAX, 'is too large'),
  ),
});

export const ArcadeScoreAnswerSchema = v.object({
  competitionId: v.number(),
  score: v.number(),
  /** The caller's best in the competition after this score, and its rank. */
  best: v.number(),
  rank: v.number(),
  /** Whether this score raised the caller's best. */
  improved: v.boolean(),
});
export type ArcadeScoreAnswer = v.InferOutput<typeof ArcadeScoreAnswerSchema>;

export const LeaderboardEntrySchema = v.object({
  rank: v.number(),
  displayName: v.string(),
  score: v.number(),
  /** The caller's own row. */
  me: v.boolean(),
});
export type LeaderboardEntry = v.InferOutput<typeof LeaderboardEntrySchema>;

export const LeaderboardSchema = v.object({
  competition: ArcadeCompetitionSchema,
  entries: v.array(LeaderboardEntrySchema),
  /** The caller's best and rank; absent before their first score. */
  mine: v.optional(v.object({ score: v.number(), rank: v.number() })),
  players: v.number(),
});
export type Leaderboard = v.InferOutput<typeof LeaderboardSchema>;

export const LEADERBOARD_SIZE = 10;

const ContentParamsSchema = v.strictObject({ contentId: int32IdText('must be an arcade game id') });
const CompetitionQuerySchema = v.strictObject({
  lang: StructureQuerySchema.entries.lang,
  state: v.optional(v.picklist(ARCADE_STATES, 'must be upcoming, running or finished')),
});

export const arcadeEndpoints = defineEndpoints({
  /** The game's competition of the asked state (running by default, else the nearest one): visitors too. */
  competition: {
    method: 'GET',
    path: '/game/arcade/competition/:contentId',
    params: ContentParamsSchema,
    query: CompetitionQuerySchema,
    response: ArcadeCompetitionSchema,
  },
  start: {
    method: 'POST',
    path: '/game/arcade-competition',
    query: v.strictObject({ lang: StructureQuerySchema.entries.lang }),
    body: ArcadeCompetitionRequestSchema,
    response: ArcadeRunSchema,
  },
  score: {
    method: 'POST',
    path: '/game/arcade/score',
    body: ArcadeScoreRequestSchema,
    response: ArcadeScoreAnswerSchema,
  },
  /** getLeaderboard: signed in only. */
  leaderboard: {
    method: 'GET',
    path: '/game/leaderboard/:contentId',
    params: ContentParamsSchema,
    query: CompetitionQuerySchema,
    response: LeaderboardSchema,
  },
});
