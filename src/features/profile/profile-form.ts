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
  };
}

/** The PUT body: trimmed texts; an emptied optional detail is left out (the server replaces userInformation). */
export function profileUpdate(values: ProfileFormValues): ProfileUpdate {
  const phone = values.phone.trim();
  const about = values.about.trim();
  return {
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
];

/** A problem path (body.email, email, body.userInformation.phone) → the form field it names, if any. */
export function fieldOfPath(path: string): ProfileField | undefined {
  const field = path.replace(/^body\./, '').replace(/^userInformation\./, '');
  return FIELDS.find((name) => name === field);
}

export interface ServerFieldTexts {
  emailTaken: string;
  /** For a field the server refused although the form's rules pass it. */
  refused: string;
}

/**
 * The server's field errors as form errors. The server's messages are English, so a field shows
 * the translated rule it fails, or `refused`; 409 EMAIL_TAKEN shows `emailTaken` on the e-mail.
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
  const errors: Partial<Record<ProfileField, FieldError>> = {};
  for (const { path } of problem?.errors ?? []) {
    const field = fieldOfPath(path);
    if (!field || errors[field]) continue;
    errors[field] = validateValue(PROFILE_RULES[field] ?? [], values[field], values) ?? {
      key: 'server.refused',
      values: {},
      text: texts.refused,
    };
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
