import * as v from 'valibot';
import { LOCALE_CODES } from '../../../../contract/locales.ts';
import type { Db } from '../../db/client.ts';
import { sealFor, unsealFor } from '../media/media-grant.ts';
import { GRANT_PATTERN } from '../video/video-grants.ts';

/** An engine folder's name under server/games (no separator, no leading dot or underscore). */
export const ENGINE_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * A game page and its files on the game origin: one engine folder, for one game session of one game of one
 * tenant, in one language, framed by one portal origin, until e. Everything the server injects into the page
 * comes from here, never from the query string.
 */
const GameGrantSchema = v.strictObject({
  /** Tenant name. */
  t: v.string(),
  /** Catalogue item (the game). */
  i: v.number(),
  /** Game session id. */
  s: v.string(),
  /** Engine folder. */
  g: v.pipe(v.string(), v.regex(ENGINE_NAME)),
  /** Language of the page (<html lang>). */
  l: v.picklist(LOCALE_CODES),
  /** The portal origin that may frame the game and receives its messages. */
  o: v.string(),
  /** Expiry, epoch seconds. */
  e: v.number(),
});
export type GameGrant = v.InferOutput<typeof GameGrantSchema>;

/** A downloadable game's zip, to one user of one tenant, until e. */
const DownloadGrantSchema = v.strictObject({
  t: v.string(),
  u: v.string(),
  i: v.number(),
  g: v.pipe(v.string(), v.regex(ENGINE_NAME)),
  e: v.number(),
});
export type GameDownloadGrant = v.InferOutput<typeof DownloadGrantSchema>;

/** The token a game page carries (its game-session meta) and posts its scores with. */
const SessionTokenSchema = v.strictObject({ t: v.string(), s: v.string(), i: v.number(), e: v.number() });
export type GameSessionToken = v.InferOutput<typeof SessionTokenSchema>;

export type GrantCheck<G> = { ok: true; grant: G } | { ok: false; reason: 'invalid' | 'expired' };

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function check<S extends v.GenericSchema<unknown, { e: number }>>(
  db: Db,
  purpose: 'game' | 'game-session' | 'game-download',
  schema: S,
  sealed: string,
): Promise<GrantCheck<v.InferOutput<S>>> {
  const grant = GRANT_PATTERN.test(sealed) ? await unsealFor(db, purpose, schema, sealed) : undefined;
  if (!grant) return { ok: false, reason: 'invalid' };
  return grant.e <= nowSeconds() ? { ok: false, reason: 'expired' } : { ok: true, grant };
}

export const signGameGrant = (db: Db, grant: GameGrant) => sealFor(db, 'game', grant);
export const verifyGameGrant = (db: Db, sealed: string) => check(db, 'game', GameGrantSchema, sealed);

export const signGameDownloadGrant = (db: Db, grant: GameDownloadGrant) =>
  sealFor(db, 'game-download', grant);
export const verifyGameDownloadGrant = (db: Db, sealed: string) =>
  check(db, 'game-download', DownloadGrantSchema, sealed);

export const signGameSessionToken = (db: Db, token: GameSessionToken) => sealFor(db, 'game-session', token);
/** A genuine, live session token (arcade checks it before it accepts a score). */
export const verifyGameSessionToken = (db: Db, sealed: string) =>
  check(db, 'game-session', SessionTokenSchema, sealed);
