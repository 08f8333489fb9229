import { describe, expect, it } from 'vitest';
import { type FormEvent, type FormRules, formReducer, initialFormState, isDirty } from './form-state.ts';

type Values = { name: string; email: string; password: string; confirm: string; terms: boolean };
const rules: FormRules<Values> = {
  name: [{ rule: 'required' }, { rule: 'max', max: 5 }],
  email: [{ rule: 'email' }],
  confirm: [{ rule: 'confirmed', field: 'password' }],
  terms: [{ rule: 'required' }],
};
const start = initialFormState<Values>({ name: '', email: '', password: '', confirm: '', terms: false });
const run = (...events: FormEvent<Values>[]) =>
  events.reduce((state, e) => formReducer(state, e, rules), start);

describe('validation timing (commerce §5)', () => {
  it('does not validate on input: typing an invalid value shows no error', () => {
    const state = run({ type: 'input', name: 'name', value: 'far too long' });
    expect(state.values.name).toBe('far too long');
    expect(state.errors).toEqual({});
  });

  it('validates on blur', () => {
    const state = run({ type: 'input', name: 'name', value: 'far too long' }, { type: 'blur', name: 'name' });
    expect(state.errors.name?.key).toBe('validate.max');
  });

  it('validates on blur of an untouched required field', () => {
    expect(run({ type: 'blur', name: 'name' }).errors.name?.key).toBe('requiredField');
  });

  it('validates on change (the committed value, e.g. a checkbox or a text field left after editing)', () => {
    const state = run({ type: 'input', name: 'email', value: 'nope' }, { type: 'change', name: 'email' });
    expect(state.errors.email?.key).toBe('validate.email');
  });

  it('validates on model update (a value set by the program)', () => {
    expect(run({ type: 'model', name: 'email', value: 'x@' }).errors.email?.key).toBe('validate.email');
    expect(run({ type: 'model', name: 'email', value: 'x@y.z' }).errors.email).toBeUndefined();
  });

  it('validates on reset (a model update of every field) and makes the new values the baseline', () => {
    const state = run(
      { type: 'blur', name: 'name' },
      { type: 'reset', values: { name: 'Ana', email: 'bad', password: '', confirm: '', terms: true } },
    );
    expect(state.errors.name).toBeUndefined();
    expect(state.errors.email?.key).toBe('validate.email');
    expect(isDirty(state)).toBe(false);
  });

  it('input never shows, changes or clears an error; the next blur does', () => {
    let state = run({ type: 'blur', name: 'name' });
    state = formReducer(state, { type: 'input', name: 'name', value: 'toolongvalue' }, rules);
    expect(state.errors.name?.key).toBe('requiredField');
    state = formReducer(state, { type: 'input', name: 'name', value: 'Ana' }, rules);
    expect(state.errors.name?.key).toBe('requiredField');
    state = formReducer(state, { type: 'blur', name: 'name' }, rules);
    expect(state.errors.name).toBeUndefined();
  });

  it('submit validates every field and counts the attempt', () => {
    const state = run({ type: 'input', name: 'password', value: 'secret' }, { type: 'submit' });
    expect(Object.keys(state.errors).sort()).toEqual(['confirm', 'name', 'terms']);
    expect(state.errors.confirm?.key).toBe('validate.confirmed');
    expect(state.submitCount).toBe(1);
  });

  it('errors from elsewhere are shown and cleared; announced ones count as an attempt', () => {
    let state = run({ type: 'errors', errors: { email: { key: 'server', values: {}, text: 'Taken' } } });
    expect(state.errors.email?.text).toBe('Taken');
    expect(state.submitCount).toBe(0);
    state = formReducer(state, { type: 'errors', errors: { email: undefined }, announce: true }, rules);
    expect(state.errors.email).toBeUndefined();
    expect(state.submitCount).toBe(1);
  });
});

describe('unsaved changes', () => {
  it('the form is dirty while a value differs from the baseline, and clean again when restored', () => {
    expect(isDirty(start)).toBe(false);
    const changed = run({ type: 'input', name: 'terms', value: true });
    expect(isDirty(changed)).toBe(true);
    expect(isDirty(formReducer(changed, { type: 'input', name: 'terms', value: false }, rules))).toBe(false);
  });
});
