import type { Context } from 'hono';
import { COMMERCE_ERRORS } from '../../../contract/commerce-types.ts';
import type { LocaleCode } from '../../../contract/locales.ts';
import { isAllowedReturnUrl } from '../auth/allowlist.ts';
import type { PaymentRow } from '../db/schema/commerce.ts';
import type { TenantRow } from '../db/schema/tenant.ts';
import type { HostedDeps } from './hosted-context.ts';
import { errorPage } from './hosted-context.ts';
import { type TextKey, tr } from './texts.ts';

export type ReturnOutcome =
  | { kind: 'success' }
  | { kind: 'pending' }
  | { kind: 'failed'; error: string }
  /** The user left the checkout before paying: the payment stays open, so the portal can offer to finish it. */
  | { kind: 'left' };

const STATUS: Record<string, string> = {
  INSUFFICIENT_FUNDS: '402',
  USER_ALREADY_SUBSCRIBED: '409',
};
const MESSAGES: Record<string, TextKey> = {
  PAYMENT_DECLINED: 'checkout.declinedMsg',
  CHALLENGE_FAILED: 'checkout.challengeFailedMsg',
};

/**
 * The return URL with the spec's purchase-return parameters (shell/commerce §2): status, error, type,
 * subTypeId, purchaseID, purchaseType (ONE_TIME, VOUCHER or SUBSCRIPTION), and msg for errors the portal
 * shows as text; a checkout left before paying carries error PAYMENT_NOT_COMPLETED and no status.
 */
export function returnHref(payment: PaymentRow, outcome: ReturnOutcome): string {
  const url = new URL(payment.returnUrl ?? '');
  const card = payment.purpose === 'ADD_CARD';
  const article = payment.purpose === 'ONE_TIME';
  const voucher = payment.purpose === 'VOUCHER';
  const params: Record<string, string> = {
    type: card ? 'card' : article ? 'article' : voucher ? 'voucher' : 'subscription',
  };
  if (outcome.kind === 'success') params.status = '200';
  if (outcome.kind === 'pending') params.status = '202';
  if (outcome.kind === 'left') params.error = COMMERCE_ERRORS.paymentNotCompleted;
  if (outcome.kind === 'failed') {
    params.status = STATUS[outcome.error] ?? '400';
    params.error = outcome.error;
    const message = MESSAGES[outcome.error];
    if (message) params.msg = tr(payment.lang as LocaleCode, message);
  }
  if (!card && payment.typeId !== null) params.subTypeId = String(payment.typeId);
  if (!card) {
    params.purchaseID = payment.id;
    params.purchaseType = article ? 'ONE_TIME' : voucher ? 'VOUCHER' : 'SUBSCRIPTION';
  }
  if (article) params.articleId = String((payment.intent as { articleId?: number }).articleId);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** 303 to the payment's return URL, vetted against the tenant's allowlist again at the moment of return. */
export async function redirectBack(
  c: Context,
  deps: HostedDeps,
  tenant: TenantRow,
  lang: LocaleCode,
  payment: PaymentRow,
  outcome: ReturnOutcome,
): Promise<Response> {
  if (!payment.returnUrl || !(await isAllowedReturnUrl(deps.db, tenant, payment.returnUrl)))
    return errorPage(c, { tenant, lang }, 'badRequest', 400);
  c.header('cache-control', 'no-store');
  return c.redirect(returnHref(payment, outcome), 303);
}
