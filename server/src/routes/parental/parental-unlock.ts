import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverSecret } from '../../auth/server-secret.ts';
import type { Db } from '../../db/client.ts';

/** How long a verified passcode unlocks restricted content (the portal also forgets it with the tab). */
export const UNLOCK_SECONDS = 4 * 60 * 60;

export interface UnlockSubject {
  tenantName: string;
  userId: string;
  /** The config's updated_at: changing the passcode or the age group ends every unlock. */
  configVersion: number;
}

const mac = (secret: string, subject: UnlockSubject, exp: number) =>
  createHmac('sha256', secret)
    .update(`${subject.tenantName}\u0000${subject.userId}\u0000${subject.configVersion}\u0000${exp}`)
    .digest('base64url');

/** "exp.mac": an unlock for this user of this tenant at this config version until exp (epoch seconds). */
export async function signUnlock(db: Db, subject: UnlockSubject): Promise<{ token: string; exp: number }> {
  const exp = Math.floor(Date.now() / 1000) + UNLOCK_SECONDS;
  const secret = await serverSecret(db, 'parental-unlock');
  return { token: `${exp}.${mac(secret, subject, exp)}`, exp };
}

/** Whether a presented unlock token is genuine, for this subject, and not expired. */
export async function isUnlocked(
  db: Db,
  token: string | undefined,
  subject: UnlockSubject,
): Promise<boolean> {
  const match = token ? /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  if (!match) return false;
  const exp = Number(match[1]);
  if (exp <= Math.floor(Date.now() / 1000)) return false;
  const expected = Buffer.from(mac(await serverSecret(db, 'parental-unlock'), subject, exp));
  const actual = Buffer.from(match[2] ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
