import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useId, useState } from 'react';
import { ErrorSummary } from '#components/forms/error-summary.tsx';
import { CheckboxField, TextAreaField, TextField } from '#components/forms/fields.tsx';
import { useForm } from '#components/forms/use-form.ts';
import { APP_SCOPES, type AppInput, type DeveloperApp } from '#contract/developer-apps.ts';
import {
  APP_FORM_RULES,
  type AppFormValues,
  appFormErrors,
  appFormValues,
  appInputOf,
  SCOPE_TEXTS,
} from '../app-form.ts';
import classes from './developer-apps.module.css';

interface AppFormProps {
  app?: DeveloperApp;
  submitLabel: string;
  /** Sends the checked input; answers a translated problem to show, or nothing when it worked. */
  onSave: (input: AppInput) => Promise<string | undefined>;
}

/** Name, description, redirect URIs (one a line) and scopes, checked as the server checks them. */
export function AppForm({ app, submitLabel, onSave }: AppFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<AppFormValues>({ initialValues: appFormValues(app), rules: APP_FORM_RULES });
  const scopesId = useId();
  const [scopesError, setScopesError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  const save = async (values: AppFormValues) => {
    const errors = appFormErrors(i18n, values);
    setScopesError(errors.scopes);
    if (errors.redirectUris)
      form.setErrors(
        { redirectUris: { key: 'apps.redirectUris', values: {}, text: errors.redirectUris } },
        true,
      );
    if (errors.redirectUris || errors.scopes) return;
    setBusy(true);
    setProblem(undefined);
    try {
      setProblem(await onSave(appInputOf(values)));
    } finally {
      setBusy(false);
    }
  };

  const labels = {
    name: t`App name`,
    description: t`Description`,
    redirectUris: t`Redirect URIs`,
  };
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => void save(values))} data-app-form="">
      <ErrorSummary entries={form.summary} attempt={form.submitCount} labels={labels} />
      <section className={classes.card}>
        <TextField
          field={form.text('name')}
          label={labels.name}
          required
          description={t`3 to 60 characters.`}
        />
        <TextAreaField
          field={form.text('description')}
          label={labels.description}
          autosize
          minRows={2}
          description={t`What your app does, in up to 500 characters.`}
        />
        <TextAreaField
          field={form.text('redirectUris')}
          label={labels.redirectUris}
          required
          autosize
          minRows={2}
          dir="ltr"
          description={t`One a line, up to 5. https addresses (http only for localhost), no # or *.`}
        />
        <fieldset className={classes.card} aria-describedby={scopesError ? scopesId : undefined}>
          <legend>{t`Permissions your app asks for`}</legend>
          {APP_SCOPES.map((scope) => (
            <CheckboxField key={scope} field={form.checkbox(scope)} label={i18n._(SCOPE_TEXTS[scope])} />
          ))}
          {scopesError && (
            <p id={scopesId} role="alert" className={classes.error}>
              {scopesError}
            </p>
          )}
        </fieldset>
        {problem && (
          <p role="alert" className={classes.error}>
            {problem}
          </p>
        )}
        <div className={classes.actions}>
          <Button type="submit" loading={busy} {...form.buttonProps}>
            {submitLabel}
          </Button>
        </div>
      </section>
    </form>
  );
}
