import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validateAll } from '#components/forms/form-state.ts';
import type { Problem } from '#contract/problem.ts';
import { type Profile, ProfileUpdateSchema } from '#contract/session.ts';
import {
  emailChanged,
  fieldOfPath,
  PROFILE_RULES,
  type ProfileFormValues,
  profileFormValues,
  profileRules,
  profileUpdate,
  serverFieldErrors,
} from './profile-form.ts';

const profile: Profile = {
  UUID: 'u-1',
  name: 'Lina',
  lastName: 'Haddad',
  email: 'listener@demo.example',
  userInformation: { avatar: 'sunny', newsletter: true },
  roles: ['user'],
};
const values = (over: Partial<ProfileFormValues> = {}) => ({ ...profileFormValues(profile), ...over });
const texts = {
  emailTaken: 'This e-mail is already used',
  refused: 'Not accepted',
  passwordWrong: 'Wrong password',
  tooMany: 'Too many tries',
};
const problem = (over: Partial<Problem>): Problem => ({
  type: 'about:blank',
  title: 'x',
  status: 400,
  ...over,
});

describe('profile form values', () => {
  it('flattens userInformation, with empty texts for missing details', () => {
    expect(profileFormValues(profile)).toEqual({
      name: 'Lina',
      lastName: 'Haddad',
      email: 'listener@demo.example',
      phone: '',
      about: '',
      newsletter: true,
      avatar: 'sunny',
      currentPassword: '',
    });
  });

  it('builds a PUT body the contract accepts: trimmed, emptied details left out', () => {
    const body = profileUpdate(values({ name: '  Lina ', phone: ' ', about: 'Hi ' }), profile.email);
    expect(body).toEqual({
      name: 'Lina',
      lastName: 'Haddad',
      email: 'listener@demo.example',
      userInformation: { avatar: 'sunny', about: 'Hi', newsletter: true },
    });
    expect(v.safeParse(ProfileUpdateSchema, body).success).toBe(true);
  });
});

describe('changing the e-mail needs the current password', () => {
  it('the e-mail counts as changed unless it is the saved one up to spaces, letter case and Unicode form', () => {
    expect(emailChanged(values(), profile.email)).toBe(false);
    expect(emailChanged(values({ email: ' Listener@Demo.Example ' }), profile.email)).toBe(false);
    const nfc = 'ren\u00e9e@demo.example';
    expect(emailChanged(values({ email: nfc.normalize('NFD') }), nfc)).toBe(false);
    expect(emailChanged(values({ email: 'other@demo.example' }), profile.email)).toBe(true);
  });

  it('the password is required only while the e-mail is changed', () => {
    const changed = values({ email: 'other@demo.example' });
    expect(validateAll(profileRules(false), changed).currentPassword).toBeUndefined();
    expect(validateAll(profileRules(true), changed).currentPassword?.key).toBe('requiredField');
    expect(validateAll(profileRules(true), { ...changed, currentPassword: 'pw' })).toEqual({});
  });

  it('the PUT body carries the password only with a changed e-mail', () => {
    const moved = profileUpdate(
      values({ email: 'other@demo.example', currentPassword: 'pw-1' }),
      profile.email,
    );
    expect(moved).toMatchObject({ email: 'other@demo.example', currentPassword: 'pw-1' });
    expect(v.safeParse(ProfileUpdateSchema, moved).success).toBe(true);
    expect(profileUpdate(values({ currentPassword: 'pw-1' }), profile.email)).not.toHaveProperty(
      'currentPassword',
    );
  });
});

describe('profile rules (name required max 60, e-mail required max 254, phone pattern, about max 500)', () => {
  it('accepts the saved profile and refuses each limit', () => {
    expect(validateAll(PROFILE_RULES, values())).toEqual({});
    const bad = validateAll(
      PROFILE_RULES,
      values({
        name: 'x'.repeat(61),
        lastName: 'x'.repeat(61),
        email: 'nope',
        phone: '12ab',
        about: 'x'.repeat(501),
      }),
    );
    expect(Object.fromEntries(Object.entries(bad).map(([k, e]) => [k, e?.key]))).toEqual({
      name: 'validate.max',
      lastName: 'validate.max',
      email: 'validate.email',
      phone: 'validate.regex',
      about: 'validate.max',
    });
    expect(validateAll(PROFILE_RULES, values({ name: ' ', email: '' }))).toMatchObject({
      name: { key: 'requiredField' },
      email: { key: 'requiredField' },
    });
  });

  it('a phone number is optional', () => {
    expect(validateAll(PROFILE_RULES, values({ phone: '' })).phone).toBeUndefined();
    expect(validateAll(PROFILE_RULES, values({ phone: '+40 700 000 001' })).phone).toBeUndefined();
  });
});

describe('server errors on the form', () => {
  it('409 EMAIL_TAKEN puts "already used" on the e-mail field', () => {
    const errors = serverFieldErrors(problem({ status: 409, code: 'EMAIL_TAKEN' }), values(), texts);
    expect(errors?.email?.text).toBe('This e-mail is already used');
  });

  it('maps problem paths body.x, x and body.userInformation.x to fields', () => {
    expect(fieldOfPath('body.email')).toBe('email');
    expect(fieldOfPath('name')).toBe('name');
    expect(fieldOfPath('body.userInformation.phone')).toBe('phone');
    expect(fieldOfPath('body.unknownField')).toBeUndefined();
  });

  it('a refused field shows the rule it fails (translated later), or the generic refusal', () => {
    const errors = serverFieldErrors(
      problem({
        errors: [
          { path: 'body.name', message: 'must be at most 60 characters' },
          { path: 'body.userInformation.about', message: 'something else' },
        ],
      }),
      values({ name: 'x'.repeat(61) }),
      texts,
    );
    expect(errors?.name?.key).toBe('validate.max');
    expect(errors?.about?.text).toBe('Not accepted');
  });

  it('a wrong, missing or too often wrong current password lands on the password field', () => {
    const wrong = serverFieldErrors(
      problem({ status: 403, code: 'CURRENT_PASSWORD_WRONG' }),
      values(),
      texts,
    );
    expect(wrong?.currentPassword?.text).toBe('Wrong password');
    const limited = serverFieldErrors(problem({ status: 429, code: 'RATE_LIMITED' }), values(), texts);
    expect(limited?.currentPassword?.text).toBe('Too many tries');
    const missing = serverFieldErrors(
      problem({
        code: 'CURRENT_PASSWORD_REQUIRED',
        errors: [{ path: 'body.currentPassword', message: 'x' }],
      }),
      values({ email: 'other@demo.example' }),
      texts,
    );
    expect(missing?.currentPassword).toBeDefined();
  });

  it('a problem naming no field of the form is left to the general error', () => {
    expect(
      serverFieldErrors(problem({ errors: [{ path: 'body.foo', message: 'x' }] }), values(), texts),
    ).toBe(undefined);
    expect(serverFieldErrors(problem({ status: 500 }), values(), texts)).toBeUndefined();
    expect(serverFieldErrors(undefined, values(), texts)).toBeUndefined();
  });
});
