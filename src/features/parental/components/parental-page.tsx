import '@mantine/core/styles/Radio.css';
import { useLingui } from '@lingui/react/macro';
import { Button, Radio } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { ErrorSummary } from '#components/forms/error-summary.tsx';
import { CheckboxField, TextField } from '#components/forms/fields.tsx';
import { useForm } from '#components/forms/use-form.ts';
import { CardSkeletons, LoadFailure } from '#components/library-page/notices.tsx';
import { PageFrame } from '#components/page-frame.tsx';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import { type AgeGroup, type ParentalConfigAnswer, parentalEndpoints } from '#contract/parental.ts';
import { RATING_LEVELS } from '#platform/parental/max-rating.ts';
import { rememberParentalConfig } from '#platform/parental/parental-state.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { parentalFailure, parentalQuery } from '../parental.queries.ts';
import classes from './parental.module.css';
import {
  FAILURE_TEXTS,
  type ParentalFormValues,
  parentalFormValues,
  parentalRules,
} from './parental-form.ts';

/** /parentalControl (protected): on or off, the highest age group shown, and the passcode that guards both. */
export function ParentalControlPage() {
  const { t } = useLingui();
  const scope = usePageScope();
  const config = useQuery(parentalQuery(scope));
  let body: React.ReactNode;
  if (config.isError && !config.data)
    body = (
      <LoadFailure
        message={t`Parental control could not be loaded. Check your connection and try again.`}
        onRetry={() => void config.refetch()}
        retrying={config.isFetching}
      />
    );
  else if (!config.data) body = <CardSkeletons count={1} label={t`Loading parental control…`} />;
  else body = <ParentalForm key={config.data.updatedAt ?? 'new'} config={config.data} />;
  return (
    <PageFrame fallbackTitle={t`Parental control`} classNames={classes}>
      {body}
    </PageFrame>
  );
}

function ParentalForm({ config }: { config: ParentalConfigAnswer }) {
  const { t, i18n } = useLingui();
  const scope = usePageScope();
  const queryClient = useQueryClient();
  const ageId = useId();
  const [rules] = useState(() => ({}));
  const form = useForm<ParentalFormValues>({ initialValues: parentalFormValues(config), rules });
  Object.assign(rules, parentalRules(config, form.values));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  const save = async (values: ParentalFormValues) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const saved = await scope.api.call(parentalEndpoints.put, {
        body: {
          isActive: values.isActive,
          maxAgeGroup: Number(values.maxAgeGroup) as AgeGroup,
          ...(values.password ? { password: values.password } : {}),
          ...(config.hasPassword ? { currentPassword: values.currentPassword } : {}),
        },
      });
      rememberParentalConfig(saved);
      queryClient.setQueryData(parentalQuery(scope).queryKey, saved);
      showSnackbar(t`Parental control saved`);
    } catch (error) {
      const failure = parentalFailure(error);
      if (failure === 'wrong')
        form.setErrors(
          { currentPassword: { key: 'parental.wrong', values: {}, text: i18n._(FAILURE_TEXTS.wrong) } },
          true,
        );
      else setProblem(i18n._(FAILURE_TEXTS[failure]));
    } finally {
      setBusy(false);
    }
  };

  const labels = {
    isActive: t`Parental control on`,
    maxAgeGroup: t`Highest age rating shown`,
    currentPassword: t`Current passcode`,
    password: config.hasPassword ? t`New passcode (optional)` : t`Passcode`,
    confirmPassword: t`Repeat the passcode`,
  };
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => void save(values))} data-parental-form="">
      <ErrorSummary entries={form.summary} attempt={form.submitCount} labels={labels} />
      <section className={classes.card}>
        <p className={classes.muted}>
          {t`While parental control is on, content rated above the age you choose is hidden, and opening it needs the passcode.`}
        </p>
        <CheckboxField field={form.checkbox('isActive')} label={labels.isActive} />
        <Radio.Group
          id={ageId}
          value={form.values.maxAgeGroup}
          onChange={(value) => form.setValue('maxAgeGroup', value)}
          label={labels.maxAgeGroup}
        >
          <div className={classes.choices}>
            {RATING_LEVELS.map((level) => (
              <Radio key={level.value} value={String(level.value)} label={i18n._(level.label)} />
            ))}
          </div>
        </Radio.Group>
      </section>
      <section className={classes.card}>
        {config.hasPassword && (
          <TextField
            field={form.text('currentPassword')}
            label={labels.currentPassword}
            type="password"
            required
            autoComplete="current-password"
            dir="ltr"
          />
        )}
        <TextField
          field={form.text('password')}
          label={labels.password}
          type="password"
          required={!config.hasPassword}
          autoComplete="new-password"
          dir="ltr"
          description={t`4 to 32 characters.`}
        />
        <TextField
          field={form.text('confirmPassword')}
          label={labels.confirmPassword}
          type="password"
          autoComplete="new-password"
          dir="ltr"
        />
        {problem && (
          <p role="alert" className={classes.error}>
            {problem}
          </p>
        )}
        <div className={classes.actions}>
          <Button type="submit" loading={busy} {...form.buttonProps}>
            {t`Save`}
          </Button>
          {config.hasPassword && (
            <Button variant="subtle" onClick={() => openDialog('reset-parental-password')}>
              {t`Forgot the passcode?`}
            </Button>
          )}
        </div>
      </section>
    </form>
  );
}
