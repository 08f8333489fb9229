import { CONSENT_ERRORS, type PartnerField } from '../../../../contract/commerce-consent.ts';
import type { SubscriptionTypeRow } from '../../db/schema/entitlement.ts';
import { ProblemError } from '../../http/problem.ts';

const refuse = (code: string, field: string, detail: string) =>
  new ProblemError({ status: 400, code, detail, data: { field } });

/** A field's value matches its pattern as a whole (the seed's patterns are plain, anchored here). */
export const matchesField = (field: Pick<PartnerField, 'pattern' | 'maxLength'>, value: string): boolean =>
  value.length <= field.maxLength && new RegExp(`^(?:${field.pattern})$`, 'u').test(value);

/**
 * Vets a partner plan's fields: only the partner's keys, each matching its pattern; when subscribing
 * (`complete`) every required field must be there. A plan of no partner takes no fields at subscribe.
 * Answers the trimmed values to keep as the subscription's partner metadata.
 */
export function checkPartnerValues(
  type: Pick<SubscriptionTypeRow, 'partner'>,
  values: Record<string, string> | undefined,
  complete: boolean,
): Record<string, string> {
  const fields = type.partner?.fields ?? [];
  const given = Object.entries(values ?? {}).map(([key, value]) => [key, value.trim()] as const);
  for (const [key, value] of given) {
    const field = fields.find((f) => f.key === key);
    if (!field)
      throw refuse(CONSENT_ERRORS.partnerUnknown, key, `This plan's partner needs no field "${key}".`);
    if (!matchesField(field, value))
      throw refuse(CONSENT_ERRORS.partnerInvalid, key, `"${key}" is not in the form the partner expects.`);
  }
  if (complete)
    for (const field of fields)
      if (field.required && !given.some(([key]) => key === field.key))
        throw refuse(CONSENT_ERRORS.partnerRequired, field.key, `The partner needs "${field.key}".`);
  return Object.fromEntries(given);
}
