import { useCallback } from 'react';
import { useTranslate, type TranslateFunction as Translate } from 'react-admin';

/** The server's error body (docs/API-CONTRACT.md). */
export interface ApiErrorBody {
  statusCode?: number;
  code?: string;
  error?: string;
  message?: string | string[];
  params?: Record<string, unknown>;
  fields?: Record<string, string[]>;
}

/** Pulls the server's body out of whatever was thrown (react-admin HttpError, AuthError, plain body). */
export function errorBody(error: unknown): ApiErrorBody | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as { body?: unknown; code?: unknown };
  if (e.body && typeof e.body === 'object') return e.body as ApiErrorBody;
  if (typeof e.code === 'string') return error as ApiErrorBody;
  return null;
}

/** The error's code ('CYLINDER_HAS_LOGS'), if the server sent one. */
export function errorCode(error: unknown): string | undefined {
  return errorBody(error)?.code;
}

/**
 * The text to show for a failed call: `errors.<CODE>` translated with the server's params; else the server's
 * own message (`error`, then `message`); else the thrown error's message; else the given fallback text
 * (already translated, e.g. the seed's 'Failed to save cylinder'). A network failure gets app.networkError.
 */
export function translateApiError(error: unknown, translate: Translate, fallback?: string): string {
  const body = errorBody(error);
  if (body?.code) {
    const key = `errors.${body.code}`;
    const params = Object.fromEntries(
      // Numbers stay numbers: the i18n provider shows them in the active language ('12,5' nl, '12.5' en).
      Object.entries(body.params ?? {}).map(([k, v]) => [
        k,
        typeof v === 'number' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v),
      ]),
    );
    const text = translate(key, { ...params, _: '' });
    if (text && text !== key && !text.includes('%{')) {
      // Validation errors: add the field messages the server gave (they are plain English field rules).
      if (body.code === 'VALIDATION_FAILED' && body.fields) {
        const details = Object.entries(body.fields)
          .map(([field, msgs]) => `${field}: ${msgs.join(', ')}`)
          .join('; ');
        return details ? `${text} (${details})` : text;
      }
      return text;
    }
  }
  const serverText = body?.error || (Array.isArray(body?.message) ? body?.message.join(', ') : body?.message);
  if (serverText) return serverText;
  if (error instanceof TypeError) return translate('app.networkError');
  const own = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (own && !/^HTTP Error|Failed to fetch/i.test(own)) return own;
  return fallback ?? translate('app.unknownError');
}

/** Hook form of translateApiError: `const errorMessage = useErrorMessage(); errorMessage(e, translate('x'))`. */
export function useErrorMessage(): (error: unknown, fallback?: string) => string {
  const translate = useTranslate();
  return useCallback(
    (error: unknown, fallback?: string) => translateApiError(error, translate, fallback),
    [translate],
  );
}
