import { type Rule, type RuleFailure, validateValue } from '#lib/form-rules.ts';

export type FormValues = Record<string, unknown>;
export type FieldName<V> = Extract<keyof V, string>;
export type FormRules<V> = Partial<Record<FieldName<V>, readonly Rule[]>>;

/** A shown error: a rule failure (translated when rendered), or a text the caller already translated. */
export interface FieldError extends RuleFailure {
  text?: string;
}

export interface FormState<V extends FormValues> {
  values: V;
  /** What "unchanged" compares against: the initial values, then the last reset (e.g. after saving). */
  baseline: V;
  errors: Partial<Record<FieldName<V>, FieldError>>;
  /** Counts submit attempts: the error summary shows after one, and each attempt announces afresh. */
  submitCount: number;
}

export type FormEvent<V extends FormValues> =
  /** A keystroke (the input event): never shows a new error. */
  | { type: 'input'; name: FieldName<V>; value: unknown }
  /** Focus left the field, or its value was committed (the change event): validate it. */
  | { type: 'blur' | 'change'; name: FieldName<V> }
  /** A value set by the program (e.g. an avatar picked in a dialog): store it and validate it. */
  | { type: 'model'; name: FieldName<V>; value: unknown }
  /** New values (e.g. the saved profile): a model update of every field. */
  | { type: 'reset'; values: V }
  | { type: 'submit' }
  /** Errors from elsewhere, e.g. the server refusing a field; undefined clears one. `announce` treats
   * them like a failed submit (summary announced, first invalid field focused). */
  | { type: 'errors'; errors: Partial<Record<FieldName<V>, FieldError | undefined>>; announce?: boolean };

export function initialFormState<V extends FormValues>(values: V): FormState<V> {
  return { values, baseline: values, errors: {}, submitCount: 0 };
}

const fieldFailure = <V extends FormValues>(rules: FormRules<V>, name: FieldName<V>, values: V) =>
  validateValue(rules[name] ?? [], values[name], values);

/** Every failing field, in the order the rules name them. */
export function validateAll<V extends FormValues>(
  rules: FormRules<V>,
  values: V,
): Partial<Record<FieldName<V>, FieldError>> {
  const errors: Partial<Record<FieldName<V>, FieldError>> = {};
  for (const name of Object.keys(rules) as FieldName<V>[]) {
    const failure = fieldFailure(rules, name, values);
    if (failure) errors[name] = failure;
  }
  return errors;
}

function withError<V extends FormValues>(
  errors: FormState<V>['errors'],
  name: FieldName<V>,
  error: FieldError | undefined,
): FormState<V>['errors'] {
  const next = { ...errors };
  if (error) next[name] = error;
  else delete next[name];
  return next;
}

/** Commerce §5 timing: validate on blur, change and model update, never on input. */
export function formReducer<V extends FormValues>(
  state: FormState<V>,
  event: FormEvent<V>,
  rules: FormRules<V>,
): FormState<V> {
  switch (event.type) {
    case 'input':
      // Commerce §5: typing never shows, changes or clears an error; the next blur or change does.
      return { ...state, values: { ...state.values, [event.name]: event.value } as V };
    case 'blur':
    case 'change':
      return {
        ...state,
        errors: withError(state.errors, event.name, fieldFailure(rules, event.name, state.values)),
      };
    case 'model': {
      const values = { ...state.values, [event.name]: event.value } as V;
      return {
        ...state,
        values,
        errors: withError(state.errors, event.name, fieldFailure(rules, event.name, values)),
      };
    }
    case 'reset':
      return {
        ...state,
        values: event.values,
        baseline: event.values,
        errors: validateAll(rules, event.values),
      };
    case 'submit':
      return { ...state, errors: validateAll(rules, state.values), submitCount: state.submitCount + 1 };
    case 'errors': {
      let errors = state.errors;
      for (const [name, error] of Object.entries(event.errors) as [FieldName<V>, FieldError | undefined][]) {
        errors = withError(errors, name, error);
      }
      return { ...state, errors, submitCount: state.submitCount + (event.announce ? 1 : 0) };
    }
  }
}

/** Unchanged means every value equals the baseline's (lists and objects compared by their JSON). */
export function isDirty<V extends FormValues>(state: FormState<V>): boolean {
  return Object.keys({ ...state.values, ...state.baseline }).some((name) => {
    const a = state.values[name];
    const b = state.baseline[name];
    return typeof a === 'object' || typeof b === 'object' ? JSON.stringify(a) !== JSON.stringify(b) : a !== b;
  });
}
