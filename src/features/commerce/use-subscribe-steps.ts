import { useCallback } from 'react';
import type { SubscribeSteps } from '#components/dialogs/dialog-kinds.ts';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import type { SubscriptionType } from '#contract/commerce-types.ts';
import { nextStep } from './consent-rules.ts';
import { type SubscribeResult, useSubscribe } from './use-subscribe.ts';

/**
 * Goes on from a subscribe step (confirm, partner fields, double opt-in): the next step's dialog, the operator
 * (API) flow with what was given, or the subscribe call (consent and partner refusals come back to the caller).
 */
export function useSubscribeSteps() {
  const { subscribe } = useSubscribe();
  return useCallback(
    async (
      type: SubscriptionType,
      state: SubscribeSteps,
      key: string,
      done: { partner?: boolean; optIn?: boolean },
    ): Promise<SubscribeResult> => {
      const step = nextStep(type, done);
      if (step === 'partner') {
        openDialog('partner-subscription', state);
        return 'done';
      }
      if (step === 'double-opt-in') {
        openDialog('double-opt-in', state);
        return 'done';
      }
      const options = type.paymentOptions;
      const option = options.find((o) => o.paymentOptionUUID === state.option) ?? options[0];
      if (option?.flow === 'API') {
        openDialog('payment-options', { ...state, paymentOptionUUID: option.paymentOptionUUID });
        return 'done';
      }
      return subscribe(type, state, key, {
        option: option?.paymentOptionUUID,
        consents: state.consents,
        partnerMetadata: state.partnerMetadata,
        ownRefusals: true,
      });
    },
    [subscribe],
  );
}
