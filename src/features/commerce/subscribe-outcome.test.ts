import { describe, expect, it } from 'vitest';
import { displayedErrorCode } from '#lib/error-code.ts';
import { purchaseReturnOutcome } from './purchase-return-outcome.ts';
import { FEEDBACK_CODE, feedbackCodeOf, subscribeOutcome } from './subscribe-outcome.ts';

describe('subscribe outcome by status (commerce §4)', () => {
  it('maps every status the spec names', () => {
    expect(
      subscribeOutcome(200, { data: { type: 'redirect', url: 'https://p.test/hosted/checkout/1' } }),
    ).toEqual({
      kind: 'redirect',
      url: 'https://p.test/hosted/checkout/1',
    });
    expect(subscribeOutcome(200, { data: { type: 'onclick' } })).toEqual({ kind: 'success' });
    expect(subscribeOutcome(201)).toEqual({ kind: 'success' });
    expect(subscribeOutcome(202)).toEqual({ kind: 'pending' });
    expect(subscribeOutcome(402)).toEqual({ kind: 'insufficient' });
    expect(subscribeOutcome(409, { error: 'USER_ALREADY_SUBSCRIBED' })).toEqual({ kind: 'duplicate' });
    expect(subscribeOutcome(409, { error: 'NEED_CANCEL_SUBSCRIPTION_BEFORE_UPGRADE' })).toEqual({
      kind: 'end-flow',
      error: 'NEED_CANCEL_SUBSCRIPTION_BEFORE_UPGRADE',
    });
    expect(subscribeOutcome(409, { error: 'NEED_CANCEL_SUBSCRIPTION_BEFORE_DOWNGRADE' }).kind).toBe(
      'end-flow',
    );
    expect(subscribeOutcome(400, { error: 'NEED_UPGRADE_TO_PREMIUM_SUBSCRIPTION' })).toEqual({
      kind: 'error',
      status: 400,
      errorText: 'NEED_UPGRADE_TO_PREMIUM_SUBSCRIPTION',
    });
    expect(subscribeOutcome(490)).toEqual({ kind: 'error', status: 490 });
    expect(subscribeOutcome(500)).toEqual({ kind: 'error', status: 500 });
    expect(subscribeOutcome(404, { error: 'REQUIRED_IDENTITY_FIELD_NOT_FOUND' })).toEqual({ kind: 'login' });
  });

  it('the displayed error code is the status times 95', () => {
    expect(displayedErrorCode(402)).toBe(38190);
    expect(displayedErrorCode(490)).toBe(46550);
  });

  it('feedback codes: 1 success, 2 insufficient, 3 duplicate, 5 known error, 6 pending, else error', () => {
    expect(feedbackCodeOf({ kind: 'success' })).toBe(FEEDBACK_CODE.success);
    expect(feedbackCodeOf({ kind: 'insufficient' })).toBe(2);
    expect(feedbackCodeOf({ kind: 'duplicate' })).toBe(3);
    expect(feedbackCodeOf({ kind: 'error', status: 400, errorText: 'X' })).toBe(5);
    expect(feedbackCodeOf({ kind: 'pending' })).toBe(6);
    expect(feedbackCodeOf({ kind: 'error', status: 490 })).toBe(0);
  });
});

describe('purchase return (commerce §4)', () => {
  it('maps every parameter combination the spec names', () => {
    expect(purchaseReturnOutcome({ status: '402' })).toEqual({ kind: 'insufficient' });
    expect(purchaseReturnOutcome({ error: 'INSUFFICIENT_FUNDS' })).toEqual({ kind: 'insufficient' });
    expect(purchaseReturnOutcome({ status: '409' })).toEqual({ kind: 'already-subscribed' });
    expect(purchaseReturnOutcome({ error: 'USER_ALREADY_SUBSCRIBED' })).toEqual({
      kind: 'already-subscribed',
    });
    for (const status of ['200', 'success', 'OK', 'SUCCESS'])
      expect(purchaseReturnOutcome({ status })).toEqual({ kind: 'success' });
    expect(purchaseReturnOutcome({ status: '202' })).toEqual({ kind: 'pending' });
    expect(purchaseReturnOutcome({ status: '404', error: 'NO_SUBSCRIPTION_FOUND' })).toEqual({
      kind: 'login-subscription-error',
    });
    expect(purchaseReturnOutcome({ status: '400', error: 'PAYMENT_DECLINED' })).toEqual({
      kind: 'error',
      status: 400,
      error: 'PAYMENT_DECLINED',
    });
    expect(purchaseReturnOutcome({ status: '500' })).toEqual({ kind: 'error', status: 500 });
    expect(purchaseReturnOutcome({ campgainId: 'c1' })).toBeUndefined();
  });

  it('a checkout left before paying offers to finish that payment (its purchaseID and plan)', () => {
    expect(
      purchaseReturnOutcome({ error: 'PAYMENT_NOT_COMPLETED', purchaseID: 'pay_1', subTypeId: '7' }),
    ).toEqual({ kind: 'unfinished', transactionId: 'pay_1', typeId: 7 });
    expect(
      purchaseReturnOutcome({ error: 'PAYMENT_NOT_COMPLETED', purchaseID: 'pay_1', subTypeId: 'x' }),
    ).toEqual({ kind: 'unfinished', transactionId: 'pay_1' });
    // Without the payment there is nothing to finish; with a status the status decides.
    expect(purchaseReturnOutcome({ error: 'PAYMENT_NOT_COMPLETED' })).toBeUndefined();
    expect(purchaseReturnOutcome({ error: 'PAYMENT_NOT_COMPLETED', status: '400', purchaseID: 'p' })).toEqual(
      {
        kind: 'error',
        status: 400,
        error: 'PAYMENT_NOT_COMPLETED',
      },
    );
  });
});
