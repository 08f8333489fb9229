import * as v from 'valibot';
import { ArcadeScoreRequestSchema } from './arcade.ts';
import { defineEndpoints } from './endpoint.ts';
import { PurchaseOptionSchema } from './player.ts';
import { StructureQuerySchema } from './structure.ts';
import { int32Id, int32IdText } from './text.ts';

/**
 * Commerce §7 games (issue 19): POST /game/play (signed in; subscription covering GAME, wallet, or a FREE
 * game), POST /game/play-free (visitors too, DOWNLOAD_TO_OWN_FREEMIUM games only, a few plays per device and
 * day), POST /game/download (a DOWNLOAD_TO_OWN game the caller owns or whose subscription covers games: a
 * zip of the HTML5 build under a signed, tenant-bound grant), and the named URL lookups getOnlineGameUrl,
 * getOnlineGameFreeUrl and getDownloadableGameUrl. A game page lives on the separate game origin under a
 * signed grant bound to tenant, game, game session, language and expiry (its protocol: game-protocol.ts).
 */

/** Problem codes of the game calls the portal acts on. */
export const GAME_ERRORS = {
  /** 404: no such game in the tenant. */
  notFound: 'GAME_NOT_FOUND',
  /** 403, `data` as GameNotEntitledData: what would make the game playable or downloadable. */
  notEntitled: 'NOT_ENTITLED',
  /** 409: a download-only game asked for online play. */
  notOnline: 'GAME_NOT_ONLINE',
  /** 409: an online game asked for as a download. */
  notDownloadable: 'GAME_NOT_DOWNLOADABLE',
  /** 403: free play is offered for DOWNLOAD_TO_OWN_FREEMIUM games only. */
  freePlayNotOffered: 'FREE_PLAY_NOT_OFFERED',
  /** 429, `data` as FreePlayLimitData: this device's free plays of the day are used up. */
  freePlayLimit: 'FREE_PLAY_LIMIT_REACHED',
  /** Game origin refusals (403). */
  grantInvalid: 'GAME_GRANT_INVALID',
  grantExpired: 'GAME_GRANT_EXPIRED',
  grantOtherTenant: 'GAME_GRANT_OTHER_TENANT',
  /** 403: POST /game/score with a forged or expired session token, or another tenant's or user's. */
  sessionInvalid: 'GAME_SESSION_INVALID',
  /** 409: the session is not a play (free plays and arcade runs are not scored here). */
  sessionNotPlay: 'GAME_SESSION_NOT_PLAY',
  /** 409: the session's score was posted already (a replay). */
  alreadyScored: 'GAME_ALREADY_SCORED',
  /** 422: more points than the game can make in the time the session has run. */
  implausible: 'GAME_SCORE_IMPLAUSIBLE',
} as const;

/** Commerce §7 request body of /game/play, /game/play-free and /game/download. */
export const GameRequestSchema = v.strictObject({
  articleId: int32Id('must be a game id'),
  distributionChannel: v.optional(v.picklist(['WEB'], 'must be WEB'), 'WEB'),
  deviceId: int32Id('must be a device id'),
});
export type GameRequest = v.InferInput<typeof GameRequestSchema>;

/** How many free plays a device has had today, of how many, and when the count starts again. */
export const FreePlaySchema = v.object({ used: v.number(), limit: v.number(), resetsAt: v.string() });
export type FreePlay = v.InferOutput<typeof FreePlaySchema>;

export const GamePlayAnswerSchema = v.object({
  /** The game's page on the game origin (its grant in the path). */
  url: v.string(),
  /** The game origin: the only origin the host accepts game messages from. */
  origin: v.string(),
  /** The game session this play is (scores are posted against it). */
  sessionId: v.string(),
  mode: v.picklist(['play', 'free']),
  /** When the grant (and the session) ends (ISO 8601). */
  expiresAt: v.string(),
  /** customProperties.useGameFrame: play in the portal's frame dialog, else in a new window. */
  useGameFrame: v.boolean(),
  /** Free play only: the device's count after this play. */
  freePlay: v.nullable(FreePlaySchema),
});
export type GamePlayAnswer = v.InferOutput<typeof GamePlayAnswerSchema>;

export const GameDownloadAnswerSchema = v.object({
  /** The zip, under a signed grant for this tenant and user (Content-Disposition names the file). */
  uri: v.string(),
  fileName: v.string(),
  sizeBytes: v.number(),
  expiresAt: v.string(),
});
export type GameDownloadAnswer = v.InferOutput<typeof GameDownloadAnswerSchema>;

/** `data` of 403 NOT_ENTITLED. */
export const GameNotEntitledDataSchema = v.object({
  purchase: v.array(PurchaseOptionSchema),
  upgradeTo: v.optional(v.array(PurchaseOptionSchema), []),
  downgradeTo: v.optional(v.array(PurchaseOptionSchema), []),
});

/** `data` of 429 FREE_PLAY_LIMIT_REACHED: what the free-play-limit dialog shows. */
export const FreePlayLimitDataSchema = FreePlaySchema;

/** The named URL lookups answer the URI alone. */
export const GameUriAnswerSchema = v.object({ uri: v.string() });

const LangQuerySchema = v.strictObject({ lang: StructureQuerySchema.entries.lang });
const LookupParamsSchema = v.strictObject({ id: int32IdText('must be a game id') });
const LookupQuerySchema = v.strictObject({
  lang: StructureQuerySchema.entries.lang,
  deviceId: int32IdText('must be a device id'),
});

/** POST /game/score: a play's final score, once, against its signed session token (as the page posted it). */
export const GameScoreRequestSchema = ArcadeScoreRequestSchema;

export const GameScoreAnswerSchema = v.object({
  score: v.number(),
  /** The caller's best score of this game (plays and arcade runs) after this one. */
  best: v.number(),
  /** Whether this score beat a previous best. */
  improved: v.boolean(),
  /** The challenges (ids) whose progress this play's score moved: the portal says so in a snackbar. */
  advanced: v.array(v.string()),
});
export type GameScoreAnswer = v.InferOutput<typeof GameScoreAnswerSchema>;

export const gameEndpoints = defineEndpoints({
  score: {
    method: 'POST',
    path: '/game/score',
    body: GameScoreRequestSchema,
    response: GameScoreAnswerSchema,
  },
  play: {
    method: 'POST',
    path: '/game/play',
    query: LangQuerySchema,
    body: GameRequestSchema,
    response: GamePlayAnswerSchema,
  },
  playFree: {
    method: 'POST',
    path: '/game/play-free',
    query: LangQuerySchema,
    body: GameRequestSchema,
    response: GamePlayAnswerSchema,
  },
  download: {
    method: 'POST',
    path: '/game/download',
    query: LangQuerySchema,
    body: GameRequestSchema,
    response: GameDownloadAnswerSchema,
  },
  /** getOnlineGameUrl. POST: every lookup starts a game session (and a free one counts a free play). */
  onlineUrl: {
    method: 'POST',
    path: '/game/url/online/:id',
    params: LookupParamsSchema,
    query: LookupQuerySchema,
    response: GameUriAnswerSchema,
  },
  /** getOnlineGameFreeUrl. */
  onlineFreeUrl: {
    method: 'POST',
    path: '/game/url/online-free/:id',
    params: LookupParamsSchema,
    query: LookupQuerySchema,
    response: GameUriAnswerSchema,
  },
  /** getDownloadableGameUrl. */
  downloadUrl: {
    method: 'POST',
    path: '/game/url/download/:id',
    params: LookupParamsSchema,
    query: LookupQuerySchema,
    response: GameUriAnswerSchema,
  },
});
