import {
  CONSENT_ERRORS,
  type ConsentAnswer,
  type ConsentItem,
  type PartnerField,
} from '#contract/commerce-consent.ts';
import type { SubscriptionType } from '#contract/commerce-types.ts';
import { isApiError } from '#lib/api-error.ts';

/** After the confirm dialog: the partner's fields first, then the double opt-in, then the payment. */
export type SubscribeStep = 'partner' | 'double-opt-in' | 'pay';

/** A plan asks for a double opt-in when it says so, or when it has consents the customer must accept. */
export const needsDoubleOptIn = (type: Pick<SubscriptionType, 'doubleOptIn' | 'consents'>): boolean =>
  (type.consents?.length ?? 0) > 0 &&
  (type.doubleOptIn === true || type.consents?.some((c) => c.required) === true);

export function nextStep(
  type: Pick<SubscriptionType, 'doubleOptIn' | 'consents' | 'partner'>,
  done: { partner?: boolean; optIn?: boolean },
): SubscribeStep {
  if (type.partner && type.partner.fields.length > 0 && !done.partner) return 'partner';
  return needsDoubleOptIn(type) && !done.optIn ? 'double-opt-in' : 'pay';
}

/** A text per language, English when the language has none. */
export const textIn = (texts: Record<string, string>, locale: string): string =>
  texts[locale] ?? texts.en ?? Object.values(texts)[0] ?? '';

/** The required consents not ticked. */
export const missingConsents = (items: readonly ConsentItem[], ticked: ReadonlySet<string>): string[] =>
  items.filter((item) => item.required && !ticked.has(item.id)).map((item) => item.id);

/**
 * The subscriptionConsentList: every consent shown, with its answer and the version the customer saw,
 * after what earlier steps gave (the terms); a consent asked again replaces the earlier answer.
 */
export function consentAnswers(
  items: readonly ConsentItem[],
  ticked: ReadonlySet<string>,
  earlier: readonly ConsentAnswer[] = [],
): ConsentAnswer[] {
  const asked = new Set(items.map((item) => item.id));
  return [
    ...earlier.filter((answer) => !asked.has(answer.id)),
    ...items.map((item) => ({ id: item.id, accepted: ticked.has(item.id), version: item.version })),
  ];
}

/** Why a partner field is refused: empty when required, or not in the partner's form (the server's rule). */
export function partnerFieldError(
  field: Pick<PartnerField, 'pattern' | 'maxLength' | 'required'>,
  raw: string,
): 'required' | 'invalid' | undefined {
  const value = raw.trim();
  if (!value) return field.required ? 'required' : undefined;
  let pattern: RegExp;
  try {
    pattern = new RegExp(`^(?:${field.pattern})$`, 'u');
  } catch {
    // A pattern this browser cannot read: the server decides.
    return undefined;
  }
  return value.length <= field.maxLength && pattern.test(value) ? undefined : 'invalid';
}

/** The partner fields to send: trimmed, empty optional ones left out. */
export const partnerValues = (values: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );

/** A consent or partner refusal the dialogs show themselves (400 with one of these codes). */
export interface Refusal {
  code: string;
  field?: string;
}

const DIALOG_CODES: ReadonlySet<string> = new Set(Object.values(CONSENT_ERRORS));

export function refusalOf(error: unknown): Refusal | undefined {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 400) return undefined;
  const code = error.problem?.code;
  if (!code || !DIALOG_CODES.has(code)) return undefined;
  const field = (error.problem?.data as { field?: unknown } | undefined)?.field;
  return typeof field === 'string' ? { code, field } : { code };
}
