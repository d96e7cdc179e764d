import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** C0 control characters except tab, LF and CR (PostgreSQL refuses NUL in text; the rest is never wanted). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const MAX_DEPTH = 64;

/** True when a string (or a key or string anywhere inside an array or object) holds a control character. */
export function containsControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL.test(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => containsControlCharacters(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => CONTROL.test(key) || containsControlCharacters(item, depth + 1),
  );
}

export const invalidText = () => new AppError(400, 'INVALID_TEXT', 'Text may not contain control characters');

/**
 * Fastify preValidation hook: a query string or JSON body carrying a control character is refused with
 * 400 INVALID_TEXT before any route runs, once for every route.
 */
export async function rejectControlCharacters(request: FastifyRequest): Promise<void> {
  if (containsControlCharacters(request.query) || containsControlCharacters(request.body))
    throw invalidText();
}
