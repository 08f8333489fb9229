import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverSecret } from '../../auth/server-secret.ts';
import type { Db } from '../../db/client.ts';

const SECRET = 'kiosk-enrolment';

export interface KioskTokenClaims {
  tenantName: string;
  deviceId: string;
  /** Epoch seconds. */
  exp: number;
}

const mac = (secret: string, { tenantName, deviceId, exp }: KioskTokenClaims) =>
  createHmac('sha256', secret)
    .update(`kiosk\u0000${tenantName}\u0000${deviceId}\u0000${exp}`)
    .digest('base64url');

/** "tenant.device.exp.mac" (tenant in base64url): an enrolment of this device for this tenant until exp. */
export async function signKioskToken(db: Db, claims: KioskTokenClaims): Promise<string> {
  const tenant = Buffer.from(claims.tenantName).toString('base64url');
  return `${tenant}.${claims.deviceId}.${claims.exp}.${mac(await serverSecret(db, SECRET), claims)}`;
}

const SHAPE = /^([A-Za-z0-9_-]{1,100})\.([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The token's claims when its signature is genuine (expiry and tenant are the caller's to judge), else undefined. */
export async function readKioskToken(db: Db, token: string): Promise<KioskTokenClaims | undefined> {
  const match = SHAPE.exec(token);
  if (!match) return undefined;
  const claims = {
    tenantName: Buffer.from(match[1] ?? '', 'base64url').toString(),
    deviceId: match[2] ?? '',
    exp: Number(match[3]),
  };
  const expected = Buffer.from(mac(await serverSecret(db, SECRET), claims));
  const actual = Buffer.from(match[4] ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? claims : undefined;
}
