import { AppError } from './app-error';

/** C0 control characters except tab, LF and CR (PostgreSQL refuses NUL in text; the rest is never wanted). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/**
 * Why a text cannot be stored, or null when it can: a control character, or a lone UTF-16 surrogate
 * (half of a pair, e.g. "\udfff" written as a JSON escape). A lone surrogate has no UTF-8 form: validators
 * that encode it (the e-mail check's URI decoding) threw a URIError, and PostgreSQL would store U+FFFD.
 */
export function textProblem(value: string): 'control' | 'surrogate' | null {
  if (CONTROL.test(value)) return 'control';
  if (!(value as string & { isWellFormed(): boolean }).isWellFormed()) return 'surrogate';
  return null;
}

const MESSAGES = {
  control: 'Text may not contain control characters',
  surrogate: 'Text must be valid Unicode: a lone surrogate (half of a character) cannot be stored',
} as const;

export const invalidText = (problem: keyof typeof MESSAGES = 'control') =>
  new AppError('INVALID_TEXT', MESSAGES[problem]);
