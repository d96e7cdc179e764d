import { useCallback } from 'react';
import { useTranslate, type TranslateFunction as Translate } from 'react-admin';
import type { ApiError } from '../api/types';
import { RequestTimeoutError } from '../providers/requestTimeout';

/**
 * The server's error body (ErrorDto), read defensively: whatever was thrown may come from a proxy or a
 * framework default, so every field may be missing and a message may be a list.
 */
export type ApiErrorBody = Partial<Omit<ApiError, 'message'>> & { message?: string | string[] };

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
 * (already translated, e.g. 'Failed to save cylinder'). A network failure gets app.networkError, a call
 * left without an answer app.timeoutError.
 * VALIDATION_FAILED adds '<field label> is not valid' per field (see fieldLabel); `resource` says where to
 * look first for the labels.
 */
export function translateApiError(
  error: unknown,
  translate: Translate,
  fallback?: string,
  resource?: string,
): string {
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
      // Validation errors: name the fields in the user's language; the server's own field rules are
      // English sentences and are never shown.
      if (body.code === 'VALIDATION_FAILED' && body.fields) {
        const details = validationDetails(Object.keys(body.fields), translate, resource);
        return details ? `${text} (${details})` : text;
      }
      return text;
    }
  }
  const serverText = body?.error || (Array.isArray(body?.message) ? body?.message.join(', ') : body?.message);
  if (serverText) return serverText;
  if (error instanceof TypeError) return translate('app.networkError');
  if (error instanceof RequestTimeoutError) return translate('app.timeoutError');
  const own = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (own && !/^HTTP Error|Failed to fetch/i.test(own)) return own;
  return fallback ?? translate('app.unknownError');
}

/** Resources whose `resources.<name>.fields.<field>` labels name a server field, in lookup order. */
const LABEL_RESOURCES = ['cylinders', 'logs', 'refrigerants', 'suppliers', 'users', 'settings'];

/**
 * The translated label of a field the server named: `resources.<resource>.fields.<field>` (the given
 * resource first, then the others), else `app.fields.<field>`. Undefined when none is known: the raw
 * (English) field name is never shown.
 */
export function fieldLabel(field: string, translate: Translate, resource?: string): string | undefined {
  const name = field.split('.')[0];
  const keys = [
    ...(resource ? [`resources.${resource}.fields.${name}`] : []),
    ...LABEL_RESOURCES.map((r) => `resources.${r}.fields.${name}`),
    `app.fields.${name}`,
  ];
  for (const key of keys) {
    const label = translate(key, { _: '' });
    if (label && label !== key) return label;
  }
  return undefined;
}

/** '<label> is not valid' for each field with a known label, joined; '' when none is known. */
export function validationDetails(fields: string[], translate: Translate, resource?: string): string {
  const labels = [
    ...new Set(fields.map((f) => fieldLabel(f, translate, resource)).filter((l): l is string => !!l)),
  ];
  return labels.map((field) => translate('errors.fieldInvalid', { field })).join('; ');
}

/** Hook form of translateApiError: `const errorMessage = useErrorMessage(); errorMessage(e, translate('x'))`. */
export function useErrorMessage(resource?: string): (error: unknown, fallback?: string) => string {
  const translate = useTranslate();
  return useCallback(
    (error: unknown, fallback?: string) => translateApiError(error, translate, fallback, resource),
    [translate, resource],
  );
}
