import { and, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  PARENTAL_ERRORS,
  type ParentalConfigAnswer,
  type ParentalUnlock,
  type parentalEndpoints,
} from '../../../../contract/parental.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { type RateRule, releaseAttempt, reserveAttempt } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import { type ParentalControlRow, parentalControls } from '../../db/schema/parental.ts';
import { ProblemError } from '../../http/problem.ts';
import { signUnlock } from './parental-unlock.ts';

export interface ParentalScope {
  tenantName: string;
  userId: string;
  /** The caller's address, for the per-IP attempt limit. */
  ip: string;
}

/** Passcode checks (verify, a change): 5 failures per user and per IP in 15 minutes, then 429. */
export const PASSCODE_ATTEMPTS = { limit: 5, windowSeconds: 15 * 60 } as const;

export const attemptRules = (s: ParentalScope): RateRule[] => [
  { key: `parental:user:${s.tenantName}:${s.userId}`, ...PASSCODE_ATTEMPTS },
  { key: `parental:ip:${s.tenantName}:${s.ip}`, ...PASSCODE_ATTEMPTS },
];

const tooMany = (wait: number) =>
  new ProblemError({
    status: 429,
    code: 'RATE_LIMITED',
    detail: `Too many passcode attempts. Try again in ${wait} seconds.`,
    headers: { 'retry-after': String(wait) },
  });

const wrongPassword = () =>
  new ProblemError({
    status: 403,
    code: PARENTAL_ERRORS.wrongPassword,
    detail: 'The passcode is not correct.',
  });

export async function parentalRow(db: Db, s: Pick<ParentalScope, 'tenantName' | 'userId'>) {
  const [row] = await db
    .select()
    .from(parentalControls)
    .where(and(eq(parentalControls.tenantName, s.tenantName), eq(parentalControls.userId, s.userId)));
  return row;
}

export const configAnswer = (row: ParentalControlRow | undefined): ParentalConfigAnswer =>
  row
    ? {
        isActive: row.isActive,
        maxAgeGroup: row.maxAgeGroup as ParentalConfigAnswer['maxAgeGroup'],
        hasPassword: row.passwordHash !== null,
        updatedAt: row.updatedAt.toISOString(),
      }
    : { isActive: false, maxAgeGroup: 40, hasPassword: false };

/**
 * Checks a passcode against the stored hash under the attempt limits: a failure keeps its slot
 * (so 5 wrong passcodes lock for the window), a success gives it back.
 */
export async function checkPasscode(db: Db, s: ParentalScope, hash: string, password: string): Promise<void> {
  const rules = attemptRules(s);
  const wait = await reserveAttempt(db, rules);
  if (wait > 0) throw tooMany(wait);
  if (!(await verifyPassword(password, hash))) throw wrongPassword();
  for (const rule of rules) await releaseAttempt(db, rule.key);
}

export async function getParental(db: Db, s: ParentalScope): Promise<ParentalConfigAnswer> {
  return configAnswer(await parentalRow(db, s));
}

type PutBody = v.InferOutput<typeof parentalEndpoints.put.body>;

/** PUT /parental-control: the current passcode is needed once one is set; turning on needs one. */
export async function putParental(db: Db, s: ParentalScope, body: PutBody): Promise<ParentalConfigAnswer> {
  const row = await parentalRow(db, s);
  if (row?.passwordHash) {
    if (body.currentPassword === undefined)
      throw new ProblemError({
        status: 403,
        code: PARENTAL_ERRORS.passwordRequired,
        detail: 'Changing parental control needs the current passcode.',
      });
    await checkPasscode(db, s, row.passwordHash, body.currentPassword);
  }
  const passwordHash = body.password ? await hashPassword(body.password) : (row?.passwordHash ?? null);
  if (body.isActive && !passwordHash)
    throw new ProblemError({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: 'The request body is invalid: body.password is needed to turn parental control on.',
      errors: [{ path: 'body.password', message: 'is needed to turn parental control on' }],
    });
  const values = { isActive: body.isActive, maxAgeGroup: body.maxAgeGroup, passwordHash };
  const [saved] = await db
    .insert(parentalControls)
    .values({ tenantName: s.tenantName, userId: s.userId, ...values })
    .onConflictDoUpdate({
      target: [parentalControls.tenantName, parentalControls.userId],
      // clock_timestamp(): two saves in one transaction still change the version (unlocks end).
      set: { ...values, updatedAt: sql`clock_timestamp()` },
    })
    .returning();
  return configAnswer(saved);
}

/** POST /parental-control/verify/parentalpassword: a correct passcode answers an unlock token. */
export async function verifyParental(db: Db, s: ParentalScope, password: string): Promise<ParentalUnlock> {
  const row = await parentalRow(db, s);
  if (!row?.passwordHash) {
    // Counted like a failure, so probing accounts without a passcode is limited too.
    const wait = await reserveAttempt(db, attemptRules(s));
    if (wait > 0) throw tooMany(wait);
    throw wrongPassword();
  }
  await checkPasscode(db, s, row.passwordHash, password);
  const subject = { tenantName: s.tenantName, userId: s.userId, configVersion: row.updatedAt.getTime() };
  const { token, exp } = await signUnlock(db, subject);
  return { unlockToken: token, expiresAt: new Date(exp * 1000).toISOString() };
}
