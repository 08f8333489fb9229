import { beforeAll, describe, expect, it } from 'vitest';
import { checkRule } from '#lib/form-rules.ts';
import { activateLocale, i18n } from '#lib/i18n.ts';
import { ruleFailureText } from './rule-messages.ts';

beforeAll(async () => {
  await activateLocale('en');
});

describe('rule messages (commerce §5 keys)', () => {
  it.each([
    ['requiredField', {}, 'This field is required'],
    ['validate.email', {}, 'Enter a valid e-mail address'],
    ['validate.length', { length: 4 }, 'Must be exactly 4 characters'],
    ['validate.min', { min: 8 }, 'At least 8 characters'],
    ['validate.max', { max: 60 }, 'At most 60 characters'],
    ['validate.regex', {}, 'The format is not valid'],
    ['validate.confirmed', { field: 'password' }, 'The two entries do not match'],
  ])('%s has a message with its limit as placeholder', (key, values, text) => {
    expect(ruleFailureText(i18n, { key, values })).toBe(text);
  });

  it("a key without a message shows 'Invalid input'", () => {
    expect(ruleFailureText(i18n, { key: 'validate.postcode', values: {} })).toBe('Invalid input');
  });

  it('a rule failure reads end to end', () => {
    const failure = checkRule({ rule: 'max', max: 60 }, 'x'.repeat(61));
    expect(failure && ruleFailureText(i18n, failure)).toBe('At most 60 characters');
  });
});
