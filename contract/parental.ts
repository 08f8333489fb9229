import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';
import { LocaleCodeSchema } from './locales.ts';
import { safeText } from './text.ts';

/**
 * Commerce §3/§5/§7 parental control: one config per user (a passcode kept as an argon2id hash, the
 * maximum age group, whether it is on). While it is on, every list leaves out what is rated above the
 * age group and a details link to such an item answers 403 PARENTAL_LOCKED; a correct passcode
 * (verify) answers an unlock token the portal sends back in PARENTAL_UNLOCK_HEADER for the session.
 */

/** The age groups (shell §6): 0 all ages, 10 six-plus, 20 twelve-plus, 30 sixteen-plus, 40 eighteen-plus. */
export const AGE_GROUPS = [0, 10, 20, 30, 40] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const PASSCODE_MIN_LENGTH = 4;
export const PASSCODE_MAX_LENGTH = 32;

/** The header carrying a verify answer's unlockToken (restricted content unlocked for the session). */
export const PARENTAL_UNLOCK_HEADER = 'x-parental-unlock';

/** Problem codes the portal acts on. */
export const PARENTAL_ERRORS = {
  /** A details link to content above the active age group: the portal shows the passcode gate. */
  locked: 'PARENTAL_LOCKED',
  wrongPassword: 'PARENTAL_PASSWORD_WRONG',
  passwordRequired: 'PARENTAL_PASSWORD_REQUIRED',
  codeInvalid: 'PARENTAL_CODE_INVALID',
} as const;

const AgeGroupSchema = v.picklist(AGE_GROUPS, 'must be one of 0, 10, 20, 30, 40');

export const PasscodeSchema = v.pipe(
  v.string('must be a passcode'),
  safeText(),
  v.minLength(PASSCODE_MIN_LENGTH, `must be at least ${PASSCODE_MIN_LENGTH} characters`),
  v.maxLength(PASSCODE_MAX_LENGTH, `must be at most ${PASSCODE_MAX_LENGTH} characters`),
);

export const ParentalConfigSchema = v.object({
  isActive: v.boolean(),
  maxAgeGroup: AgeGroupSchema,
  /** Whether a passcode is set (the passcode itself never leaves the server). */
  hasPassword: v.boolean(),
  /** ISO 8601; absent until the user first saves. */
  updatedAt: v.optional(v.string()),
});
export type ParentalConfigAnswer = v.InferOutput<typeof ParentalConfigSchema>;

export const UnlockSchema = v.object({
  unlockToken: v.string(),
  /** ISO 8601: when the unlock ends (the portal forgets it then, or with the tab). */
  expiresAt: v.string(),
});
export type ParentalUnlock = v.InferOutput<typeof UnlockSchema>;

/** The reset code mailed by sendEmail: 8 digits. */
const ResetCodeSchema = v.pipe(
  v.string('must be the code from the mail'),
  safeText(),
  v.trim(),
  v.regex(/^\d{8}$/, 'must be the 8-digit code from the mail'),
);

export const parentalEndpoints = defineEndpoints({
  get: { method: 'GET', path: '/parental-control', response: ParentalConfigSchema },
  /** Saves the config; once a passcode is set, every change needs it (currentPassword). */
  put: {
    method: 'PUT',
    path: '/parental-control',
    body: v.strictObject({
      isActive: v.boolean('must be true or false'),
      maxAgeGroup: AgeGroupSchema,
      /** A new passcode; required to turn parental control on when none is set yet. */
      password: v.optional(PasscodeSchema),
      currentPassword: v.optional(v.pipe(v.string(), safeText(), v.maxLength(PASSCODE_MAX_LENGTH))),
    }),
    response: ParentalConfigSchema,
  },
  verify: {
    method: 'POST',
    path: '/parental-control/verify/parentalpassword',
    body: v.strictObject({ password: v.pipe(v.string(), safeText(), v.maxLength(PASSCODE_MAX_LENGTH)) }),
    response: UnlockSchema,
  },
  /** Mails a reset code to the account's address, in `sendGridConfig.lang` (else the tenant's language). */
  sendEmail: {
    method: 'POST',
    path: '/parental-control/sendEmail',
    body: v.strictObject({
      sendGridConfig: v.strictObject({ lang: v.optional(LocaleCodeSchema) }),
    }),
    /** `recipient` is the masked address (e.g. "a•••@example.com"). */
    response: v.object({ sent: v.literal(true), recipient: v.string() }),
  },
  resetPasscode: {
    method: 'POST',
    path: '/parental-control/resetPasscode',
    body: v.strictObject({ randomCode: ResetCodeSchema, newPassword: PasscodeSchema }),
    response: ParentalConfigSchema,
  },
});
