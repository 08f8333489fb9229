import { describe, expect, it } from 'vitest';
import { feedbackOfRedeemError, feedbackOfReturn, normalizeCodeInput } from './voucher-feedback.ts';

describe('voucher feedback of a cart’s purchase return (commerce §4: 1, 2, 3, 6, else error)', () => {
  it('maps each outcome to its feedback code', () => {
    expect(feedbackOfReturn({ kind: 'success' })).toEqual({ code: 1 });
    expect(feedbackOfReturn({ kind: 'insufficient' })).toEqual({ code: 2, status: 402 });
    expect(feedbackOfReturn({ kind: 'already-subscribed' })).toEqual({ code: 3, status: 409 });
    expect(feedbackOfReturn({ kind: 'pending' })).toEqual({ code: 6 });
  });

  it('any other status is an error carrying its status (displayed as status × 95) and the checkout’s error', () => {
    expect(feedbackOfReturn({ kind: 'error', status: 400, error: 'PAYMENT_DECLINED' })).toEqual({
      code: 0,
      status: 400,
      error: 'PAYMENT_DECLINED',
    });
    expect(feedbackOfReturn({ kind: 'error', status: 500 })).toEqual({ code: 0, status: 500 });
  });

  it('a checkout left before paying is an error without a status', () => {
    expect(feedbackOfReturn({ kind: 'unfinished' })).toEqual({ code: 0, error: 'PAYMENT_NOT_COMPLETED' });
  });
});

describe('redeem feedback of a refused code', () => {
  const refused = (status: number, code?: string, data?: unknown) => ({
    status,
    problem: { ...(code ? { code } : {}), ...(data === undefined ? {} : { data }) },
  });

  it('uses the problem’s feedbackCode: 3 already used, 7 no such code', () => {
    expect(feedbackOfRedeemError(refused(409, 'VOUCHER_ALREADY_USED', { feedbackCode: 3 }))).toEqual({
      code: 3,
      status: 409,
    });
    expect(feedbackOfRedeemError(refused(404, 'VOUCHER_NOT_FOUND', { feedbackCode: 7 }))).toEqual({
      code: 7,
      status: 404,
    });
  });

  it('falls back to the problem code when no feedbackCode came', () => {
    expect(feedbackOfRedeemError(refused(404, 'VOUCHER_NOT_FOUND')).code).toBe(7);
    expect(feedbackOfRedeemError(refused(409, 'VOUCHER_ALREADY_USED')).code).toBe(3);
    expect(feedbackOfRedeemError(refused(400, 'VALIDATION_FAILED')).code).toBe(7);
  });

  it('explains a code of the wrong kind or plan, an active plan, and too many tries', () => {
    expect(feedbackOfRedeemError(refused(400, 'VOUCHER_WRONG_SUBSCRIPTION_TYPE'))).toMatchObject({
      code: 0,
      reason: 'wrong-type',
    });
    expect(feedbackOfRedeemError(refused(400, 'VOUCHER_FOR_SUBSCRIPTION')).reason).toBe('for-subscription');
    expect(feedbackOfRedeemError(refused(400, 'VOUCHER_NOT_FOR_SUBSCRIPTION')).reason).toBe(
      'not-for-subscription',
    );
    expect(feedbackOfRedeemError(refused(409, 'USER_ALREADY_SUBSCRIBED', { feedbackCode: 3 }))).toEqual({
      code: 3,
      reason: 'already-subscribed',
      status: 409,
    });
    expect(feedbackOfRedeemError(refused(429, 'RATE_LIMITED')).reason).toBe('rate-limited');
  });

  it('anything else is an error with its status; no answer is offline', () => {
    expect(feedbackOfRedeemError(refused(500))).toEqual({ code: 0, status: 500 });
    expect(feedbackOfRedeemError({ status: 0 })).toEqual({ code: 0, reason: 'offline' });
  });
});

describe('a typed code', () => {
  it('accepts any case, spaces and dashes', () => {
    expect(normalizeCodeInput(' abcd-efgh ijkl–mn0p ')).toBe('ABCDEFGHIJKLMN0P');
  });
});
