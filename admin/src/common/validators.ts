/**
 * Field validators returning the spec's Spanish messages. react-admin shows the returned string
 * (it goes through translate, which leaves unknown literals untouched).
 */
export type Validator = ((value: unknown, values?: Record<string, unknown>) => string | undefined) & {
  isRequired?: boolean;
};

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Required with a specific message; marked so react-admin draws the asterisk. */
export function requiredMsg(message: string): Validator {
  const validator: Validator = (value) => (isBlank(value) ? message : undefined);
  validator.isRequired = true;
  return validator;
}

export function matches(pattern: RegExp, message: string): Validator {
  return (value) => (isBlank(value) || pattern.test(String(value).trim()) ? undefined : message);
}

/** x@y.z shaped (spec 02 §5). */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** At least 8 characters with a digit, a lower case, an upper case and one of !@#$%^&* (spec 01 §5). */
export const STRONG_PASSWORD = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[!@#$%^&*]).{8,}$/;

export const DIGITS = /^\d+$/;

export function numberBetween(min: number, max: number, message: string): Validator {
  return (value) => {
    if (isBlank(value)) return undefined;
    const n = Number(value);
    return Number.isFinite(n) && n >= min && n <= max ? undefined : message;
  };
}

export function isNumeric(message: string): Validator {
  return (value) => (isBlank(value) || Number.isFinite(Number(value)) ? undefined : message);
}

/** Trims every string; upper-cases the listed fields. */
export function normalise<T extends Record<string, unknown>>(values: T, upper: readonly string[] = []): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value !== 'string') out[key] = value;
    else out[key] = upper.includes(key) ? value.trim().toUpperCase() : value.trim();
  }
  return out as T;
}
