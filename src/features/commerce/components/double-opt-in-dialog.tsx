import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { CONSENT_ERRORS } from '#contract/commerce-consent.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { subscriptionTypesKey } from '../commerce.queries.ts';
import { consentAnswers, missingConsents, textIn } from '../consent-rules.ts';
import { useCommerceScope } from '../use-commerce-scope.ts';
import { usePlans } from '../use-plan.ts';
import { useStepAttempt, useSubscribeSteps } from '../use-subscribe-steps.ts';
import { PER_CYCLE } from './billing-cycle.ts';
import { OFFLINE_RETRY, REFUSAL_TEXT } from './consent-messages.ts';
import classes from './dialogs.module.css';

/**
 * Commerce §2 double opt-in with consent: first the plan's consents (the required ones must be ticked), then a
 * second, explicit "Confirm and subscribe" with what was agreed. The consents go with the subscribe (with the
 * version shown); a refusal of the server brings the customer back to them with its reason.
 */
export function DoubleOptInDialog({ onClose, ...state }: DialogComponentProps<'double-opt-in'>) {
  const { t, i18n } = useLingui();
  const { price } = useFormats();
  const { scope } = useCommerceScope();
  const queryClient = useQueryClient();
  const { plans, types } = usePlans([state.typeId]);
  const proceed = useSubscribeSteps();
  const [step, setStep] = useState<'consents' | 'confirm'>('consents');
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [showMissing, setShowMissing] = useState(false);
  const { busy, problem, setProblem, attempt } = useStepAttempt();
  const plan = plans[0];
  const type = types[0];
  const items = type?.consents ?? [];
  const missing = missingConsents(items, ticked);
  const locale = i18n.locale;
  // Each (keyed) step's heading takes the focus when it mounts, after the frame so after the dialog's own
  // opening focus: keyboard and screen-reader users start at the step's top.
  const heading = useCallback((element: HTMLHeadingElement | null) => {
    if (element) requestAnimationFrame(() => element.focus());
  }, []);

  const toggle = (id: string, on: boolean) =>
    setTicked((all) => {
      const next = new Set(all);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const next = () => {
    setShowMissing(missing.length > 0);
    if (missing.length > 0) return;
    setProblem(undefined);
    setStep('confirm');
  };
  const confirm = async () => {
    if (!type) return;
    const consents = consentAnswers(items, ticked, state.consents);
    const done = { partner: true, optIn: true };
    const result = await attempt((key) => proceed(type, { ...state, consents }, key, done));
    if (!result) return;
    setProblem(i18n._(REFUSAL_TEXT[result.code] ?? OFFLINE_RETRY));
    // Changed consents: load the plan's current ones and ask again.
    if (result.code !== CONSENT_ERRORS.required && !result.code.startsWith('PARTNER'))
      await queryClient.invalidateQueries({ queryKey: subscriptionTypesKey(scope) });
    if (result.code.startsWith('CONSENT')) setStep('consents');
  };

  const cost = plan?.price ? `${price(plan.price.price)} ${i18n._(PER_CYCLE[plan.type.billingCycle])}` : '';
  const name = plan?.name ?? '';
  const alert = problem && (
    <p role="alert" className={classes.error}>
      {problem}
    </p>
  );
  return (
    <DialogFrame title={step === 'consents' ? t`Your consent` : t`Confirm and subscribe`} onClose={onClose}>
      {!plan ? (
        <p role="status">{t`Loading the plan…`}</p>
      ) : step === 'consents' ? (
        <div key="consents" data-double-opt-in="consents">
          <h3 ref={heading} tabIndex={-1} className={classes.stepTitle}>
            {t`Step 1 of 2: read and tick what you agree to`}
          </h3>
          <p>{t`${name} costs ${cost}. Required consents are marked; without them you cannot subscribe.`}</p>
          <fieldset className={classes.consents}>
            <legend className={classes.muted}>{t`Consents for ${name}`}</legend>
            {items.map((item) => (
              <Checkbox
                key={item.id}
                checked={ticked.has(item.id)}
                onChange={(event) => toggle(item.id, event.currentTarget.checked)}
                label={`${textIn(item.texts, locale)} ${item.required ? t`(required)` : t`(optional)`}`}
                required={item.required}
                error={showMissing && item.required && !ticked.has(item.id)}
                data-consent={item.id}
              />
            ))}
          </fieldset>
          {showMissing && missing.length > 0 && (
            <p role="alert" className={classes.error}>
              {t`Tick every required consent to continue.`}
            </p>
          )}
          {alert}
          <div className={dialogActionsClass}>
            <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
            <Button onClick={next} data-double-opt-in-next="">{t`Continue`}</Button>
          </div>
        </div>
      ) : (
        <div key="confirm" data-double-opt-in="confirm">
          <h3 ref={heading} tabIndex={-1} className={classes.stepTitle}>
            {t`Step 2 of 2: confirm once more`}
          </h3>
          <p>{t`You subscribe to ${name} for ${cost}. It renews until you cancel it.`}</p>
          <p className={classes.muted}>{t`You agreed to:`}</p>
          <ul className={classes.agreed}>
            {items
              .filter((item) => ticked.has(item.id))
              .map((item) => (
                <li key={item.id}>{textIn(item.texts, locale)}</li>
              ))}
          </ul>
          {alert}
          <div className={dialogActionsClass}>
            <Button variant="default" onClick={() => setStep('consents')}>{t`Back`}</Button>
            <Button onClick={() => void confirm()} loading={busy} data-double-opt-in-confirm="">
              {t`Confirm and subscribe`}
            </Button>
          </div>
        </div>
      )}
    </DialogFrame>
  );
}
