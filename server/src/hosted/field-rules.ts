import type { LocaleCode } from '../../../contract/locales.ts';
import { EMAIL_PATTERN, PHONE_PATTERN, PROFILE_LIMITS } from '../../../contract/session.ts';
import { isSafeLine } from '../../../contract/text.ts';
import { tr } from './texts.ts';

/** Characters as users count them (code points), not UTF-16 units. */
export const charCount = (value: string): number => [...value].length;

/** The contract's text rule (contract/text.ts): no control characters, no lone surrogates. */
export const unsafeTextError = (lang: LocaleCode, value: string): string | undefined =>
  isSafeLine(value) ? undefined : tr(lang, 'error.unsafeText');

/** Filled in, and with nothing the text rule refuses (a field checked further only later, e.g. login's e-mail). */
export const requiredTextError = (lang: LocaleCode, value: string): string | undefined =>
  value === '' ? tr(lang, 'error.required') : unsafeTextError(lang, value);

/** The commerce §5 rules as the hosted forms apply them; each returns a translated message or undefined. */
export function emailError(lang: LocaleCode, email: string): string | undefined {
  const basic = requiredTextError(lang, email);
  if (basic) return basic;
  if (charCount(email) > PROFILE_LIMITS.emailMax)
    return tr(lang, 'error.tooLong', { max: PROFILE_LIMITS.emailMax });
  return EMAIL_PATTERN.test(email) ? undefined : tr(lang, 'error.email');
}

export function nameError(
  lang: LocaleCode,
  name: string,
  required: boolean,
  max: number,
): string | undefined {
  if (name === '') return required ? tr(lang, 'error.required') : undefined;
  if (!isSafeLine(name)) return tr(lang, 'error.unsafeText');
  return charCount(name) > max ? tr(lang, 'error.tooLong', { max }) : undefined;
}

export function passwordError(lang: LocaleCode, password: string): string | undefined {
  const basic = requiredTextError(lang, password);
  if (basic) return basic;
  const length = charCount(password);
  return length < PROFILE_LIMITS.passwordMin || length > PROFILE_LIMITS.passwordMax
    ? tr(lang, 'error.passwordLength')
    : undefined;
}

export function confirmationError(
  lang: LocaleCode,
  password: string,
  confirmation: string,
): string | undefined {
  if (confirmation === '') return tr(lang, 'error.required');
  return confirmation === password ? undefined : tr(lang, 'error.passwordMismatch');
}

export function msisdnError(lang: LocaleCode, msisdn: string): string | undefined {
  const basic = requiredTextError(lang, msisdn);
  if (basic) return basic;
  return PHONE_PATTERN.test(msisdn) ? undefined : tr(lang, 'error.msisdn');
}

/** Drops the undefined entries, keeping field order. */
export const compactErrors = (errors: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
