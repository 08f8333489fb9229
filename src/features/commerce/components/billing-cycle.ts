import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BillingCycle } from '#contract/commerce-types.ts';

/** Commerce §3 billing cycles as the customer reads them next to a price. */
export const PER_CYCLE: Record<BillingCycle, MessageDescriptor> = {
  P1D: msg`per day`,
  P7D: msg`per week`,
  P1M: msg`per month`,
  P1Y: msg`per year`,
};
