import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import {
  KIOSK_ENROL_PATH,
  KIOSK_ENROL_TTL_SECONDS,
  KIOSK_ERRORS,
  type KioskEnrolment,
  type KioskMintAnswer,
} from '../../../../contract/kiosk.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { type RateRule, releaseAttempt, reserveAttempt } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import { kioskDevices } from '../../db/schema/kiosk.ts';
import { ProblemError } from '../../http/problem.ts';
import { readKioskToken, signKioskToken } from './kiosk-token.ts';

export interface KioskScope {
  tenantName: string;
  ip: string;
}

const problem = (status: number, code: string, detail: string) => new ProblemError({ status, code, detail });

/** A new kiosk device of this tenant, its unenrol PIN (hashed) and its signed enrolment link. */
export async function mintEnrolment(
  db: Db,
  tenantName: string,
  origin: string,
  pin: string,
): Promise<KioskMintAnswer> {
  const deviceId = randomUUID();
  const exp = Math.floor(Date.now() / 1000) + KIOSK_ENROL_TTL_SECONDS;
  await db.insert(kioskDevices).values({
    tenantName,
    deviceId,
    pinHash: await hashPassword(pin),
    linkExpiresAt: new Date(exp * 1000),
  });
  const token = await signKioskToken(db, { tenantName, deviceId, exp });
  const url = new URL(KIOSK_ENROL_PATH, origin);
  url.searchParams.set('token', token);
  return { url: url.href, deviceId, expiresAt: new Date(exp * 1000).toISOString() };
}

/** The device opened its link: the token must be genuine (401), live and of this tenant (403). */
export async function enrolDevice(db: Db, tenantName: string, token: string): Promise<KioskEnrolment> {
  const claims = await readKioskToken(db, token);
  if (!claims) throw problem(401, KIOSK_ERRORS.tokenInvalid, 'The kiosk enrolment link is not genuine.');
  if (claims.tenantName !== tenantName)
    throw problem(403, KIOSK_ERRORS.otherTenant, 'The kiosk enrolment link belongs to another portal.');
  if (claims.exp <= Math.floor(Date.now() / 1000))
    throw problem(403, KIOSK_ERRORS.tokenExpired, 'The kiosk enrolment link has expired.');
  const ofDevice = and(eq(kioskDevices.tenantName, tenantName), eq(kioskDevices.deviceId, claims.deviceId));
  const [row] = await db.select({ enrolledAt: kioskDevices.enrolledAt }).from(kioskDevices).where(ofDevice);
  // Unenrolled since the link was minted: the link is spent.
  if (!row) throw problem(403, KIOSK_ERRORS.tokenExpired, 'The kiosk enrolment link is no longer valid.');
  const enrolledAt = row.enrolledAt ?? new Date();
  if (!row.enrolledAt) await db.update(kioskDevices).set({ enrolledAt }).where(ofDevice);
  return { deviceId: claims.deviceId, enrolledAt: enrolledAt.toISOString() };
}

export async function isEnrolled(db: Db, tenantName: string, deviceId: string): Promise<boolean> {
  const [row] = await db
    .select({ deviceId: kioskDevices.deviceId })
    .from(kioskDevices)
    .where(
      and(
        eq(kioskDevices.tenantName, tenantName),
        eq(kioskDevices.deviceId, deviceId),
        isNotNull(kioskDevices.enrolledAt),
      ),
    );
  return row !== undefined;
}

/** Five PIN attempts per device and per address in 15 minutes (a 4-digit PIN is guessable otherwise). */
const PIN_ATTEMPTS = { limit: 5, windowSeconds: 15 * 60 };
const attemptRules = (s: KioskScope, deviceId: string): RateRule[] => [
  { key: `kiosk-pin:device:${s.tenantName}:${deviceId}`, ...PIN_ATTEMPTS },
  { key: `kiosk-pin:ip:${s.tenantName}:${s.ip}`, ...PIN_ATTEMPTS },
];

/** Leaves kiosk mode: the PIN given at minting, checked under a rate limit; the row goes. */
export async function unenrolDevice(
  db: Db,
  s: KioskScope,
  deviceId: string,
  pin: string,
): Promise<{ enrolled: false }> {
  const rules = attemptRules(s, deviceId);
  const wait = await reserveAttempt(db, rules);
  if (wait > 0)
    throw new ProblemError({
      status: 429,
      code: 'RATE_LIMITED',
      detail: `Too many PIN attempts. Try again in ${wait} seconds.`,
      headers: { 'retry-after': String(wait) },
    });
  const ofDevice = and(eq(kioskDevices.tenantName, s.tenantName), eq(kioskDevices.deviceId, deviceId));
  const [row] = await db.select({ pinHash: kioskDevices.pinHash }).from(kioskDevices).where(ofDevice);
  if (!row) throw problem(404, KIOSK_ERRORS.notEnrolled, 'This device is not an enrolled kiosk.');
  if (!(await verifyPassword(pin, row.pinHash)))
    throw problem(403, KIOSK_ERRORS.pinWrong, 'The PIN is not correct.');
  for (const rule of rules) await releaseAttempt(db, rule.key);
  await db.delete(kioskDevices).where(ofDevice);
  return { enrolled: false };
}
