/**
 * Field checks shown by the app itself, translated, instead of the browser's validation bubbles (those
 * follow the browser's language, not the app's). Each answers a message key with its parameters, or null.
 */
export interface FieldCheck {
  key: string;
  params?: Record<string, string | number>;
}

export function requiredError(value: string | number | null | undefined): FieldCheck | null {
  return value === null || value === undefined || String(value).trim() === ''
    ? { key: 'app.validation.required' }
    : null;
}

/** The same loose shape the server accepts: something@something.something, no spaces. */
export function emailError(value: string): FieldCheck | null {
  const v = value.trim();
  return v && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? { key: 'app.validation.email' } : null;
}

/** A decimal number (comma or dot) within [min, max]; empty is left to requiredError. */
export function numberError(value: string, min: number, max: number): FieldCheck | null {
  const t = value.trim().replace(',', '.');
  if (t === '') return null;
  if (!/^-?\d+(\.\d+)?$/.test(t)) return { key: 'app.validation.number' };
  const n = Number(t);
  if (n < min) return { key: 'app.validation.min', params: { min } };
  if (n > max) return { key: 'app.validation.max', params: { max } };
  return null;
}

/** The first check that fails, or null. */
export function firstError(...checks: Array<FieldCheck | null>): FieldCheck | null {
  return checks.find(Boolean) ?? null;
}
