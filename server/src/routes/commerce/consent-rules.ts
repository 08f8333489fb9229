import {
  CONSENT_ERRORS,
  type ConsentAnswer,
  type StoredConsent,
  TNC_CONSENT_ID,
} from '../../../../contract/commerce-consent.ts';
import type { SubscriptionTypeRow } from '../../db/schema/entitlement.ts';
import { ProblemError } from '../../http/problem.ts';

type TypeLite = Pick<SubscriptionTypeRow, 'consents' | 'attributes'>;

/** The version of the terms-popup consent (its text is the plan's DISPLAY_SERVICE_TNC_DATA_POPUP). */
const TNC_VERSION = 1;

/** ment_double_opt_in = 1: the plan's consents are confirmed a second time before subscribing. */
export const isDoubleOptIn = (type: Pick<SubscriptionTypeRow, 'attributes'>): boolean =>
  type.attributes.some((a) => a.key === 'ment_double_opt_in' && a.value === '1');

const hasTnc = (type: TypeLite) => type.attributes.some((a) => a.key === 'DISPLAY_SERVICE_TNC_DATA_POPUP');

const refuse = (code: string, detail: string, data: Record<string, unknown>) =>
  new ProblemError({ status: 400, code, detail, data });

/**
 * Vets a subscribe's subscriptionConsentList against the plan: every id must be one the plan asks for (or
 * its terms popup), once; a version, when sent, must be the current one (the customer saw today's text);
 * every required consent must be accepted. Answers the records to keep: every consent of the plan (an
 * optional one not sent is kept as declined) and the terms when sent, stamped with the language and time.
 */
export function checkConsents(
  type: TypeLite,
  given: ConsentAnswer[] | undefined,
  lang: string,
  at: Date,
): StoredConsent[] {
  const list = given ?? [];
  const known = new Map(type.consents.map((c) => [c.id, c.version]));
  if (hasTnc(type) && !known.has(TNC_CONSENT_ID)) known.set(TNC_CONSENT_ID, TNC_VERSION);
  const seen = new Set<string>();
  for (const answer of list) {
    if (!known.has(answer.id))
      throw refuse(CONSENT_ERRORS.unknown, `This plan asks for no consent "${answer.id}".`, {
        consent: answer.id,
      });
    if (seen.has(answer.id))
      throw refuse(CONSENT_ERRORS.duplicate, `Consent "${answer.id}" is listed twice.`, {
        consent: answer.id,
      });
    seen.add(answer.id);
    if (answer.version !== undefined && answer.version !== known.get(answer.id))
      throw refuse(
        CONSENT_ERRORS.outdated,
        `The text of consent "${answer.id}" has changed; show it again.`,
        {
          consent: answer.id,
          version: known.get(answer.id),
        },
      );
  }
  const accepted = (id: string) => list.some((a) => a.id === id && a.accepted);
  const missing = type.consents.filter((c) => c.required && !accepted(c.id)).map((c) => c.id);
  if (missing.length > 0)
    throw refuse(CONSENT_ERRORS.required, 'This plan needs every required consent accepted.', { missing });
  const stamp = at.toISOString();
  const records = type.consents.map((c) => ({
    id: c.id,
    version: c.version,
    accepted: accepted(c.id),
    lang,
    at: stamp,
  }));
  const tnc = list.find((a) => a.id === TNC_CONSENT_ID && !type.consents.some((c) => c.id === a.id));
  return tnc
    ? [...records, { id: tnc.id, version: TNC_VERSION, accepted: tnc.accepted, lang, at: stamp }]
    : records;
}
