import * as v from 'valibot';
import { safeText } from './text.ts';

/**
 * Double opt-in with consent and partner subscriptions (commerce §2 dialogs, §3 create payload
 * `subscriptionConsentList`): what a plan asks for before it is sold, what the subscribe call sends, and
 * what a subscription keeps of it (for display and audit).
 */

/** Text per portal language (en always; the portal falls back to it). */
const Texts = v.record(v.string(), v.string());

/** One consent a plan asks for; `version` changes whenever its text does. */
export const ConsentItemSchema = v.object({
  id: v.string(),
  version: v.number(),
  required: v.boolean(),
  texts: Texts,
});
export type ConsentItem = v.InferOutput<typeof ConsentItemSchema>;

/** The consent id of a plan's terms popup (DISPLAY_SERVICE_TNC_DATA_POPUP), known for every plan that has one. */
export const TNC_CONSENT_ID = 'tnc';

/** One field a partner needs (an account id, a mobile number), checked against `pattern` (whole value). */
export const PartnerFieldSchema = v.object({
  key: v.string(),
  pattern: v.string(),
  required: v.boolean(),
  maxLength: v.number(),
  inputMode: v.picklist(['text', 'tel', 'numeric']),
  labels: Texts,
  /** An example of a valid value, per language (shown under the field and with its error). */
  hints: Texts,
});
export type PartnerField = v.InferOutput<typeof PartnerFieldSchema>;

/** A plan sold on behalf of a partner (external provider), and the fields it needs from the customer. */
export const PartnerSchema = v.object({
  name: v.string(),
  fields: v.array(PartnerFieldSchema),
});
export type Partner = v.InferOutput<typeof PartnerSchema>;

/** A consent as a subscription keeps it: what was shown (id, version, language), the answer and when. */
export const StoredConsentSchema = v.object({
  id: v.string(),
  version: v.number(),
  accepted: v.boolean(),
  lang: v.string(),
  at: v.string(),
});
export type StoredConsent = v.InferOutput<typeof StoredConsentSchema>;

const Code = v.pipe(v.string(), safeText(), v.minLength(1), v.maxLength(100));

/** One entry of the create payload's subscriptionConsentList; `version` is the one the customer saw. */
export const ConsentAnswerSchema = v.strictObject({
  id: Code,
  accepted: v.boolean(),
  version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000))),
});
export type ConsentAnswer = v.InferOutput<typeof ConsentAnswerSchema>;
export const ConsentListSchema = v.pipe(v.array(ConsentAnswerSchema), v.maxLength(20));

/** Partner fields sent with a subscribe (or PUT partnerMetadata): key → value, at most 20. */
export const PartnerValuesSchema = v.pipe(
  v.record(
    v.pipe(v.string(), safeText(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'must be a field key')),
    v.pipe(v.string(), safeText(), v.minLength(1), v.maxLength(100)),
  ),
  v.check((value) => Object.keys(value).length <= 20, 'at most 20 fields'),
);

/** Problem codes of the consent and partner refusals (400, nothing written). */
export const CONSENT_ERRORS = {
  required: 'CONSENT_REQUIRED',
  unknown: 'CONSENT_UNKNOWN',
  duplicate: 'CONSENT_DUPLICATE',
  outdated: 'CONSENT_OUTDATED',
  partnerRequired: 'PARTNER_FIELD_REQUIRED',
  partnerInvalid: 'PARTNER_FIELD_INVALID',
  partnerUnknown: 'PARTNER_FIELD_UNKNOWN',
} as const;
