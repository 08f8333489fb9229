import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';
import { safeText } from './text.ts';

/**
 * Kiosk mode (issue 21): a tenant turns it on for every device (configuration `kiosk.enabled`), or one
 * device is enrolled by a link the server signed (HMAC over tenant, kiosk device id and expiry). The
 * enrolment link is minted by the operator's command (`npm run kiosk:link`, server/src/cli/) or by a demo
 * tool (loopback only, as the other demo tools), together with the PIN that unenrols the device again; the PIN is kept as an argon2id hash and its attempts are limited.
 */

/** How long a minted enrolment link can be used. */
export const KIOSK_ENROL_TTL_SECONDS = 15 * 60;
/** The portal page the link opens; the token travels in `?token=`. */
export const KIOSK_ENROL_PATH = '/kiosk/enrol';

export const KIOSK_ERRORS = {
  tokenInvalid: 'KIOSK_TOKEN_INVALID',
  tokenExpired: 'KIOSK_TOKEN_EXPIRED',
  otherTenant: 'KIOSK_OTHER_TENANT',
  notEnrolled: 'KIOSK_NOT_ENROLLED',
  pinWrong: 'KIOSK_PIN_WRONG',
} as const;

/** A kiosk PIN is this many digits (the operator's command refuses easy ones too). */
export const MIN_KIOSK_PIN_DIGITS = 4;
export const MAX_KIOSK_PIN_DIGITS = 8;

const KioskPinSchema = v.pipe(
  v.string('must be a PIN'),
  safeText(),
  v.regex(
    new RegExp(`^\\d{${MIN_KIOSK_PIN_DIGITS},${MAX_KIOSK_PIN_DIGITS}}$`),
    `must be ${MIN_KIOSK_PIN_DIGITS} to ${MAX_KIOSK_PIN_DIGITS} digits`,
  ),
);
const KioskDeviceIdSchema = v.pipe(
  v.string('must be a kiosk device id'),
  safeText(),
  v.uuid('must be a kiosk device id'),
);
/** "tenant.device.exp.mac" in base64url parts: short, so a bounded string. */
const KioskTokenSchema = v.pipe(
  v.string('must be a kiosk token'),
  safeText(),
  v.maxLength(400, 'must be a kiosk token'),
  v.regex(/^[A-Za-z0-9_.-]+$/, 'must be a kiosk token'),
);

export const KioskMintSchema = v.object({ pin: KioskPinSchema });
export const KioskMintAnswerSchema = v.object({
  url: v.string(),
  deviceId: v.string(),
  /** ISO 8601: the link works until then. */
  expiresAt: v.string(),
});
export type KioskMintAnswer = v.InferOutput<typeof KioskMintAnswerSchema>;

export const KioskEnrolSchema = v.object({ token: KioskTokenSchema });
export const KioskEnrolmentSchema = v.object({ deviceId: v.string(), enrolledAt: v.string() });
export type KioskEnrolment = v.InferOutput<typeof KioskEnrolmentSchema>;

export const KioskUnenrolSchema = v.object({ deviceId: KioskDeviceIdSchema, pin: KioskPinSchema });

export const KioskStatusSchema = v.object({ enrolled: v.boolean() });

export const kioskEndpoints = defineEndpoints({
  /** Demo tool: a new kiosk device id and its signed enrolment link (404 where demo tools are off). */
  mint: { method: 'POST', path: '/kiosk/enrolment', body: KioskMintSchema, response: KioskMintAnswerSchema },
  /** The device opening the link: 401 KIOSK_TOKEN_INVALID, 403 KIOSK_TOKEN_EXPIRED / KIOSK_OTHER_TENANT. */
  enrol: { method: 'POST', path: '/kiosk/enrol', body: KioskEnrolSchema, response: KioskEnrolmentSchema },
  /** Leaving kiosk mode: the PIN given when the link was minted (403 KIOSK_PIN_WRONG, 429 when guessed at). */
  unenrol: { method: 'POST', path: '/kiosk/unenrol', body: KioskUnenrolSchema, response: KioskStatusSchema },
  /** Whether this device is still enrolled (an unenrolment elsewhere ends the local flag). */
  status: {
    method: 'GET',
    path: '/kiosk/device/:deviceId',
    params: v.object({ deviceId: KioskDeviceIdSchema }),
    response: KioskStatusSchema,
  },
});
