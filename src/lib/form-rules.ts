import { EMAIL_PATTERN } from '#contract/session.ts';

/** Commerce §5 form rules. Each names its parameter, which its message shows as a placeholder. */
export type Rule =
  | { rule: 'required' }
  | { rule: 'email' }
  | { rule: 'length'; length: number }
  | { rule: 'min'; min: number }
  | { rule: 'max'; max: number }
  | { rule: 'regex'; pattern: RegExp }
  | { rule: 'confirmed'; field: string };

export type RuleName = Rule['rule'];

/** The message keys of commerce §5; 'required' is the odd one out (requiredField). */
export type MessageKey =
  | 'requiredField'
  | 'validate.email'
  | 'validate.length'
  | 'validate.min'
  | 'validate.max'
  | 'validate.regex'
  | 'validate.confirmed';

/** What failed: the message key (possibly one without a message) and the values for its placeholders. */
export interface RuleFailure {
  key: string;
  values: Record<string, string | number>;
}

/** Shown when a key has no message (an unknown rule, or a key a translation table lacks). */
export const FALLBACK_MESSAGE = 'Invalid input';

export const ruleMessageKey = (rule: string): string =>
  rule === 'required' ? 'requiredField' : `validate.${rule}`;

/** Empty for the required rule: nothing, whitespace only, false, or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  return String(value).trim() === '';
}

// UTF-16 length, as the server's valibot minLength/maxLength count: the client never allows what it refuses.
const sizeOf = (value: unknown): number => (Array.isArray(value) ? value.length : String(value).length);

function passes(rule: Rule, value: unknown, values: Readonly<Record<string, unknown>>): boolean {
  switch (rule.rule) {
    case 'required':
      return !isEmptyValue(value);
    case 'email':
      return EMAIL_PATTERN.test(String(value).trim());
    case 'length':
      return sizeOf(value) === rule.length;
    case 'min':
      return sizeOf(value) >= rule.min;
    case 'max':
      return sizeOf(value) <= rule.max;
    case 'regex': {
      // A global or sticky pattern keeps lastIndex between tests; a copy without flags state does not.
      const pattern = new RegExp(rule.pattern.source, rule.pattern.flags.replace(/[gy]/g, ''));
      return (Array.isArray(value) ? value : [value]).every((item) => pattern.test(String(item)));
    }
    case 'confirmed':
      return value === values[rule.field];
    default:
      // A rule this library does not know cannot be satisfied: its key has no message, so 'Invalid input'.
      return false;
  }
}

function placeholders(rule: Rule): RuleFailure['values'] {
  switch (rule.rule) {
    case 'length':
      return { length: rule.length };
    case 'min':
      return { min: rule.min };
    case 'max':
      return { max: rule.max };
    case 'confirmed':
      return { field: rule.field };
    default:
      return {};
  }
}

/**
 * Checks one rule. An empty value passes every rule but `required` and `confirmed`, so an optional
 * field (e.g. a phone number) may stay empty while a filled one must match; an empty confirmation
 * of a filled field still does not match.
 */
export function checkRule(
  rule: Rule,
  value: unknown,
  values: Readonly<Record<string, unknown>> = {},
): RuleFailure | undefined {
  const checksEmpty = rule.rule === 'required' || rule.rule === 'confirmed';
  if (!checksEmpty && isEmptyValue(value)) return undefined;
  if (passes(rule, value, values)) return undefined;
  return { key: ruleMessageKey(rule.rule), values: placeholders(rule) };
}

/** The first rule the value fails, in the order given, or undefined when it passes them all. */
export function validateValue(
  rules: readonly Rule[],
  value: unknown,
  values: Readonly<Record<string, unknown>> = {},
): RuleFailure | undefined {
  for (const rule of rules) {
    const failure = checkRule(rule, value, values);
    if (failure) return failure;
  }
  return undefined;
}

export type MessageTable = Readonly<Record<string, (values: RuleFailure['values']) => string>>;

/** The failure's text from a table of messages by key; FALLBACK_MESSAGE (translated) for a missing key. */
export function failureMessage(
  failure: RuleFailure,
  messages: MessageTable,
  fallback: string = FALLBACK_MESSAGE,
): string {
  const message = Object.hasOwn(messages, failure.key) ? messages[failure.key] : undefined;
  return message ? message(failure.values) : fallback;
}
