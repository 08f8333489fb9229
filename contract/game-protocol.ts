import * as v from 'valibot';

/**
 * The game ↔ host protocol, version 1 (issue 19): what a game served on the game origin posts to the portal
 * that frames it, and what the portal posts back. The portal accepts a message only from the frame's own
 * window, with the origin that frame has (the sandbox without allow-same-origin makes it opaque: "null"; the
 * game origin otherwise), and only when it parses here; a game accepts commands only from its parent on the
 * origin its `game-host` meta names. A game posts to that origin, never to '*'; the portal's commands go to
 * the frame's own window with '*', because an opaque origin cannot be named as a target (they carry no secret).
 */
export const GAME_PROTOCOL_VERSION = 1;

/** A score is a whole number of points the game shows; nothing a game reports goes beyond int4. */
const Score = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2_147_483_647));

/** The signed game-session token the server injected into the page (its `game-session` meta). */
const SessionToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,1024}\.[A-Za-z0-9_-]{43}$/));

/** The game has loaded and takes input. */
export const GameReadySchema = v.strictObject({ v: v.literal(1), type: v.literal('ready') });

/** A running score (final: false, at most twice a second) or the game's end (final: true). */
export const GameScoreSchema = v.strictObject({
  v: v.literal(1),
  type: v.literal('score'),
  session: SessionToken,
  score: Score,
  final: v.boolean(),
});

/** Everything a game may post to its host. */
export const GameMessageSchema = v.variant('type', [GameReadySchema, GameScoreSchema]);
export type GameMessage = v.InferOutput<typeof GameMessageSchema>;
export type GameScoreMessage = v.InferOutput<typeof GameScoreSchema>;

/** What the host may ask of a game. */
export const GAME_COMMANDS = ['restart', 'pause', 'resume'] as const;
export type GameCommandType = (typeof GAME_COMMANDS)[number];

export const GameCommandSchema = v.strictObject({ v: v.literal(1), type: v.picklist(GAME_COMMANDS) });
export type GameCommand = v.InferOutput<typeof GameCommandSchema>;

/** The command message for a type (what the frame dialog's restart button posts). */
export const gameCommand = (type: GameCommandType): GameCommand => ({ v: 1, type });

/** The iframe's sandbox: scripts and pointer lock only (no same-origin with the portal, no top navigation, no popups). */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-pointer-lock';
/** The iframe's permissions policy. */
export const GAME_FRAME_ALLOW = 'fullscreen; gamepad; autoplay';
