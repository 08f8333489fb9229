import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FormRules } from '#components/forms/form-state.ts';
import { PASSCODE_MAX_LENGTH, PASSCODE_MIN_LENGTH, type ParentalConfigAnswer } from '#contract/parental.ts';
import type { Rule } from '#lib/form-rules.ts';
import type { ParentalFailure } from '../parental.queries.ts';

export interface ParentalFormValues {
  [key: string]: unknown;
  isActive: boolean;
  maxAgeGroup: string;
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

export const parentalFormValues = (config: ParentalConfigAnswer): ParentalFormValues => ({
  isActive: config.isActive,
  maxAgeGroup: String(config.maxAgeGroup),
  currentPassword: '',
  password: '',
  confirmPassword: '',
});

const passcodeRules: Rule[] = [
  { rule: 'min', min: PASSCODE_MIN_LENGTH },
  { rule: 'max', max: PASSCODE_MAX_LENGTH },
];

/**
 * Commerce §5 rules: the current passcode once one is set; a new one (4–32 characters) to turn
 * parental control on the first time, optional afterwards; its confirmation equal to it.
 */
export function parentalRules(
  config: ParentalConfigAnswer,
  values: ParentalFormValues,
): FormRules<ParentalFormValues> {
  const needsNew = !config.hasPassword && values.isActive;
  return {
    currentPassword: config.hasPassword ? [{ rule: 'required' }] : [],
    password: needsNew ? [{ rule: 'required' }, ...passcodeRules] : values.password ? passcodeRules : [],
    confirmPassword:
      values.password || needsNew ? [{ rule: 'required' }, { rule: 'confirmed', field: 'password' }] : [],
  };
}

/** The message of a refused parental call. */
export const FAILURE_TEXTS: Record<ParentalFailure, MessageDescriptor> = {
  wrong: msg`The passcode is not correct.`,
  locked: msg`Too many wrong passcodes. Please wait 15 minutes and try again.`,
  code: msg`This code is not valid: it may be wrong, used already or expired. Ask for a new e-mail.`,
  offline: msg`No answer from the service. Check your connection and try again.`,
  failed: msg`This did not work. Please try again later.`,
};
