import type { FieldError, FormRules } from '#components/forms/form-state.ts';
import type { Problem } from '#contract/problem.ts';
import { PHONE_PATTERN, PROFILE_LIMITS, type Profile, type ProfileUpdate } from '#contract/session.ts';
import { validateValue } from '#lib/form-rules.ts';

/** The /profile/info form: the profile's fields and its userInformation flattened. */
export type ProfileFormValues = {
  name: string;
  lastName: string;
  email: string;
  phone: string;
  about: string;
  newsletter: boolean;
  avatar: string;
  /** Asked for (and sent) only while the e-mail differs from the saved one: the server re-authenticates. */
  currentPassword: string;
};

export type ProfileField = keyof ProfileFormValues;

/** Commerce §5 rules with the contract's limits, so the form refuses what the server would. */
export const PROFILE_RULES: FormRules<ProfileFormValues> = {
  name: [{ rule: 'required' }, { rule: 'max', max: PROFILE_LIMITS.nameMax }],
  lastName: [{ rule: 'max', max: PROFILE_LIMITS.lastNameMax }],
  email: [{ rule: 'required' }, { rule: 'email' }, { rule: 'max', max: PROFILE_LIMITS.emailMax }],
  phone: [{ rule: 'regex', pattern: PHONE_PATTERN }],
  about: [{ rule: 'max', max: PROFILE_LIMITS.aboutMax }],
};

/** The address identity as the server compares it: trimmed, NFC, any letter case. */
const addressOf = (email: string): string => email.trim().normalize('NFC').toLowerCase();

/** Whether the form moves the account to another address (which needs the current password). */
export const emailChanged = (values: ProfileFormValues, savedEmail: string): boolean =>
  addressOf(values.email) !== addressOf(savedEmail);

const PASSWORD_RULES = [{ rule: 'required' }, { rule: 'max', max: 2 * PROFILE_LIMITS.passwordMax }] as const;

/** The rules while the e-mail is (or is not) being changed. */
export const profileRules = (changingEmail: boolean): FormRules<ProfileFormValues> =>
  changingEmail ? { ...PROFILE_RULES, currentPassword: PASSWORD_RULES } : PROFILE_RULES;

/**
 * Switches the password rule of a form's own rules object in place, so the very next event (blur,
 * submit) is validated with it: the form keeps the object it was given.
 */
export function setPasswordRule(rules: FormRules<ProfileFormValues>, changingEmail: boolean): void {
  rules.currentPassword = changingEmail ? PASSWORD_RULES : undefined;
}

export function profileFormValues(profile: Profile): ProfileFormValues {
  const info = profile.userInformation;
  return {
    name: profile.name,
    lastName: profile.lastName,
    email: profile.email,
    phone: info.phone ?? '',
    about: info.about ?? '',
    newsletter: info.newsletter ?? false,
    avatar: info.avatar ?? '',
    currentPassword: '',
  };
}

/**
 * The PUT body: trimmed texts; an emptied optional detail is left out (the server replaces
 * userInformation); the current password only goes along with a new e-mail.
 */
export function profileUpdate(values: ProfileFormValues, savedEmail: string): ProfileUpdate {
  const phone = values.phone.trim();
  const about = values.about.trim();
  return {
    ...(emailChanged(values, savedEmail) ? { currentPassword: values.currentPassword } : {}),
    name: values.name.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    userInformation: {
      ...(values.avatar ? { avatar: values.avatar } : {}),
      ...(phone ? { phone } : {}),
      ...(about ? { about } : {}),
      newsletter: values.newsletter,
    },
  };
}

const FIELDS: readonly ProfileField[] = [
  'name',
  'lastName',
  'email',
  'phone',
  'about',
  'newsletter',
  'avatar',
  'currentPassword',
];

/** A problem path (body.email, email, body.userInformation.phone) → the form field it names, if any. */
export function fieldOfPath(path: string): ProfileField | undefined {
  const field = path.replace(/^body\./, '').replace(/^userInformation\./, '');
  return FIELDS.find((name) => name === field);
}

export interface ServerFieldTexts {
  emailTaken: string;
  /** 403 CURRENT_PASSWORD_WRONG. */
  passwordWrong: string;
  /** 429: too many wrong current passwords. */
  tooMany: string;
  /** For a field the server refused although the form's rules pass it. */
  refused: string;
}

/**
 * The server's field errors as form errors. The server's messages are English, so a field shows
 * the translated rule it fails, or `refused`; 409 EMAIL_TAKEN shows `emailTaken` on the e-mail, and a
 * wrong or too often wrong current password its text on the password field.
 * Undefined when the problem names no field of the form (the caller shows a general error).
 */
export function serverFieldErrors(
  problem: Problem | undefined,
  values: ProfileFormValues,
  texts: ServerFieldTexts,
): Partial<Record<ProfileField, FieldError>> | undefined {
  if (problem?.code === 'EMAIL_TAKEN') {
    return { email: { key: 'server.emailTaken', values: {}, text: texts.emailTaken } };
  }
  if (problem?.code === 'CURRENT_PASSWORD_WRONG') {
    return { currentPassword: { key: 'server.passwordWrong', values: {}, text: texts.passwordWrong } };
  }
  if (problem?.status === 429) {
    return { currentPassword: { key: 'server.tooMany', values: {}, text: texts.tooMany } };
  }
  const errors: Partial<Record<ProfileField, FieldError>> = {};
  for (const { path } of problem?.errors ?? []) {
    const field = fieldOfPath(path);
    if (!field || errors[field]) continue;
    errors[field] = validateValue(profileRules(true)[field] ?? [], values[field], values) ?? {
      key: 'server.refused',
      values: {},
      text: texts.refused,
    };
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
