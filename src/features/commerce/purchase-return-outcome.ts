import { COMMERCE_ERRORS } from '#contract/commerce-types.ts';

/** What a return from a payment or subscription flow asks the portal to show (commerce §4 purchase return). */
export type PurchaseReturnOutcome =
  | { kind: 'insufficient' }
  | { kind: 'already-subscribed' }
  | { kind: 'success' }
  | { kind: 'pending' }
  | { kind: 'login-subscription-error' }
  /** The user left the checkout before paying: the payment (purchaseID) is still open to finish. */
  | { kind: 'unfinished'; transactionId: string; typeId?: number }
  /** Another failure status (a declined card, say): the error feedback with the displayed code. */
  | { kind: 'error'; status: number; error?: string };

const SUCCESS = new Set(['200', 'success', 'OK', 'SUCCESS']);

/**
 * Commerce §4: 402 or INSUFFICIENT_FUNDS → insufficient funds; 409 or USER_ALREADY_SUBSCRIBED → already
 * subscribed; NO_SUBSCRIPTION_FOUND with 404 → login subscription error; 200/success/OK/SUCCESS → purchased;
 * 202 → pending. A checkout left before paying (PAYMENT_NOT_COMPLETED, no status) → the one-time payment
 * options of that open payment. Parameters of no outcome (a campaign id alone) ask for nothing.
 */
export function purchaseReturnOutcome(
  params: Readonly<Partial<Record<string, string>>>,
): PurchaseReturnOutcome | undefined {
  const { status, error } = params;
  if (error === COMMERCE_ERRORS.paymentNotCompleted && status === undefined) {
    if (!params.purchaseID) return undefined;
    const typeId = Number(params.subTypeId);
    return Number.isInteger(typeId) && typeId > 0
      ? { kind: 'unfinished', transactionId: params.purchaseID, typeId }
      : { kind: 'unfinished', transactionId: params.purchaseID };
  }
  if (status === '402' || error === COMMERCE_ERRORS.insufficientFunds) return { kind: 'insufficient' };
  if (status === '409' || error === COMMERCE_ERRORS.alreadySubscribed) return { kind: 'already-subscribed' };
  if (error === COMMERCE_ERRORS.noSubscription && status === '404')
    return { kind: 'login-subscription-error' };
  if (status !== undefined && SUCCESS.has(status)) return { kind: 'success' };
  if (status === '202') return { kind: 'pending' };
  const code = Number(status);
  if (Number.isInteger(code) && code >= 400 && code < 600)
    return error ? { kind: 'error', status: code, error } : { kind: 'error', status: code };
  return undefined;
}
