import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sign, verify } from 'hono/jwt';
import * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema/auth.ts';

const SECRET_NAME = 'jwt';
const ALG = 'HS256';

/** Claims of the portal's access token: user, tenant, refresh family (session), issue and expiry times. */
const ClaimsSchema = v.object({
  sub: v.pipe(v.string(), v.uuid()),
  ten: v.pipe(v.string(), v.minLength(1)),
  sid: v.pipe(v.string(), v.uuid()),
  iat: v.number(),
  exp: v.number(),
});
export type AccessClaims = v.InferOutput<typeof ClaimsSchema>;

export type VerifiedAccessToken =
  | { ok: true; claims: AccessClaims; expired: boolean }
  | { ok: false; reason: 'invalid' };

// One key per database: every server instance on the same database signs and verifies alike.
const keys = new WeakMap<Db, Promise<string>>();

/** The signing key, generated once into server_secrets (the first instance to insert wins). */
export function signingKey(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

async function loadKey(db: Db): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The token signing key could not be stored.');
  return row.value;
}

/** Signs an access token; `expiresMs` is what Token.expires reports (epoch milliseconds). */
export async function signAccessToken(
  db: Db,
  input: { userId: string; tenantName: string; sessionId: string; ttlSeconds: number },
): Promise<{ token: string; expiresMs: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + input.ttlSeconds;
  const claims: AccessClaims = { sub: input.userId, ten: input.tenantName, sid: input.sessionId, iat, exp };
  return { token: await sign(claims, await signingKey(db), ALG), expiresMs: exp * 1000 };
}

/**
 * Checks signature and claims. Expiry is reported rather than refused, because logout still honours
 * an expired but genuine token; callers that need a live token check `expired`.
 */
export async function verifyAccessToken(db: Db, token: string): Promise<VerifiedAccessToken> {
  let payload: unknown;
  try {
    payload = await verify(token, await signingKey(db), { alg: ALG, exp: false });
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const parsed = v.safeParse(ClaimsSchema, payload);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const claims = parsed.output;
  return { ok: true, claims, expired: claims.exp <= Math.floor(Date.now() / 1000) };
}
