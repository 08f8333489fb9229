import { COMMERCE_ERRORS } from '#contract/commerce-types.ts';

/** What a subscribe (or its purchase return) came to, by HTTP status (commerce §4). */
export type SubscribeOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'success' }
  | { kind: 'pending' }
  | { kind: 'insufficient' }
  | { kind: 'duplicate' }
  /** 409 NEED_CANCEL_SUBSCRIPTION_BEFORE_UPGRADE / _DOWNGRADE: the end-flow-with-redirect dialog. */
  | { kind: 'end-flow'; error: string }
  /** §8: REQUIRED_IDENTITY_FIELD_NOT_FOUND with 404 (and a 401): the customer must log in. */
  | { kind: 'login' }
  /** 400 with the error text, 490, or any other status with the i18n message. */
  | { kind: 'error'; status: number; errorText?: string };

const END_FLOW_ERRORS: ReadonlySet<string> = new Set([
  COMMERCE_ERRORS.cancelBeforeUpgrade,
  COMMERCE_ERRORS.cancelBeforeDowngrade,
]);

/** Commerce §4 outcome by status; `data` is the answer's (type redirect|onclick, url), `error` its error text. */
export function subscribeOutcome(
  status: number,
  answer: { data?: { type?: string; url?: string; error?: string }; error?: string } = {},
): SubscribeOutcome {
  const error = answer.error ?? answer.data?.error;
  const url = answer.data?.url;
  // §4 payment flow: a redirect (or a 302 with a url) sends the browser to the checkout.
  if (url && (answer.data?.type === 'redirect' || status === 302)) return { kind: 'redirect', url };
  if (status === 200 || status === 201) return { kind: 'success' };
  if (status === 202) return { kind: 'pending' };
  if (status === 402) return { kind: 'insufficient' };
  if (status === 409)
    return error && END_FLOW_ERRORS.has(error) ? { kind: 'end-flow', error } : { kind: 'duplicate' };
  if (status === 401 || (status === 404 && error === COMMERCE_ERRORS.requiredIdentity))
    return { kind: 'login' };
  if (status === 400) return { kind: 'error', status, errorText: error };
  return { kind: 'error', status };
}

/** Commerce §4 subscription feedback codes: 1 success, 2 insufficient, 3 duplicate, 5 known error, 6 pending. */
export const FEEDBACK_CODE = {
  success: 1,
  insufficient: 2,
  duplicate: 3,
  knownError: 5,
  pending: 6,
} as const;
/** Any other code is shown as an error. */
export const FEEDBACK_ERROR = 0;

export function feedbackCodeOf(outcome: SubscribeOutcome): number {
  switch (outcome.kind) {
    case 'success':
      return FEEDBACK_CODE.success;
    case 'insufficient':
      return FEEDBACK_CODE.insufficient;
    case 'duplicate':
      return FEEDBACK_CODE.duplicate;
    case 'pending':
      return FEEDBACK_CODE.pending;
    case 'error':
      // A 400 carries the server's error text: a known error, shown with that text.
      return outcome.errorText ? FEEDBACK_CODE.knownError : FEEDBACK_ERROR;
    default:
      return FEEDBACK_ERROR;
  }
}

/** Only web addresses are followed to a checkout (never javascript: or data:). */
export const isCheckoutUrl = (url: string) => /^https?:\/\//i.test(url) || url.startsWith('/');
