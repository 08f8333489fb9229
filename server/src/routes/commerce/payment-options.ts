import type { PaymentOption } from '../../../../contract/commerce-types.ts';
import type { SubscriptionTypeRow } from '../../db/schema/entitlement.ts';

/** The sandbox card checkout (WEB: the browser goes to the hosted page) and operator billing (API flow). */
export const PAYMENT_OPTION = { card: 'sandbox-card', operator: 'operator-billing' } as const;
export type PaymentOptionId = (typeof PAYMENT_OPTION)[keyof typeof PAYMENT_OPTION];

export const HOSTED_CHECKOUT = '/hosted/checkout';

/** Short cycles and info-services may also be billed by the mobile operator (PIN by SMS). */
const operatorBilled = (type: Pick<SubscriptionTypeRow, 'billingCycle' | 'kind'>) =>
  type.kind === 'INFO_SERVICE' || type.billingCycle === 'P1D' || type.billingCycle === 'P7D';

/** Commerce §3 payment options of a type: WEB with its redirectionUrl, and API where the operator bills it. */
export function paymentOptionsOf(type: Pick<SubscriptionTypeRow, 'billingCycle' | 'kind'>): PaymentOption[] {
  return [
    { paymentOptionUUID: PAYMENT_OPTION.card, flow: 'WEB', name: 'Card', redirectionUrl: HOSTED_CHECKOUT },
    ...(operatorBilled(type)
      ? [{ paymentOptionUUID: PAYMENT_OPTION.operator, flow: 'API' as const, name: 'Mobile operator' }]
      : []),
  ];
}

export const isKnownOption = (type: Pick<SubscriptionTypeRow, 'billingCycle' | 'kind'>, id: string) =>
  paymentOptionsOf(type).some((option) => option.paymentOptionUUID === id);
