import '@mantine/core/styles/Input.css';
import { useLingui } from '@lingui/react/macro';
import { Button, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { commerceEndpoints } from '#contract/commerce.ts';
import { IDEMPOTENCY_HEADER } from '#contract/player.ts';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import { refusalOf } from '../consent-rules.ts';
import { newIdempotencyKey } from '../idempotency-key.ts';
import { outcomeOfApiError, showSubscribeOutcome } from '../subscribe-flow.ts';
import { subscribeOutcome } from '../subscribe-outcome.ts';
import { subscribeReturnUrl } from '../subscribe-request.ts';
import { useCommerceScope } from '../use-commerce-scope.ts';
import { usePlans } from '../use-plan.ts';
import { OFFLINE_RETRY, REFUSAL_TEXT } from './consent-messages.ts';
import classes from './dialogs.module.css';

type Step = { kind: 'msisdn' } | { kind: 'pin'; transactionId: string };

/**
 * Commerce §2/§7 payment options, operator (API) flow: the mobile number (POST /subscription/api/{type}), then
 * the PIN it received (POST /subscription/api) as nextApiFlowStep asks; the final answer's status is the outcome.
 */
export function PaymentOptionsDialog({
  typeId,
  paymentOptionUUID,
  consents,
  partnerMetadata,
  onClose,
}: DialogComponentProps<'payment-options'>) {
  const { t, i18n } = useLingui();
  const { scope } = useCommerceScope();
  const { plans } = usePlans([typeId]);
  const feedbackVersion = useConfiguration().subscriptionSettings.feedbackVersion;
  const [key] = useState(newIdempotencyKey);
  const [step, setStep] = useState<Step>({ kind: 'msisdn' });
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  // One key per attempt that got an answer: a retry after no answer sends the same key, a new PIN a new one.
  const [attempt, setAttempt] = useState(0);
  const headers = { [IDEMPOTENCY_HEADER]: `${key}:${step.kind}:${attempt}` };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const answer =
        step.kind === 'msisdn'
          ? await scope.api.call(commerceEndpoints.apiFlowStart, {
              params: { id: String(typeId) },
              body: {
                paymentOptionUUID,
                redirectionUrl: subscribeReturnUrl(window.location.href),
                body: { msisdn: value.trim() },
                // What the double opt-in and partner steps gave, with the language they were shown in.
                lang: scope.locale,
                ...(consents?.length ? { subscriptionConsentList: consents } : {}),
                ...(partnerMetadata && Object.keys(partnerMetadata).length > 0 ? { partnerMetadata } : {}),
              },
              headers,
            })
          : await scope.api.call(commerceEndpoints.apiFlow, {
              body: { paymentOptionUUID, body: { pin: value.trim(), transactionId: step.transactionId } },
              headers,
            });
      const { response } = answer;
      setAttempt((n) => n + 1);
      if (answer.nextApiFlowStep === 'VERIFY_PIN') {
        // Asked for the PIN again: the one sent was wrong (the operator counts the attempts).
        if (step.kind === 'pin') setProblem(t`This PIN is not right. Try again.`);
        setStep({ kind: 'pin', transactionId: response.transactionId });
        setValue('');
      } else if (answer.nextApiFlowStep === 'DONE') {
        showSubscribeOutcome(
          subscribeOutcome(response.status, { data: { url: response.url }, error: response.error }),
          {
            feedbackVersion,
            typeId,
          },
        );
      }
    } catch (error) {
      const outcome = outcomeOfApiError(error);
      if (outcome) setAttempt((n) => n + 1);
      const refusal = refusalOf(error);
      if (refusal) {
        setProblem(i18n._(REFUSAL_TEXT[refusal.code] ?? OFFLINE_RETRY));
        return;
      }
      // A refused number or PIN (400) stays here to be corrected; other outcomes close the flow.
      if (outcome?.kind === 'error' && outcome.status === 400)
        setProblem(
          step.kind === 'msisdn'
            ? t`Check the mobile number and try again.`
            : t`This PIN is not right. Try again.`,
        );
      else if (outcome) showSubscribeOutcome(outcome, { feedbackVersion, typeId });
      else setProblem(t`No answer from the service. Check your connection and try again.`);
    } finally {
      setBusy(false);
    }
  };
  const name = plans[0]?.name ?? '';
  return (
    <DialogFrame title={t`Pay with your mobile operator`} onClose={onClose}>
      <form onSubmit={(event) => void send(event)} data-api-flow={step.kind}>
        <p>
          {step.kind === 'msisdn'
            ? t`${name} is charged to your mobile phone bill. Enter your mobile number to receive a PIN by text message.`
            : t`Enter the PIN we sent to your phone.`}
        </p>
        <TextInput
          key={step.kind}
          label={step.kind === 'msisdn' ? t`Mobile number` : t`PIN`}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          inputMode={step.kind === 'msisdn' ? 'tel' : 'numeric'}
          autoComplete={step.kind === 'msisdn' ? 'tel' : 'one-time-code'}
          dir="ltr"
          required
          data-autofocus=""
          error={problem}
        />
        <div className={`${dialogActionsClass} ${classes.formActions}`}>
          <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
          <Button type="submit" loading={busy}>
            {step.kind === 'msisdn' ? t`Send the PIN` : t`Confirm`}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
