import { sql } from 'drizzle-orm';
import {
  type FreePlay,
  GAME_ERRORS,
  type GameDownloadAnswer,
  type GamePlayAnswer,
} from '../../../../contract/games.ts';
import type { LocaleCode } from '../../../../contract/locales.ts';
import type { Db } from '../../db/client.ts';
import { ProblemError } from '../../http/problem.ts';
import { DOWNLOAD_GRANT_SECONDS } from '../media/media-grant.ts';
import { entitlementOf } from '../player/entitlement.service.ts';
import { purchaseOptions } from '../player/purchase-options.ts';
import { signGameDownloadGrant, signGameGrant } from './game-grants.ts';
import type { GamePackages } from './game-packages.ts';
import { freePlaysSince, playerOf, startGameSession } from './game-sessions.ts';
import { type GameTitle, gameTitle, requireDownloadable, requireOnline } from './game-title.ts';

/** Free plays of a freemium game a device (visitor or user) gets per day (UTC). */
export const FREE_PLAYS_PER_DAY = 3;

export interface GameContext {
  tenantName: string;
  /** Undefined for a visitor (free play only). */
  userId: string | undefined;
  /** The portal's origin (the tenant host the call came to): it frames the game and gets its messages. */
  origin: string;
  /** The game origin the page is served from. */
  gamesOrigin: string;
  lang: LocaleCode;
  deviceId: number;
  /** A visitor's id from the visitor cookie (free plays are counted by it). */
  visitorKey?: string;
}

/** 403 NOT_ENTITLED with what would unlock the game (buying it, a plan covering games). */
async function notEntitled(db: Db, ctx: GameContext, game: GameTitle, detail: string): Promise<ProblemError> {
  const data = await purchaseOptions(db, { ...ctx, userId: ctx.userId }, game);
  return new ProblemError({ status: 403, code: GAME_ERRORS.notEntitled, detail, data });
}

export async function requireEntitled(
  db: Db,
  ctx: GameContext,
  game: GameTitle,
  detail: string,
): Promise<void> {
  if (game.model === 'FREE') return;
  const entitlement = await entitlementOf(db, ctx, game);
  if (!entitlement.full) throw await notEntitled(db, ctx, game, detail);
}

/** Starts a session and answers the game page's URL under a grant for it. */
async function started(
  tx: Db,
  ctx: GameContext,
  game: GameTitle,
  mode: 'play' | 'free',
  freePlay: FreePlay | null,
): Promise<GamePlayAnswer> {
  const session = await startGameSession(tx, {
    tenantName: ctx.tenantName,
    itemId: game.item.id,
    userId: ctx.userId ?? null,
    ...(ctx.visitorKey ? { visitorKey: ctx.visitorKey } : {}),
    deviceId: ctx.deviceId,
    mode,
  });
  const e = Math.floor(session.expiresAt.getTime() / 1000);
  const grant = await signGameGrant(tx, {
    t: ctx.tenantName,
    i: game.item.id,
    s: session.id,
    g: game.engine,
    l: ctx.lang,
    o: ctx.origin,
    e,
  });
  return {
    url: `${ctx.gamesOrigin}/g/${grant}/`,
    origin: ctx.gamesOrigin,
    sessionId: session.id,
    mode,
    expiresAt: session.expiresAt.toISOString(),
    useGameFrame: game.useGameFrame,
    freePlay,
  };
}

/** POST /game/play: an online game for a signed-in user who may play it (FREE, wallet, plan covering games). */
export async function playGame(db: Db, ctx: GameContext, articleId: number): Promise<GamePlayAnswer> {
  const game = await gameTitle(db, ctx.tenantName, articleId);
  requireOnline(game);
  await requireEntitled(db, ctx, game, 'Playing this game needs a plan that covers games, or owning it.');
  return db.transaction((tx) => started(tx, ctx, game, 'play', null));
}

const DAY_MS = 86_400_000;
const dayStart = (now: number) => new Date(Math.floor(now / DAY_MS) * DAY_MS);

/**
 * POST /game/play-free (commerce §6): a DOWNLOAD_TO_OWN_FREEMIUM game for anyone, visitors included, a few
 * times per device and day; the count and the session are one transaction under a lock on the player, so
 * parallel requests cannot both take the last free play.
 */
export async function playGameFree(
  db: Db,
  ctx: GameContext,
  articleId: number,
  /** Runs once the play is known to be allowed, before it is started (a per-address rate limit). */
  admit: (tx: Db) => Promise<void> = async () => {},
): Promise<GamePlayAnswer> {
  const game = await gameTitle(db, ctx.tenantName, articleId);
  requireOnline(game);
  if (game.model !== 'DOWNLOAD_TO_OWN_FREEMIUM')
    throw new ProblemError({
      status: 403,
      code: GAME_ERRORS.freePlayNotOffered,
      detail: 'Free play is offered for freemium games only.',
    });
  const player = playerOf(ctx.userId ?? null, ctx.visitorKey);
  const since = dayStart(Date.now());
  const resetsAt = new Date(since.getTime() + DAY_MS).toISOString();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`free-play:${ctx.tenantName}:${player}`}))`);
    const scope = { tenantName: ctx.tenantName, player, deviceId: ctx.deviceId };
    const used = await freePlaysSince(tx, scope, since);
    if (used >= FREE_PLAYS_PER_DAY)
      throw new ProblemError({
        status: 429,
        code: GAME_ERRORS.freePlayLimit,
        detail: `This device has had its ${FREE_PLAYS_PER_DAY} free plays today.`,
        data: { used, limit: FREE_PLAYS_PER_DAY, resetsAt } satisfies FreePlay,
        headers: { 'retry-after': String(Math.ceil((Date.parse(resetsAt) - Date.now()) / 1000)) },
      });
    await admit(tx);
    return started(tx, ctx, game, 'free', { used: used + 1, limit: FREE_PLAYS_PER_DAY, resetsAt });
  });
}

/**
 * POST /game/download: a DOWNLOAD_TO_OWN game the user owns or whose plan covers games, as a zip under a
 * grant for this tenant and user (served on the tenant's own host with the media cookie).
 */
export async function downloadGame(
  db: Db,
  packages: GamePackages,
  ctx: GameContext & { userId: string },
  articleId: number,
): Promise<GameDownloadAnswer> {
  const game = await gameTitle(db, ctx.tenantName, articleId);
  requireDownloadable(game);
  await requireEntitled(db, ctx, game, 'Downloading this game needs owning it, or a plan that covers games.');
  const pkg = await packages.ready(ctx.tenantName, game.item, game.engine);
  const e = Math.floor(Date.now() / 1000) + DOWNLOAD_GRANT_SECONDS;
  const grant = await signGameDownloadGrant(db, {
    t: ctx.tenantName,
    u: ctx.userId,
    i: game.item.id,
    g: game.engine,
    e,
  });
  return {
    uri: `${ctx.origin}/media/game/${grant}/${encodeURIComponent(pkg.fileName)}`,
    fileName: pkg.fileName,
    sizeBytes: pkg.sizeBytes,
    expiresAt: new Date(e * 1000).toISOString(),
  };
}
