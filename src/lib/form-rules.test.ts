import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN } from '#contract/session.ts';
import {
  checkRule,
  FALLBACK_MESSAGE,
  failureMessage,
  isEmptyValue,
  type Rule,
  ruleMessageKey,
  validateValue,
} from './form-rules.ts';

const fails = (rule: Rule, value: unknown, values: Record<string, unknown> = {}) =>
  checkRule(rule, value, values) !== undefined;

describe('required', () => {
  it.each([
    ['an empty string', ''],
    ['whitespace only', ' \t\n '],
    ['false', false],
    ['an empty list', []],
    ['null', null],
    ['undefined', undefined],
  ])('fails on %s', (_label, value) => {
    expect(fails({ rule: 'required' }, value)).toBe(true);
  });

  it.each([
    ['text', 'a'],
    ['text with spaces around', '  a  '],
    ['true', true],
    ['a list with an item', ['x']],
    ['zero', 0],
  ])('passes %s', (_label, value) => {
    expect(fails({ rule: 'required' }, value)).toBe(false);
  });

  it('reports the key requiredField', () => {
    expect(checkRule({ rule: 'required' }, '')).toEqual({ key: 'requiredField', values: {} });
  });
});

describe('email', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', ' padded@example.com '])('passes %s', (value) => {
    expect(fails({ rule: 'email' }, value)).toBe(false);
  });

  it.each(['plain', 'a@b', 'a@.com', 'a b@c.com', '@example.com', 'a@b.', 'a@@b.com'])(
    'fails %s',
    (value) => {
      expect(checkRule({ rule: 'email' }, value)).toEqual({ key: 'validate.email', values: {} });
    },
  );
});

describe('length (exact)', () => {
  it('passes exactly the length and fails one under or over, with the length as placeholder', () => {
    expect(fails({ rule: 'length', length: 4 }, '1234')).toBe(false);
    expect(checkRule({ rule: 'length', length: 4 }, '123')).toEqual({
      key: 'validate.length',
      values: { length: 4 },
    });
    expect(fails({ rule: 'length', length: 4 }, '12345')).toBe(true);
  });

  it('counts the items of a list', () => {
    expect(fails({ rule: 'length', length: 2 }, ['a', 'b'])).toBe(false);
    expect(fails({ rule: 'length', length: 2 }, ['a'])).toBe(true);
  });
});

describe('min (length)', () => {
  it('passes at the minimum and fails below it, with min as placeholder', () => {
    expect(fails({ rule: 'min', min: 3 }, 'abc')).toBe(false);
    expect(fails({ rule: 'min', min: 3 }, 'abcd')).toBe(false);
    expect(checkRule({ rule: 'min', min: 3 }, 'ab')).toEqual({ key: 'validate.min', values: { min: 3 } });
  });
});

describe('max (length)', () => {
  it('passes at the maximum and fails above it, with max as placeholder', () => {
    expect(fails({ rule: 'max', max: 3 }, 'abc')).toBe(false);
    expect(checkRule({ rule: 'max', max: 3 }, 'abcd')).toEqual({ key: 'validate.max', values: { max: 3 } });
  });

  it('counts like the server (UTF-16 units), so the client never sends what the server refuses', () => {
    expect(fails({ rule: 'max', max: 60 }, 'ا'.repeat(60))).toBe(false);
    expect(fails({ rule: 'max', max: 1 }, '😀')).toBe(true);
  });
});

describe('regex', () => {
  it('passes a match and fails a mismatch with the key validate.regex', () => {
    const rule: Rule = { rule: 'regex', pattern: PHONE_PATTERN };
    expect(fails(rule, '+40 700 000 001')).toBe(false);
    expect(checkRule(rule, '12ab')).toEqual({ key: 'validate.regex', values: {} });
  });

  it('gives the same answer twice for a global pattern (no lastIndex carried over)', () => {
    const rule: Rule = { rule: 'regex', pattern: /^a+$/g };
    expect(fails(rule, 'aaa')).toBe(false);
    expect(fails(rule, 'aaa')).toBe(false);
  });

  it('needs every item of a list to match', () => {
    const rule: Rule = { rule: 'regex', pattern: /^\d+$/ };
    expect(fails(rule, ['1', '22'])).toBe(false);
    expect(fails(rule, ['1', 'x'])).toBe(true);
  });
});

