import type { Token } from '#contract/session.ts';

/**
 * The user id (`sub`) of the session's access token, read without verifying it: the server verifies
 * every call; the portal only needs to keep one user's local data (outbox, downloads) apart from another's.
 */
export function userIdOf(token: Token | undefined): string | undefined {
  const sub = claimsOf(token)?.sub;
  return typeof sub === 'string' && sub.length > 0 ? sub : undefined;
}

/** The access token's lifetime as issued (exp − iat, in milliseconds), when its claims say. */
export function lifetimeMsOf(token: Token | undefined): number | undefined {
  const claims = claimsOf(token);
  const { iat, exp } = claims ?? {};
  return typeof iat === 'number' && typeof exp === 'number' && exp > iat ? (exp - iat) * 1000 : undefined;
}

function claimsOf(token: Token | undefined): Record<string, unknown> | undefined {
  const payload = token?.access_token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
