import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import { sealFor, unsealFor } from '../media/media-grant.ts';

/** A video grant lives at least this long, and at least twice the title's length (a paused viewing). */
export const MIN_VIDEO_GRANT_SECONDS = 15 * 60;

export const videoGrantSeconds = (durationSec: number): number =>
  Math.max(MIN_VIDEO_GRANT_SECONDS, Math.ceil(2 * durationSec));

/** A package folder's name (asset and key id or "clear"): no separator, no leading dot. */
export const PACKAGE_FOLDER = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$/;

/** The path prefix of a package's files: every file of one package folder, to one user of one tenant, until e. */
const VideoGrantSchema = v.strictObject({
  /** Tenant name. */
  t: v.string(),
  /** User id. */
  u: v.string(),
  /** Package folder: one folder name directly in the media cache (never `.`, `..` or a path). */
  d: v.pipe(v.string(), v.regex(PACKAGE_FOLDER)),
  /** Catalogue item (the title). */
  i: v.number(),
  /** Key id (hex) of a protected package, null for a clear one. */
  k: v.nullable(v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/))),
  /** External provider code and source the grant is for (that host serves it), or null: the tenant's own host. */
  p: v.nullable(v.string()),
  s: v.nullable(v.string()),
  /**
   * The tenant's own origin of a provider grant: where a protected package's HLS key URL points, and the
   * scheme and port the provider host's CORS answers (null on the tenant's own host).
   */
  o: v.nullable(v.string()),
  /** Expiry, epoch seconds. */
  e: v.number(),
});
export type VideoGrant = v.InferOutput<typeof VideoGrantSchema>;

/** Who may fetch a title's key, for how long: tenant, user, title, key id (hex), provider code, expiry. */
const LicenceGrantSchema = v.strictObject({
  t: v.string(),
  u: v.string(),
  i: v.number(),
  k: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/)),
  /** The external provider code the title was granted through, re-validated on every licence. */
  p: v.nullable(v.string()),
  e: v.number(),
});
export type LicenceGrant = v.InferOutput<typeof LicenceGrantSchema>;

export const GRANT_PATTERN = /^[A-Za-z0-9_-]{1,1024}\.[A-Za-z0-9_-]{43}$/;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export type Checked<G> = { ok: true; grant: G } | { ok: false; reason: 'invalid' | 'expired' };

async function check<S extends v.GenericSchema<unknown, { e: number }>>(
  db: Db,
  purpose: 'video' | 'licence',
  schema: S,
  sealed: string,
): Promise<Checked<v.InferOutput<S>>> {
  const grant = GRANT_PATTERN.test(sealed) ? await unsealFor(db, purpose, schema, sealed) : undefined;
  if (!grant) return { ok: false, reason: 'invalid' };
  return grant.e <= nowSeconds() ? { ok: false, reason: 'expired' } : { ok: true, grant };
}

export const signVideoGrant = (db: Db, grant: VideoGrant): Promise<string> => sealFor(db, 'video', grant);
export const verifyVideoGrant = (db: Db, sealed: string) => check(db, 'video', VideoGrantSchema, sealed);

export const signLicenceGrant = (db: Db, grant: LicenceGrant): Promise<string> =>
  sealFor(db, 'licence', grant);
export const verifyLicenceGrant = (db: Db, sealed: string) =>
  check(db, 'licence', LicenceGrantSchema, sealed);

/** A protected video grant's licence grant (same tenant, user, title, key, provider and expiry); signing is deterministic. */
export const licenceGrantOf = (grant: VideoGrant & { k: string }): LicenceGrant => ({
  t: grant.t,
  u: grant.u,
  i: grant.i,
  k: grant.k,
  p: grant.p,
  e: grant.e,
});

export const expiryOf = (ttlSeconds: number): number => nowSeconds() + ttlSeconds;
