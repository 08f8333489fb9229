import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { serverKey } from '../../auth/server-secret.ts';
import type { Db } from '../../db/client.ts';

const SECRET_NAME = 'media';

/** /song grants: enough to start and seek a piece; the player asks again after. */
export const STREAM_GRANT_SECONDS = 15 * 60;
/** /song/download grants: the time a download in chunks may take. */
export const DOWNLOAD_GRANT_SECONDS = 60 * 60;

const mediaKey = (db: Db): Promise<Buffer> => serverKey(db, SECRET_NAME);

/** What a /media/stream URL may serve: one file, to one tenant (and user, unless a preview), until exp. */
const GrantSchema = v.strictObject({
  /** Tenant name. */
  t: v.string(),
  /** User id; null for previews, which any caller of the tenant may play. */
  u: v.nullable(v.string()),
  /** Audio file name of the media manifest. */
  m: v.string(),
  /** Preview flag. */
  p: v.boolean(),
  /** Expiry, epoch seconds. */
  e: v.number(),
});
export type MediaGrant = v.InferOutput<typeof GrantSchema>;

/** The __Host-media cookie: which user of which tenant this browser is, for full grants. */
const BindingSchema = v.strictObject({ t: v.string(), u: v.string(), e: v.number() });
export type MediaBinding = v.InferOutput<typeof BindingSchema>;

// The purpose is part of the signed text, so a cookie value never passes as a grant or the reverse.
type Purpose = 'grant' | 'binding' | SealPurpose;

/** Purposes of other signed values (video package grants, licence grants): one never passes as another. */
export type SealPurpose = 'video' | 'licence' | 'game' | 'game-session' | 'game-download';

const mac = (key: Buffer, purpose: Purpose, payload: string) =>
  createHmac('sha256', key).update(`${purpose}.${payload}`).digest();

async function seal(db: Db, purpose: Purpose, value: unknown): Promise<string> {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${mac(await mediaKey(db), purpose, payload).toString('base64url')}`;
}

const SEALED = /^([A-Za-z0-9_-]{1,1024})\.([A-Za-z0-9_-]{43})$/;

async function unseal<S extends v.GenericSchema>(
  db: Db,
  purpose: Purpose,
  schema: S,
  sealed: string,
): Promise<v.InferOutput<S> | undefined> {
  const match = SEALED.exec(sealed);
  if (!match) return undefined;
  const [, payload = '', signature = ''] = match;
  const expected = mac(await mediaKey(db), purpose, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parsed = v.safeParse(schema, JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** Signs a value for a purpose: `payload.signature`, both base64url (URL-path safe). */
export const sealFor = (db: Db, purpose: SealPurpose, value: unknown): Promise<string> =>
  seal(db, purpose, value);

/** The value sealed for this purpose, shaped as the schema says, else undefined (forged, other purpose, bad shape). */
export const unsealFor = <S extends v.GenericSchema>(
  db: Db,
  purpose: SealPurpose,
  schema: S,
  sealed: string,
): Promise<v.InferOutput<S> | undefined> => unseal(db, purpose, schema, sealed);

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function signGrant(
  db: Db,
  input: { tenant: string; userId: string | null; media: string; preview: boolean; ttlSeconds: number },
): Promise<{ grant: string; expiresAt: Date }> {
  const e = nowSeconds() + input.ttlSeconds;
  const grant: MediaGrant = { t: input.tenant, u: input.userId, m: input.media, p: input.preview, e };
  return { grant: await seal(db, 'grant', grant), expiresAt: new Date(e * 1000) };
}

export type GrantCheck = { ok: true; grant: MediaGrant } | { ok: false; reason: 'invalid' | 'expired' };

/** A genuine grant (signature and shape), and whether it is still live. */
export async function verifyGrant(db: Db, sealed: string): Promise<GrantCheck> {
  const grant = await unseal(db, 'grant', GrantSchema, sealed);
  if (!grant) return { ok: false, reason: 'invalid' };
  return grant.e <= nowSeconds() ? { ok: false, reason: 'expired' } : { ok: true, grant };
}

export const signBinding = (db: Db, input: { tenant: string; userId: string; ttlSeconds: number }) =>
  seal(db, 'binding', { t: input.tenant, u: input.userId, e: nowSeconds() + input.ttlSeconds });

/** The cookie's tenant and user when it is genuine and live, else undefined. */
export async function verifyBinding(db: Db, sealed: string): Promise<MediaBinding | undefined> {
  const binding = await unseal(db, 'binding', BindingSchema, sealed);
  return binding && binding.e > nowSeconds() ? binding : undefined;
}
