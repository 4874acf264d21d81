import { useCallback, useRef, useState, type FormEvent } from 'react';
import { maxLengthOf } from '../../../domain/field-limits';
import type { AppMessageKey } from '../i18n/es';
import { useAppTranslate } from '../i18n/i18nProvider';
import type { TypedValue } from './useStaleRecord';

export type FieldErrors<V> = Partial<Record<keyof V, AppMessageKey>>;

/**
 * Text-field state of a plain form: values, the spec's first failing message per field (from `validate`),
 * shown once the user tried to save. `field(key, label)` gives a TextField its props (with the column's maxLength); `submit(save)` runs
 * `save` only when nothing fails.
 */
export function useFormFields<V extends Record<string, string>>(initial: V, validate: (values: V) => FieldErrors<V>) {
  const t = useAppTranslate();
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState(false);
  // The values the form was (re)loaded with and each field's label: what `typed()` compares and names.
  const loaded = useRef<V>(initial);
  const labels = useRef(new Map<keyof V, AppMessageKey>());
  const errors = validate(values);
  const message = (key: keyof V) => (touched && errors[key] ? t(errors[key]!) : undefined);
  /** `htmlInput` adds to the input's own props (the column's maxLength is always there). */
  const field = (key: keyof V, label: AppMessageKey, htmlInput: Record<string, unknown> = {}) => (
    labels.current.set(key, label),
    {
      label: t(label),
      value: values[key],
      fullWidth: true,
      margin: 'dense' as const,
      slotProps: { htmlInput: { maxLength: maxLengthOf(String(key)), ...htmlInput } },
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
      error: touched && !!errors[key],
      helperText: message(key),
    }
  );
  /** The error once shown, else the field's hint. */
  const hint = (key: keyof V, hintKey: AppMessageKey) => message(key) ?? t(hintKey);
  const submit = (save: () => void) => (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length) return;
    save();
  };
  /** Sets one field as if typed (a value proposed once its options arrive); the same function on every render. */
  const set = useCallback((key: keyof V, value: string) => setValues((v) => ({ ...v, [key]: value })), []);
  /** Puts other values in the form (the current record after a stale save). */
  const reset = (next: V) => {
    loaded.current = next;
    setValues(next);
  };
  /**
   * The fields the user changed since the form was loaded, with their labels. Choices of a list (keys `id…`)
   * hold an id, not something typed, and are left out.
   */
  const typed = (): TypedValue[] =>
    [...labels.current]
      .filter(([key]) => !String(key).startsWith('id') && values[key] !== loaded.current[key])
      .map(([key, label]) => ({ label: t(label), value: values[key] }));
  return { values, errors, field, hint, submit, touch: () => setTouched(true), set, reset, typed };
}
