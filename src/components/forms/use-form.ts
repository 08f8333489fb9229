import { useLingui } from '@lingui/react';
import {
  type ChangeEvent,
  type MouseEvent,
  type FormEvent as ReactFormEvent,
  useEffect,
  useId,
  useReducer,
  useRef,
} from 'react';
import { setFormDirty } from '#lib/dirty-forms.ts';
import {
  type FieldError,
  type FieldName,
  type FormEvent,
  type FormRules,
  type FormValues,
  formReducer,
  initialFormState,
  isDirty,
  validateAll,
} from './form-state.ts';
import { ruleFailureText } from './rule-messages.ts';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface FormOptions<V extends FormValues> {
  initialValues: V;
  rules: FormRules<V>;
}

export interface SummaryEntry {
  name: string;
  id: string;
  message: string;
}

/**
 * Form state with the commerce §5 rules and timing (see formReducer). Text fields spread `text(name)`,
 * checkboxes `checkbox(name)`; both carry the id, the translated `error` and a ref that watches the
 * native change event (the React onChange is the input event).
 */
export function useForm<V extends FormValues>({ initialValues, rules }: FormOptions<V>) {
  const { i18n } = useLingui();
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const [state, dispatch] = useReducer(
    (current: ReturnType<typeof initialFormState<V>>, event: FormEvent<V>) =>
      formReducer(current, event, rulesRef.current),
    initialValues,
    initialFormState,
  );
  const baseId = useId();
  const elements = useRef(new Map<string, FieldElement>());
  const refCallbacks = useRef(new Map<string, (element: FieldElement | null) => () => void>());

  const idOf = (name: FieldName<V>) => `${baseId}-${name}`;
  const errorOf = (name: FieldName<V>): string | undefined => {
    const error = state.errors[name];
    return error && (error.text ?? ruleFailureText(i18n, error));
  };

  // One stable ref callback per field, so React does not detach and re-attach listeners each render.
  const refFor = (name: FieldName<V>, watchChange: boolean) => {
    const key = `${name}:${watchChange}`;
    let callback = refCallbacks.current.get(key);
    if (!callback) {
      callback = (element) => {
        if (!element) return () => {};
        elements.current.set(name, element);
        const onCommit = () => dispatch({ type: 'change', name });
        if (watchChange) element.addEventListener('change', onCommit);
        return () => {
          element.removeEventListener('change', onCommit);
          if (elements.current.get(name) === element) elements.current.delete(name);
        };
      };
      refCallbacks.current.set(key, callback);
    }
    return callback;
  };

  // After a failed submit, focus the first invalid field in page order (its error is rendered by then).
  const focusedFor = useRef(0);
  useEffect(() => {
    if (state.submitCount === focusedFor.current) return;
    focusedFor.current = state.submitCount;
    const invalid = [...elements.current.entries()]
      .filter(([name]) => state.errors[name as FieldName<V>])
      .map(([, element]) => element)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    invalid[0]?.focus();
  }, [state.submitCount, state.errors]);

  // Unsent input holds back an automatic update or build reload (src/lib/dirty-forms.ts).
  const dirty = isDirty(state);
  useEffect(() => {
    setFormDirty(baseId, dirty);
    return () => setFormDirty(baseId, false);
  }, [baseId, dirty]);

  const summary: SummaryEntry[] =
    state.submitCount === 0
      ? []
      : (Object.keys(state.errors) as FieldName<V>[]).map((name) => ({
          name,
          id: idOf(name),
          message: errorOf(name) ?? '',
        }));

  return {
    values: state.values,
    errors: state.errors,
    dirty,
    submitCount: state.submitCount,
    summary,
    idOf,
    errorOf,
    text: (name: FieldName<V>) => ({
      id: idOf(name),
      name,
      value: String(state.values[name] ?? ''),
      onChange: (event: ChangeEvent<FieldElement>) =>
        dispatch({ type: 'input', name, value: event.currentTarget.value }),
      onBlur: () => dispatch({ type: 'blur', name }),
      ref: refFor(name, true),
      error: errorOf(name),
    }),
    // A checkbox's click is its committed change: store and validate at once.
    checkbox: (name: FieldName<V>) => ({
      id: idOf(name),
      name,
      checked: Boolean(state.values[name]),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        dispatch({ type: 'input', name, value: event.currentTarget.checked });
        dispatch({ type: 'change', name });
      },
      onBlur: () => dispatch({ type: 'blur', name }),
      ref: refFor(name, false),
      error: errorOf(name),
    }),
    /**
     * For the form's buttons: pressing one keeps the focus in the field being edited, so its blur
     * validation cannot push the button away between press and release (the click would miss).
     * The submit validates that field anyway; keyboard use is unchanged.
     */
    buttonProps: { onMouseDown: (event: MouseEvent) => event.preventDefault() },
    setValue: (name: FieldName<V>, value: unknown) => dispatch({ type: 'model', name, value }),
    reset: (values: V = state.baseline) => dispatch({ type: 'reset', values }),
    setErrors: (errors: Partial<Record<FieldName<V>, FieldError | undefined>>, announce = false) =>
      dispatch({ type: 'errors', errors, announce }),
    /** Validates every field; calls onValid only when all pass, else focuses the first invalid one. */
    handleSubmit: (onValid: (values: V) => void) => (event: ReactFormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const invalid = Object.keys(validateAll(rulesRef.current, state.values)).length > 0;
      dispatch({ type: 'submit' });
      if (!invalid) onValid(state.values);
    },
  };
}

export type FormApi<V extends FormValues> = ReturnType<typeof useForm<V>>;
