import { sign, verify } from 'hono/jwt';
import * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { serverSecret } from './server-secret.ts';

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

/** The JWT signing key (server secret "jwt"). */
export const signingKey = (db: Db): Promise<string> => serverSecret(db, SECRET_NAME);

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
