import type { TranslateFunction as Translate } from 'react-admin';
import { errorBody } from './errors';

/**
 * The server's validation refusal (400 VALIDATION_FAILED) lists its problems per field as English sentences
 * (class-validator's and the API's own). The dialogs show them on the fields in the user's language: each
 * sentence is read for the rule it names (too long, not an e-mail address...), and a rule the app has no
 * words for reads as 'not valid'. Never the server's English.
 */
const RULES: Array<[RegExp, (m: RegExpMatchArray) => { key: string; params?: Record<string, unknown> }]> = [
  [
    /shorter than or equal to (\d+)/,
    (m) => ({ key: 'app.validation.maxLength', params: { max: Number(m[1]) } }),
  ],
  [
    /longer than or equal to (\d+)/,
    (m) => ({ key: 'app.validation.minLength', params: { min: Number(m[1]) } }),
  ],
  [/should not be empty|must not be empty|may not be null/, () => ({ key: 'app.validation.required' })],
  [/e-?mail/, () => ({ key: 'app.validation.email' })],
  [/telephone number/, () => ({ key: 'app.validation.phone' })],
  [/KvK number of 8 digits/, () => ({ key: 'customers.validation.kvkNumber' })],
  [/must be a postcode/, () => ({ key: 'customers.validation.postcode' })],
  [/not in the future/, () => ({ key: 'app.validation.notFuture' })],
  [/before the installation date/, () => ({ key: 'app.validation.beforeInstallation' })],
  [/must not be (dated )?before/, () => ({ key: 'app.validation.tooEarly' })],
  [/must be a date/, () => ({ key: 'app.validation.date' })],
  [
    /must not be greater than (-?[\d.]+)/,
    (m) => ({ key: 'app.validation.max', params: { max: Number(m[1]) } }),
  ],
  [/must not be less than (-?[\d.]+)/, (m) => ({ key: 'app.validation.min', params: { min: Number(m[1]) } })],
];

/** The message key for one of the server's sentences about a field. */
export function fieldRuleMessage(sentence: string): { key: string; params?: Record<string, unknown> } {
  for (const [pattern, message] of RULES) {
    const match = sentence.match(pattern);
    if (match) return message(match);
  }
  return { key: 'app.validation.invalid' };
}

/**
 * Per form field, the translated reason the server refused it: `{ phone: 'Enter a telephone number...' }`.
 * Nested paths ('address.street') count for their top-level field; the first sentence per field decides.
 * Empty when the refusal names no fields.
 */
export function serverFieldErrors(error: unknown, translate: Translate): Record<string, string> {
  const fields = errorBody(error)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [path, sentences] of Object.entries(fields)) {
    const name = path.split('.')[0];
    if (out[name] !== undefined) continue;
    const first = Array.isArray(sentences) ? String(sentences[0] ?? '') : String(sentences ?? '');
    const { key, params } = fieldRuleMessage(first);
    out[name] = translate(key, params ?? {});
  }
  return out;
}
