import { describe, expect, it } from 'vitest';
import type { ConsentItem } from '#contract/commerce-consent.ts';
import { ApiError } from '#lib/api-error.ts';
import {
  consentAnswers,
  missingConsents,
  needsDoubleOptIn,
  nextStep,
  partnerFieldError,
  partnerValues,
  refusalOf,
  textIn,
} from './consent-rules.ts';

const consents: ConsentItem[] = [
  { id: 'recurring-billing', version: 2, required: true, texts: { en: 'Renews', ar: 'يتجدد' } },
  { id: 'immediate-start', version: 1, required: true, texts: { en: 'Starts now' } },
  { id: 'marketing-sms', version: 1, required: false, texts: { en: 'Offers' } },
];
const field = { pattern: 'SB-[0-9]{6}', maxLength: 9, required: true };
const partner = {
  name: 'StreamBox',
  fields: [
    { ...field, key: 'id', inputMode: 'text' as const, labels: { en: 'Id' }, hints: { en: 'SB-123456' } },
  ],
};

describe('subscribe steps after the confirm dialog', () => {
  it('a partner plan asks for its fields first, then a double opt-in plan for its consents, then pays', () => {
    const both = { doubleOptIn: true, consents, partner };
    expect(nextStep(both, {})).toBe('partner');
    expect(nextStep(both, { partner: true })).toBe('double-opt-in');
    expect(nextStep(both, { partner: true, optIn: true })).toBe('pay');
    expect(nextStep({ consents: [], partner: null }, {})).toBe('pay');
  });

  it('required consents need a double opt-in even without the flag; optional ones alone only with it', () => {
    expect(needsDoubleOptIn({ consents })).toBe(true);
    expect(needsDoubleOptIn({ consents: consents.slice(2) })).toBe(false);
    expect(needsDoubleOptIn({ doubleOptIn: true, consents: consents.slice(2) })).toBe(true);
    expect(needsDoubleOptIn({ doubleOptIn: true, consents: [] })).toBe(false);
  });
});

describe('double opt-in consents', () => {
  it('the required consents not ticked keep the customer on the first step', () => {
    expect(missingConsents(consents, new Set(['marketing-sms']))).toEqual([
      'recurring-billing',
      'immediate-start',
    ]);
    expect(missingConsents(consents, new Set(['recurring-billing', 'immediate-start']))).toEqual([]);
  });

  it('every consent shown is sent with its answer and the version seen, after the terms given earlier', () => {
    const answers = consentAnswers(consents, new Set(['recurring-billing', 'immediate-start']), [
      { id: 'tnc', accepted: true },
      { id: 'marketing-sms', accepted: true },
    ]);
    expect(answers).toEqual([
      { id: 'tnc', accepted: true },
      { id: 'recurring-billing', accepted: true, version: 2 },
      { id: 'immediate-start', accepted: true, version: 1 },
      { id: 'marketing-sms', accepted: false, version: 1 },
    ]);
  });

  it('texts show in the language, else in English', () => {
    expect(textIn(consents[0]?.texts ?? {}, 'ar')).toBe('يتجدد');
    expect(textIn(consents[0]?.texts ?? {}, 'ro')).toBe('Renews');
  });
});

describe('partner fields', () => {
  it('an empty required field is required; a value out of the partner’s form is invalid; the whole value must match', () => {
    expect(partnerFieldError(field, '  ')).toBe('required');
    expect(partnerFieldError({ ...field, required: false }, '')).toBeUndefined();
    expect(partnerFieldError(field, 'SB-12345')).toBe('invalid');
    expect(partnerFieldError(field, 'xSB-123456')).toBe('invalid');
    expect(partnerFieldError(field, 'SB-1234567')).toBe('invalid');
    expect(partnerFieldError(field, ' SB-123456 ')).toBeUndefined();
  });

  it('values are sent trimmed, empty ones left out', () => {
    expect(partnerValues({ id: ' SB-123456 ', note: '  ' })).toEqual({ id: 'SB-123456' });
  });
});

describe('server refusals the dialogs show themselves', () => {
  const refused = (status: number, code: string, data?: unknown) =>
    new ApiError({
      kind: 'http',
      status,
      endpoint: { method: 'POST', path: '/subscription' },
      problem: { type: 'about:blank', title: code, status, code, data },
    });

  it('consent and partner codes of a 400 are kept with the field; other refusals go to the feedback dialog', () => {
    expect(refusalOf(refused(400, 'CONSENT_REQUIRED', { missing: ['x'] }))).toEqual({
      code: 'CONSENT_REQUIRED',
    });
    expect(refusalOf(refused(400, 'PARTNER_FIELD_INVALID', { field: 'id' }))).toEqual({
      code: 'PARTNER_FIELD_INVALID',
      field: 'id',
    });
    expect(refusalOf(refused(400, 'PRICE_MISMATCH'))).toBeUndefined();
    expect(refusalOf(refused(409, 'CONSENT_REQUIRED'))).toBeUndefined();
    expect(refusalOf(new Error('offline'))).toBeUndefined();
  });
});
