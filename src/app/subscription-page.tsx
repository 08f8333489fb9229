import { SubscriptionPage } from '#features/commerce/components/subscription-page.tsx';
import { RedeemCodeBar } from '#features/voucher/components/redeem-action.tsx';

/** /subscription: the plans (commerce), with redeeming a voucher code that grants a plan (voucher). */
export function SubscriptionWithRedeem() {
  return <SubscriptionPage extra={<RedeemCodeBar />} />;
}
