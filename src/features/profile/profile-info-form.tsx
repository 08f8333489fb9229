import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { ErrorSummary } from '#components/forms/error-summary.tsx';
import { CheckboxField, TextAreaField, TextField } from '#components/forms/fields.tsx';
import { useForm } from '#components/forms/use-form.ts';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import { PROFILE_LIMITS, type Profile } from '#contract/session.ts';
import { isApiError } from '#lib/api-error.ts';
import { onAvatarPicked } from './avatar-choice.ts';
import { AvatarImage } from './avatar-image.tsx';
import classes from './profile.module.css';
import { useUpdateProfile } from './profile.mutations.ts';
import {
  emailChanged,
  type ProfileFormValues,
  profileFormValues,
  profileRules,
  profileUpdate,
  serverFieldErrors,
  setPasswordRule,
} from './profile-form.ts';
import { fullName } from './profile-names.ts';

/** /profile/info: the profile's edit form (commerce §5 rules); saving keeps the form as it is on failure. */
export function ProfileInfoForm({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  // The address last saved: a different one in the form needs the current password (re-authentication).
  const [savedEmail, setSavedEmail] = useState(profile.email);
  const [rules] = useState(() => profileRules(false));
  const form = useForm<ProfileFormValues>({ initialValues: profileFormValues(profile), rules });
  const movingEmail = emailChanged(form.values, savedEmail);
  setPasswordRule(rules, movingEmail);

  // E-mail set back: the password field goes, and with it what was typed there and its error.
  const clearPassword = useRef(() => {});
  clearPassword.current = () => {
    if (form.values.currentPassword) form.setValue('currentPassword', '');
    if (form.errors.currentPassword) form.setErrors({ currentPassword: undefined });
  };
  useEffect(() => {
    if (!movingEmail) clearPassword.current();
  }, [movingEmail]);
  const update = useUpdateProfile();
  const [failed, setFailed] = useState(false);

  // A picked avatar is a model update: stored and validated like any programmatic value.
  const setValue = useRef(form.setValue);
  setValue.current = form.setValue;
  useEffect(() => onAvatarPicked((avatarId) => setValue.current('avatar', avatarId)), []);

  const save = (values: ProfileFormValues) => {
    setFailed(false);
    update.mutate(profileUpdate(values, savedEmail), {
      onSuccess: (saved) => {
        setSavedEmail(saved.email);
        form.reset(profileFormValues(saved));
        showSnackbar(t`Profile saved`);
      },
      onError: (error) => {
        const refused = isApiError(error) && [400, 403, 409, 429].includes(error.status);
        const errors = refused
          ? serverFieldErrors(error.problem, values, {
              emailTaken: t`This e-mail is already used`,
              passwordWrong: t`This password is not correct`,
              tooMany: t`Too many wrong passwords. Please wait a few minutes and try again.`,
              refused: t`This value was not accepted`,
            })
          : undefined;
        if (errors) form.setErrors(errors, true);
        else setFailed(true);
      },
    });
  };

  const labels = {
    name: t`First name`,
    lastName: t`Last name`,
    email: t`E-mail`,
    phone: t`Phone`,
    about: t`About me`,
    newsletter: t`Newsletter`,
    avatar: t`Avatar`,
    currentPassword: t`Current password`,
  };
  const aboutLength = form.values.about.length;
  const aboutMax = PROFILE_LIMITS.aboutMax;
  const busy = update.isPending;
  // Isolated left to right (LRI … PDI), so an rtl sentence does not reorder the digit groups.
  const phoneExample = '\u2066+40 700 000 001\u2069';

  return (
    <form noValidate onSubmit={form.handleSubmit(save)}>
      <ErrorSummary entries={form.summary} attempt={form.submitCount} labels={labels} />
      <div className={classes.card}>
        <fieldset className={classes.fieldset}>
          <legend className={classes.fieldLabel}>{labels.avatar}</legend>
          <div className={classes.identity}>
            <AvatarImage avatarId={form.values.avatar} name={fullName(form.values)} size={72} />
            <Button
              variant="default"
              onClick={() => openDialog('avatar-list', { selected: form.values.avatar })}
            >
              {t`Change avatar`}
            </Button>
          </div>
        </fieldset>
        <div className={classes.fields}>
          <div className={classes.pair}>
            <TextField
              field={form.text('name')}
              label={labels.name}
              required
              autoComplete="given-name"
              dir="auto"
            />
            <TextField
              field={form.text('lastName')}
              label={labels.lastName}
              autoComplete="family-name"
              dir="auto"
            />
          </div>
          <TextField
            field={form.text('email')}
            label={labels.email}
            required
            type="email"
            autoComplete="email"
            dir="ltr"
            classNames={{ input: classes.ltrInput }}
          />
          {movingEmail && (
            <TextField
              field={form.text('currentPassword')}
              label={labels.currentPassword}
              description={t`To change your e-mail address, enter your current password.`}
              required
              type="password"
              autoComplete="current-password"
              dir="ltr"
              classNames={{ input: classes.ltrInput }}
            />
          )}
          <TextField
            field={form.text('phone')}
            label={labels.phone}
            description={t`Optional, in international form, e.g. ${phoneExample}`}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            classNames={{ input: classes.ltrInput }}
          />
          <TextAreaField
            field={form.text('about')}
            label={labels.about}
            description={t`${aboutLength} of ${aboutMax} characters`}
            rows={4}
            dir="auto"
          />
          <CheckboxField field={form.checkbox('newsletter')} label={t`Send me the newsletter`} />
        </div>
        {failed && (
          <div role="alert" className={classes.problem}>
            <p>{t`Your changes could not be saved. Nothing is lost: please try again.`}</p>
            {/* Submits the form as it is now: the values were kept, and may have been corrected since. */}
            <Button {...form.buttonProps} type="submit" variant="default" loading={busy}>
              {t`Try again`}
            </Button>
          </div>
        )}
        <div className={classes.actions}>
          <Button {...form.buttonProps} type="submit" loading={busy} disabled={!form.dirty}>
            {t`Save`}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setFailed(false);
              form.reset();
            }}
            disabled={!form.dirty || busy}
          >
            {t`Reset`}
          </Button>
          {form.dirty && !busy && <p className={classes.muted}>{t`You have unsaved changes.`}</p>}
        </div>
      </div>
    </form>
  );
}
