import type { Token } from '#contract/session.ts';

/**
 * The user id (`sub`) of the session's access token, read without verifying it: the server verifies
 * every call; the portal only needs to keep one user's local data (outbox, downloads) apart from another's.
 */
export function userIdOf(token: Token | undefined): string | undefined {
  const payload = token?.access_token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub.length > 0 ? sub : undefined;
  } catch {
    return undefined;
  }
}
