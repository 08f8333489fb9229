import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '#lib/i18n.ts';
import { ErrorSummary } from './error-summary.tsx';
import { CheckboxField, TextField } from './fields.tsx';
import { useForm } from './use-form.ts';

type Values = { name: string; email: string; terms: boolean };

function TestForm({ onValid, initial }: { onValid: (values: Values) => void; initial?: Values }) {
  const form = useForm<Values>({
    initialValues: initial ?? { name: '', email: '', terms: false },
    rules: {
      name: [{ rule: 'required' }, { rule: 'max', max: 5 }],
      email: [{ rule: 'required' }, { rule: 'email' }],
      terms: [{ rule: 'required' }],
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <ErrorSummary
        entries={form.summary}
        attempt={form.submitCount}
        labels={{ name: 'Name', email: 'E-mail' }}
      />
      <TextField field={form.text('name')} label="Name" required />
      <TextField field={form.text('email')} label="E-mail" required />
      <CheckboxField field={form.checkbox('terms')} label="Terms" />
      <button type="button" onClick={() => form.setValue('email', 'picked@')}>
        Pick
      </button>
      <button type="button" onClick={() => form.reset()} disabled={!form.dirty}>
        Reset
      </button>
      <button {...form.buttonProps} type="submit">
        Save
      </button>
    </form>
  );
}

function renderForm(onValid = vi.fn(), initial?: Values) {
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <TestForm onValid={onValid} initial={initial} />
      </MantineProvider>
    </I18nProvider>,
  );
  return {
    onValid,
    name: screen.getByLabelText(/^Name/) as HTMLInputElement,
    email: screen.getByLabelText(/^E-mail/) as HTMLInputElement,
    terms: screen.getByLabelText('Terms') as HTMLInputElement,
  };
}

const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

beforeAll(async () => {
  await activateLocale('en');
});
afterEach(cleanup);

describe('form timing in the DOM (commerce §5)', () => {
  it('typing (input events) shows no error; leaving the field shows it, announced on the field', () => {
    const { name } = renderForm();
    fireEvent.input(name, { target: { value: 'far too long' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(name)).toBe('At most 5 characters');
  });

  it('the native change event (committed value, e.g. autofill) validates', () => {
    const { email } = renderForm();
    fireEvent.input(email, { target: { value: 'nope' } });
    expect(email.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(email);
    expect(errorOf(email)).toBe('Enter a valid e-mail address');
  });

  it('a checkbox validates when its value changes', () => {
    const { terms } = renderForm(vi.fn(), { name: 'Ana', email: 'a@b.co', terms: true });
    fireEvent.click(terms);
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(terms)).toBe('This field is required');
  });

  it('a value set by the program (model update) validates at once', () => {
    const { email } = renderForm();
    fireEvent.click(screen.getByText('Pick'));
    expect(email.value).toBe('picked@');
    expect(errorOf(email)).toBe('Enter a valid e-mail address');
  });

  it('a shown error stays while typing (no validation on input) and clears on the next blur', () => {
    const { name } = renderForm();
    fireEvent.blur(name);
    expect(errorOf(name)).toBe('This field is required');
    fireEvent.input(name, { target: { value: 'Ana' } });
    expect(errorOf(name)).toBe('This field is required');
    fireEvent.blur(name);
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('submit validates everything, lists the errors in an alert and focuses the first invalid field', async () => {
    const { name, email, onValid } = renderForm();
    fireEvent.input(email, { target: { value: 'a@b.co' } });
    await act(async () => fireEvent.submit(name.form as HTMLFormElement));
    expect(onValid).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Name: This field is required');
    expect(alert.textContent).not.toContain('E-mail:');
    expect(document.activeElement).toBe(name);
  });

  it('submit with valid values calls onValid with them and shows no summary', async () => {
    const { name, onValid } = renderForm(vi.fn(), { name: 'Ana', email: 'a@b.co', terms: true });
    await act(async () => fireEvent.submit(name.form as HTMLFormElement));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ana', email: 'a@b.co', terms: true });
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('pressing a form button keeps focus in the field, so blur validation cannot move the button away', () => {
    const { name } = renderForm();
    name.focus();
    const pressed = fireEvent.mouseDown(screen.getByText('Save'));
    expect(pressed).toBe(false);
  });

  it('reset is only possible with unsaved changes and restores the values', () => {
    const { name } = renderForm(vi.fn(), { name: 'Ana', email: 'a@b.co', terms: true });
    const reset = screen.getByText('Reset').closest('button') as HTMLButtonElement;
    expect(reset.disabled).toBe(true);
    fireEvent.input(name, { target: { value: 'Bob' } });
    expect(reset.disabled).toBe(false);
    fireEvent.click(reset);
    expect(name.value).toBe('Ana');
    expect(reset.disabled).toBe(true);
  });
});
