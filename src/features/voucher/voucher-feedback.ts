import { COMMERCE_ERRORS } from '#contract/commerce-types.ts';
import type { Problem } from '#contract/problem.ts';
import { VOUCHER_ERRORS, VOUCHER_FEEDBACK } from '#contract/voucher.ts';

/** What the voucher feedback dialog shows after a cart's payment (commerce §4 voucher feedback codes). */
export interface VoucherFeedback {
  /** 1 success, 2 insufficient, 3 duplicate, 6 pending, 7 not found, anything else (0) an error. */
  code: number;
  /** The HTTP status behind a failure: shown as its displayed code (status × 95). */
  status?: number;
  /** The checkout's error (PAYMENT_DECLINED …) or PAYMENT_NOT_COMPLETED for a checkout left unpaid. */
  error?: string;
}

/** A purchase return as commerce parses it (src/features/commerce/purchase-return-outcome.ts). */
export interface ReturnOutcomeLike {
  kind: string;
  status?: number;
  error?: string;
}

/**
 * Commerce §4 for a voucher cart's purchase return (purchaseType VOUCHER): 200/success → 1, 402 or
 * INSUFFICIENT_FUNDS → 2, 409 → 3, 202 → 6; a checkout left unpaid, and every other status, an error.
 */
export function feedbackOfReturn(outcome: ReturnOutcomeLike): VoucherFeedback {
  switch (outcome.kind) {
    case 'success':
      return { code: VOUCHER_FEEDBACK.success };
    case 'insufficient':
      return { code: VOUCHER_FEEDBACK.insufficient, status: 402 };
    case 'already-subscribed':
      return { code: VOUCHER_FEEDBACK.duplicate, status: 409 };
    case 'pending':
      return { code: VOUCHER_FEEDBACK.pending };
    case 'unfinished':
      return { code: 0, error: COMMERCE_ERRORS.paymentNotCompleted };
    case 'login-subscription-error':
      return { code: 0, status: 404 };
    default:
      return {
        code: 0,
        ...(outcome.status ? { status: outcome.status } : {}),
        ...(outcome.error ? { error: outcome.error } : {}),
      };
  }
}

/** Why a redemption was refused when it is not a feedback code of its own: each has its explanation. */
export type RedeemReason =
  | 'wrong-type'
  | 'for-subscription'
  | 'not-for-subscription'
  | 'already-subscribed'
  | 'rate-limited'
  | 'offline';

export interface RedeemFeedback {
  code: number;
  reason?: RedeemReason;
  status?: number;
}

/** An API failure as the voucher calls see it (ApiError's status and problem). */
export interface FailureLike {
  status: number;
  problem?: Pick<Problem, 'code' | 'data'> | undefined;
}

const REASONS: Partial<Record<string, RedeemReason>> = {
  [VOUCHER_ERRORS.wrongType]: 'wrong-type',
  [VOUCHER_ERRORS.forSubscription]: 'for-subscription',
  [VOUCHER_ERRORS.notForSubscription]: 'not-for-subscription',
  [VOUCHER_ERRORS.alreadySubscribed]: 'already-subscribed',
};

const feedbackCodeOf = (data: unknown): number | undefined => {
  const code = (data as { feedbackCode?: unknown } | null | undefined)?.feedbackCode;
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined;
};

/**
 * A refused redemption (commerce §4): the problem's data.feedbackCode first (3 already used, 7 no such code),
 * then its code; a wrong type or kind of code gets its explanation, too many tries (429) "try later", a
 * malformed code is no such code, and anything else the error with its displayed code.
 */
export function feedbackOfRedeemError(failure: FailureLike): RedeemFeedback {
  const { status, problem } = failure;
  if (status === 0) return { code: 0, reason: 'offline' };
  if (status === 429) return { code: 0, reason: 'rate-limited', status };
  const reason = problem?.code ? REASONS[problem.code] : undefined;
  const given = feedbackCodeOf(problem?.data);
  if (problem?.code === VOUCHER_ERRORS.alreadySubscribed)
    return { code: VOUCHER_FEEDBACK.duplicate, reason: 'already-subscribed', status };
  if (reason) return { code: given ?? 0, reason, status };
  if (given !== undefined) return { code: given, status };
  if (problem?.code === VOUCHER_ERRORS.notFound) return { code: VOUCHER_FEEDBACK.notFound, status };
  if (problem?.code === VOUCHER_ERRORS.alreadyUsed) return { code: VOUCHER_FEEDBACK.duplicate, status };
  // The contract's code rules refused the input: it cannot be a code of this tenant.
  if (status === 400 && problem?.code === 'VALIDATION_FAILED')
    return { code: VOUCHER_FEEDBACK.notFound, status };
  return { code: 0, status };
}

/** A code as typed (any case, spaces, dashes): the 16 characters the server compares, upper case. */
export const normalizeCodeInput = (typed: string): string => typed.replace(/[\s\-–—]+/g, '').toUpperCase();
