import '@mantine/core/styles/Input.css';
import { useLingui } from '@lingui/react/macro';
import { Button, TextInput } from '@mantine/core';
import { type FormEvent, useCallback, useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import type { PartnerField } from '#contract/commerce-consent.ts';
import { nextStep, partnerFieldError, partnerValues, textIn } from '../consent-rules.ts';
import { usePlans } from '../use-plan.ts';
import { useStepAttempt, useSubscribeSteps } from '../use-subscribe-steps.ts';
import { FIELD_REQUIRED, OFFLINE_RETRY, REFUSAL_TEXT } from './consent-messages.ts';
import classes from './dialogs.module.css';
import { PlanPriceLine } from './plan-price-line.tsx';

/**
 * Commerce §2 partner subscription custom dialog: a plan sold on behalf of a partner asks for the fields the
 * partner needs (checked on blur and on submit with the partner's form, and again by the server); they go with
 * the subscribe as its partner metadata.
 */
export function PartnerSubscriptionDialog({
  onClose,
  ...state
}: DialogComponentProps<'partner-subscription'>) {
  const { t, i18n } = useLingui();
  const { plans, types } = usePlans([state.typeId]);
  const proceed = useSubscribeSteps();
  const [values, setValues] = useState<Record<string, string>>(state.partnerMetadata ?? {});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const { busy, problem, setProblem, attempt } = useStepAttempt();
  const plan = plans[0];
  const type = types[0];
  const partner = type?.partner;
  const fields = partner?.fields ?? [];
  const locale = i18n.locale;
  // The first field takes the focus once shown (after the frame, so after the dialog's own opening focus).
  const focusOnMount = useCallback((element: HTMLInputElement | null) => {
    if (element) requestAnimationFrame(() => element.focus());
  }, []);

  const errorOf = (field: PartnerField, value: string) => {
    const error = partnerFieldError(field, value);
    if (error === 'required') return i18n._(FIELD_REQUIRED);
    if (error === 'invalid')
      return t`This is not in the form the partner expects. ${textIn(field.hints, locale)}`;
    return undefined;
  };
  const check = (field: PartnerField, value = values[field.key] ?? '') =>
    setErrors((all) => ({ ...all, [field.key]: errorOf(field, value) }));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!type) return;
    const found = Object.fromEntries(fields.map((f) => [f.key, errorOf(f, values[f.key] ?? '')]));
    setErrors(found);
    const first = fields.find((f) => found[f.key]);
    if (first) {
      document.getElementById(`partner-${first.key}`)?.focus();
      return;
    }
    const partnerMetadata = partnerValues(values);
    const result = await attempt((key) =>
      proceed(type, { ...state, partnerMetadata }, key, { partner: true }),
    );
    if (!result) return;
    if (result.field && fields.some((f) => f.key === result.field)) {
      const field = fields.find((f) => f.key === result.field) as PartnerField;
      setErrors((all) => ({
        ...all,
        [field.key]:
          errorOf(field, values[field.key] ?? '') ?? i18n._(REFUSAL_TEXT[result.code] ?? FIELD_REQUIRED),
      }));
      document.getElementById(`partner-${field.key}`)?.focus();
    } else setProblem(i18n._(REFUSAL_TEXT[result.code] ?? OFFLINE_RETRY));
  };

  const name = partner?.name ?? '';
  const last = type ? nextStep(type, { partner: true }) === 'pay' : true;
  return (
    <DialogFrame title={t`Your ${name} details`} onClose={onClose}>
      {!plan || !partner ? (
        <p role="status">{t`Loading the plan…`}</p>
      ) : (
        <form onSubmit={(event) => void send(event)} noValidate data-partner-form={plan.id}>
          <PlanPriceLine plan={plan} />
          <p>{t`${plan.name} is provided by our partner ${name}. It needs these details to activate your subscription.`}</p>
          {fields.map((field, index) => (
            <TextInput
              key={field.key}
              id={`partner-${field.key}`}
              label={textIn(field.labels, locale)}
              description={textIn(field.hints, locale)}
              value={values[field.key] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((all) => ({ ...all, [field.key]: value }));
                if (errors[field.key]) check(field, value);
              }}
              onBlur={() => check(field)}
              inputMode={field.inputMode}
              autoComplete={field.inputMode === 'tel' ? 'tel' : 'off'}
              maxLength={field.maxLength}
              dir="ltr"
              required={field.required}
              error={errors[field.key]}
              ref={index === 0 ? focusOnMount : undefined}
              data-partner-field={field.key}
            />
          ))}
          {problem && (
            <p role="alert" className={classes.error}>
              {problem}
            </p>
          )}
          <div className={`${dialogActionsClass} ${classes.formActions}`}>
            <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
            <Button type="submit" loading={busy} data-partner-continue="">
              {last ? t`Continue to payment` : t`Continue`}
            </Button>
          </div>
        </form>
      )}
    </DialogFrame>
  );
}
