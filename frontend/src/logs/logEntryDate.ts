import { checkLogEntryDate } from '@domain';

/**
 * The mutation form's date-and-time field: a `datetime-local` input speaks local wall-clock time
 * ('2026-11-23T14:05'), the API an instant (ISO 8601).
 */

/** The instant of a datetime-local value (local time), or null when it is empty or not a real date-time. */
export function fromLocalInput(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => (v === undefined ? 0 : Number(v)));
  const date = new Date(y, mo - 1, d, h, mi, s);
  // new Date rolls 2026-02-30 over into March: such a value is not a date.
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d || date.getHours() !== h)
    return null;
  return date;
}

/**
 * The message key for a date the server would refuse (same rule: not in the future beyond the allowed clock
 * skew, not before 2000), or null when it is fine.
 */
export function logEntryDateError(text: string, now: Date): string | null {
  const date = fromLocalInput(text);
  if (!date) return 'logs.dateInvalid';
  const rule = checkLogEntryDate(date, now);
  return rule.ok ? null : `errors.${rule.code}`;
}
