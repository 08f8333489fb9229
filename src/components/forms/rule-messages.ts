import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { failureMessage, type MessageKey, type RuleFailure } from '#lib/form-rules.ts';

// Explicit ids are the spec's keys, so a tenant's GET /i18n/{lang} texts can replace them like any key.
const RULE_MESSAGES: Readonly<Record<MessageKey, MessageDescriptor>> = {
  requiredField: msg({ id: 'requiredField', message: 'This field is required' }),
  'validate.email': msg({ id: 'validate.email', message: 'Enter a valid e-mail address' }),
  'validate.length': msg({ id: 'validate.length', message: 'Must be exactly {length} characters' }),
  'validate.min': msg({ id: 'validate.min', message: 'At least {min} characters' }),
  'validate.max': msg({ id: 'validate.max', message: 'At most {max} characters' }),
  'validate.regex': msg({ id: 'validate.regex', message: 'The format is not valid' }),
  'validate.confirmed': msg({ id: 'validate.confirmed', message: 'The two entries do not match' }),
};

// The same text as FALLBACK_MESSAGE, translated.
const FALLBACK = msg({ id: 'validate.fallback', message: 'Invalid input' });

/** The failure in the active language; a key without a message shows 'Invalid input' (commerce §5). */
export function ruleFailureText(i18n: I18n, failure: RuleFailure): string {
  const table = Object.fromEntries(
    Object.entries(RULE_MESSAGES).map(([key, descriptor]) => [
      key,
      (values: RuleFailure['values']) => i18n._({ ...descriptor, values }),
    ]),
  );
  return failureMessage(failure, table, i18n._(FALLBACK));
}
