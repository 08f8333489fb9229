import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { SubscribeSteps } from '#components/dialogs/dialog-kinds.ts';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import type { SubscriptionType } from '#contract/commerce-types.ts';
import { OFFLINE_RETRY } from './components/consent-messages.ts';
import { nextStep, type Refusal } from './consent-rules.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { carrierOperatorOf } from './plan-view.ts';
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
        // Commerce §2 materna: an operator-confirmed plan shows the operator's carrier-billing terms first.
        const confirm = carrierOperatorOf(type) ? 'materna' : 'payment-options';
        openDialog(confirm, { ...state, paymentOptionUUID: option.paymentOptionUUID });
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

/**
 * One subscribe step's submit: busy while it runs, the offline message when no answer came (the same
 * Idempotency-Key next time), and a consent or partner refusal handed back with a new key (a refused answer
 * is kept under its key, so the corrected intent needs another).
 */
export function useStepAttempt() {
  const { i18n } = useLingui();
  const [key, setKey] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const attempt = async (run: (key: string) => Promise<SubscribeResult>): Promise<Refusal | undefined> => {
    setBusy(true);
    setProblem(undefined);
    const result = await run(key);
    if (result === 'done') return undefined;
    setBusy(false);
    if (result === 'retry') {
      setProblem(i18n._(OFFLINE_RETRY));
      return undefined;
    }
    setKey(newIdempotencyKey());
    return result;
  };
  return { busy, problem, setProblem, attempt };
}