describe('confirmed', () => {
  const rule: Rule = { rule: 'confirmed', field: 'password' };

  it('passes when equal to the other field and fails otherwise, naming the other field', () => {
    expect(fails(rule, 'secret-1', { password: 'secret-1' })).toBe(false);
    expect(checkRule(rule, 'secret-2', { password: 'secret-1' })).toEqual({
      key: 'validate.confirmed',
      values: { field: 'password' },
    });
  });

  it('fails an empty confirmation of a filled field', () => {
    expect(fails(rule, '', { password: 'secret-1' })).toBe(true);
  });
});

describe('empty values and optional fields', () => {
  it.each<Rule>([
    { rule: 'email' },
    { rule: 'length', length: 3 },
    { rule: 'min', min: 3 },
    { rule: 'max', max: 3 },
    { rule: 'regex', pattern: PHONE_PATTERN },
  ])('rule $rule passes an empty value (only required makes a field mandatory)', (rule) => {
    expect(fails(rule, '')).toBe(false);
    expect(fails(rule, undefined)).toBe(false);
  });

  it('isEmptyValue agrees with the required rule', () => {
    expect([' ', false, [], null, undefined, ''].every(isEmptyValue)).toBe(true);
    expect([0, 'x', true, ['x']].some(isEmptyValue)).toBe(false);
  });
});

describe('validateValue', () => {
  it('reports the first failing rule in order', () => {
    const rules: Rule[] = [{ rule: 'required' }, { rule: 'email' }, { rule: 'max', max: 5 }];
    expect(validateValue(rules, '')?.key).toBe('requiredField');
    expect(validateValue(rules, 'nope')?.key).toBe('validate.email');
    expect(validateValue(rules, 'long@example.com')?.key).toBe('validate.max');
    expect(validateValue([{ rule: 'max', max: 5 }, { rule: 'email' }], 'toolong')?.key).toBe('validate.max');
    expect(validateValue(rules, undefined)?.key).toBe('requiredField');
    expect(validateValue([], 'anything')).toBeUndefined();
  });
});

describe('message keys and the fallback', () => {
  it('maps required to requiredField and every other rule to validate.<rule>', () => {
    expect(ruleMessageKey('required')).toBe('requiredField');
    for (const rule of ['max', 'min', 'email', 'confirmed', 'length', 'regex']) {
      expect(ruleMessageKey(rule)).toBe(`validate.${rule}`);
    }
  });

  it('an unknown rule fails with a key that has no message, shown as Invalid input', () => {
    const failure = checkRule({ rule: 'postcode' } as unknown as Rule, '12345');
    expect(failure).toEqual({ key: 'validate.postcode', values: {} });
    const messages = { 'validate.max': ({ max }: Record<string, string | number>) => `At most ${max}` };
    expect(failureMessage(failure ?? { key: '', values: {} }, messages)).toBe(FALLBACK_MESSAGE);
    expect(FALLBACK_MESSAGE).toBe('Invalid input');
  });

  it('a known key fills its placeholders; a missing one falls back to the given (translated) text', () => {
    const messages = { 'validate.max': ({ max }: Record<string, string | number>) => `At most ${max}` };
    expect(failureMessage({ key: 'validate.max', values: { max: 60 } }, messages)).toBe('At most 60');
    expect(failureMessage({ key: 'validate.min', values: { min: 1 } }, messages, 'Ungültig')).toBe(
      'Ungültig',
    );
    expect(failureMessage({ key: 'toString', values: {} }, messages)).toBe(FALLBACK_MESSAGE);
  });
});
