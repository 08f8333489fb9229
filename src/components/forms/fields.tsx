import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
import type { FormApi } from './use-form.ts';

// biome-ignore lint/suspicious/noExplicitAny: a field's props do not depend on the form's value type
type AnyForm = FormApi<any>;
type TextBinding = ReturnType<AnyForm['text']>;
type CheckboxBinding = ReturnType<AnyForm['checkbox']>;

interface FieldOwnProps {
  label: string;
  /** Marks the field required for people and assistive technology; the rules enforce it. */
  required?: boolean;
}

/**
 * A text input bound to the form. No native `required`/`maxLength`: the browser's own bubbles and
 * silent truncation would bypass the translated rules and their timing. Mantine wires the error to
 * aria-invalid and aria-describedby.
 */
export function TextField({
  field,
  label,
  required,
  ...rest
}: FieldOwnProps & { field: TextBinding } & Omit<TextInputProps, keyof TextBinding | 'label'>) {
  return <TextInput {...rest} {...field} label={label} withAsterisk={required} aria-required={required} />;
}

export function TextAreaField({
  field,
  label,
  required,
  ...rest
}: FieldOwnProps & { field: TextBinding } & Omit<TextareaProps, keyof TextBinding | 'label'>) {
  return <Textarea {...rest} {...field} label={label} withAsterisk={required} aria-required={required} />;
}

export function CheckboxField({
  field,
  label,
  description,
}: FieldOwnProps & { field: CheckboxBinding; description?: string }) {
  return (
    <Checkbox
      {...field}
      label={label}
      description={description}
      aria-invalid={field.error ? true : undefined}
    />
  );
}
