import { useState, type FormEvent } from 'react';
import { maxLengthOf } from '../../../domain/field-limits';
import type { AppMessageKey } from '../i18n/es';
import { useAppTranslate } from '../i18n/i18nProvider';

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
  const errors = validate(values);
  const message = (key: keyof V) => (touched && errors[key] ? t(errors[key]!) : undefined);
  /** `htmlInput` adds to the input's own props (the column's maxLength is always there). */
  const field = (key: keyof V, label: AppMessageKey, htmlInput: Record<string, unknown> = {}) => ({
    label: t(label), value: values[key], fullWidth: true, margin: 'dense' as const,
    slotProps: { htmlInput: { maxLength: maxLengthOf(String(key)), ...htmlInput } },
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
    error: touched && !!errors[key], helperText: message(key),
  });
  /** The error once shown, else the field's hint. */
  const hint = (key: keyof V, hintKey: AppMessageKey) => message(key) ?? t(hintKey);
  const submit = (save: () => void) => (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length) return;
    save();
  };
  return { values, errors, field, hint, submit, touch: () => setTouched(true) };
}
