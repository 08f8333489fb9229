import { verifyPassword } from '../../auth/password.ts';
import { enforceRateLimits, resetRateLimit } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import { ProblemError } from '../../http/problem.ts';

/** Wrong current passwords per account and per address in 15 minutes: the login failure limits. */
export const REAUTH_LIMITS = { perAccount: 5, perIp: 30, windowSeconds: 15 * 60 } as const;

/** The address identity is case-insensitive and NFC (the unique index is on lower(email)). */
export const sameEmail = (a: string, b: string): boolean =>
  a.normalize('NFC').toLowerCase() === b.normalize('NFC').toLowerCase();

interface ReauthInput {
  tenantName: string;
  userId: string;
  passwordHash: string;
  /** What the request sent as `currentPassword`. */
  given: string | undefined;
  ip: string;
}

/**
 * A stolen access token must not be enough to move the account to another mailbox (and reset its
 * password there): the current password is checked first. Every check is counted before it runs, so
 * parallel guesses cannot outrun the limit; a correct one clears the account's count.
 */
export async function confirmCurrentPassword(db: Db, input: ReauthInput): Promise<void> {
  if (!input.given) {
    throw new ProblemError({
      status: 400,
      code: 'CURRENT_PASSWORD_REQUIRED',
      detail: 'Changing the e-mail address needs the current password.',
      errors: [{ path: 'body.currentPassword', message: 'is required to change the e-mail address' }],
    });
  }
  const accountKey = `reauth:acct:${input.tenantName}:${input.userId}`;
  const { perAccount, perIp, windowSeconds } = REAUTH_LIMITS;
  await enforceRateLimits(db, [
    { key: accountKey, limit: perAccount, windowSeconds },
    { key: `reauth:ip:${input.tenantName}:${input.ip}`, limit: perIp, windowSeconds },
  ]);
  if (!(await verifyPassword(input.given, input.passwordHash))) {
    throw new ProblemError({
      status: 403,
      code: 'CURRENT_PASSWORD_WRONG',
      detail: 'The current password is not correct.',
      errors: [{ path: 'body.currentPassword', message: 'is not the current password' }],
    });
  }
  await resetRateLimit(db, accountKey);
}
