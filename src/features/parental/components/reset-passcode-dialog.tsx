import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { ErrorSummary } from '#components/forms/error-summary.tsx';
import { TextField } from '#components/forms/fields.tsx';
import { useForm } from '#components/forms/use-form.ts';
import { PASSCODE_MAX_LENGTH, PASSCODE_MIN_LENGTH, parentalEndpoints } from '#contract/parental.ts';
import { rememberParentalConfig } from '#platform/parental/parental-state.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { parentalFailure, parentalQuery } from '../parental.queries.ts';
import classes from './parental.module.css';
import { FAILURE_TEXTS } from './parental-form.ts';

interface ResetValues {
  [key: string]: unknown;
  randomCode: string;
  newPassword: string;
  confirmPassword: string;
}

const RULES = {
  randomCode: [{ rule: 'required' }, { rule: 'regex', pattern: /^\s*\d{8}\s*$/ }],
  newPassword: [
    { rule: 'required' },
    { rule: 'min', min: PASSCODE_MIN_LENGTH },
    { rule: 'max', max: PASSCODE_MAX_LENGTH },
  ],
  confirmPassword: [{ rule: 'required' }, { rule: 'confirmed', field: 'newPassword' }],
} as const;

/** Commerce §2 reset parental password: a code to the account's e-mail, then the code and a new passcode. */
export function ResetPasscodeDialog({ onClose }: DialogComponentProps<'reset-parental-password'>) {
  const { t, i18n } = useLingui();
  const scope = usePageScope();
  const queryClient = useQueryClient();
  const form = useForm<ResetValues>({
    initialValues: { randomCode: '', newPassword: '', confirmPassword: '' },
    rules: RULES,
  });
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await work();
    } catch (error) {
      setProblem(i18n._(FAILURE_TEXTS[parentalFailure(error)]));
    } finally {
      setBusy(false);
    }
  };
  const send = () =>
    run(async () => {
      const answer = await scope.api.call(parentalEndpoints.sendEmail, {
        body: { sendGridConfig: { lang: scope.locale } },
      });
      setSentTo(answer.recipient);
    });
  const reset = (values: ResetValues) =>
    run(async () => {
      const saved = await scope.api.call(parentalEndpoints.resetPasscode, {
        body: { randomCode: values.randomCode.trim(), newPassword: values.newPassword },
      });
      rememberParentalConfig(saved);
      queryClient.setQueryData(parentalQuery(scope).queryKey, saved);
      setDone(true);
    });

  const labels = {
    randomCode: t`Code from the e-mail`,
    newPassword: t`New passcode`,
    confirmPassword: t`Repeat the passcode`,
  };
  const recipient = sentTo ?? '';
  return (
    <DialogFrame title={t`Reset the parental control passcode`} onClose={onClose}>
      {done ? (
        <>
          <p role="status" data-parental-reset="done">{t`The new passcode is set.`}</p>
          <div className={dialogActionsClass}>
            <Button onClick={onClose} data-autofocus="">{t`OK`}</Button>
          </div>
        </>
      ) : sentTo ? (
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => void reset(values))}
          data-parental-reset="code"
        >
          <p role="status">{t`We sent a code to ${recipient}. It is valid for 15 minutes.`}</p>
          <ErrorSummary entries={form.summary} attempt={form.submitCount} labels={labels} />
          <TextField
            field={form.text('randomCode')}
            label={labels.randomCode}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
          />
          <TextField
            field={form.text('newPassword')}
            label={labels.newPassword}
            type="password"
            required
            autoComplete="new-password"
            dir="ltr"
          />
          <TextField
            field={form.text('confirmPassword')}
            label={labels.confirmPassword}
            type="password"
            required
            autoComplete="new-password"
            dir="ltr"
          />
          {problem && (
            <p role="alert" className={classes.error}>
              {problem}
            </p>
          )}
          <div className={dialogActionsClass}>
            <Button variant="subtle" onClick={() => void send()} disabled={busy}>{t`Send again`}</Button>
            <Button type="submit" loading={busy} {...form.buttonProps}>{t`Set the passcode`}</Button>
          </div>
        </form>
      ) : (
        <>
          <p>{t`We send a code to your account's e-mail address. With it you can choose a new passcode.`}</p>
          {problem && (
            <p role="alert" className={classes.error}>
              {problem}
            </p>
          )}
          <div className={dialogActionsClass}>
            <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
            <Button
              onClick={() => void send()}
              loading={busy}
              data-parental-send=""
            >{t`Send the code`}</Button>
          </div>
        </>
      )}
    </DialogFrame>
  );
}
