import { useCallback, useState } from 'react';
import { email, minLength, required, regex, useTranslate, type Validator } from 'react-admin';

/** The register forms' rules, as react-admin validators with the app's own (translated) messages. */
export const rules = {
  required: () => required('app.validation.required'),
  email: () => email('app.validation.email'),
  minLength: (min: number) => minLength(min, 'app.validation.minLength'),
  wholeNumber: () => regex(/^\d+$/, 'app.validation.wholeNumber'),
};

export type Rules<F extends string> = Partial<Record<F, Validator[]>>;

/** The first failing rule's message for a value, or undefined (validators run synchronously here). */
export function firstError(value: unknown, values: object, validators: Validator[] = []) {
  for (const validate of validators) {
    const error = validate(value, values, {}) as unknown;
    if (error) return error as string | { message: string; args?: Record<string, unknown> };
  }
  return undefined;
}

/**
 * Checks a form's values on submit (forms are `noValidate`: no browser bubbles, which speak the browser's
 * language) and keeps the translated message per field until the field changes.
 */
export function useFormValidation<F extends string>(fieldRules: Rules<F>) {
  const translate = useTranslate();
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  const validate = useCallback(
    (values: Record<F, unknown>): boolean => {
      const next: Partial<Record<F, string>> = {};
      for (const field of Object.keys(fieldRules) as F[]) {
        const error = firstError(values[field], values, fieldRules[field]);
        if (error)
          next[field] =
            typeof error === 'string' ? translate(error) : translate(error.message, error.args ?? {});
      }
      setErrors(next);
      return Object.keys(next).length === 0;
    },
    [fieldRules, translate],
  );

  /** Props for a MUI TextField: error state and the message as helper text (or the given hint). */
  const fieldProps = (field: F, hint?: string) => ({
    error: !!errors[field],
    helperText: errors[field] ?? hint,
  });
  const clear = (field: F) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  const reset = useCallback(() => setErrors({}), []);

  return { validate, fieldProps, clear, reset, errors };
}
