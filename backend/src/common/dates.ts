import { registerDecorator, type ValidationOptions } from 'class-validator';

/**
 * Strict date input, spoken in this one place (list filters and request bodies): a calendar date
 * `YYYY-MM-DD` or an ISO 8601 date-time `YYYY-MM-DDTHH:MM[:SS[.fraction]][Z|±HH:MM]` (no zone = UTC).
 * Every part is checked (2024-02-30, 24:00, +25:00 are refused), unlike `Date.parse`, which rolls
 * 2024-02-30 over to 1 March and reads "March 7" or "1" as some date, or PostgreSQL, which refuses them
 * with an error.
 */
export type ParsedDate =
  | { kind: 'date'; value: string } // YYYY-MM-DD, a calendar day
  | { kind: 'instant'; value: string }; // Date#toISOString(), UTC

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?$/;

export const DATE_FORMAT_HINT = 'a date YYYY-MM-DD or an ISO 8601 date-time such as 2026-01-31T08:00:00Z';

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** The date or instant, normalised; null when the text is not one (or outside the years 0001-9999 in UTC). */
export function parseIsoDate(text: unknown): ParsedDate | null {
  if (typeof text !== 'string' || text.length > 40) return null;
  const day = DATE.exec(text);
  if (day) {
    return isCalendarDate(Number(day[1]), Number(day[2]), Number(day[3]))
      ? { kind: 'date', value: text }
      : null;
  }
  const m = DATE_TIME.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '00', fraction = '', , sign, oh, om] = m;
  if (!isCalendarDate(Number(y), Number(mo), Number(d))) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  if (sign && (Number(oh) > 23 || Number(om) > 59)) return null;
  const millis = (fraction + '000').slice(0, 3);
  const zone = sign ? `${sign}${oh}:${om}` : 'Z';
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${millis}${zone}`);
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString();
  // An offset can push 0001-01-01 or 9999-12-31 out of the four-digit years PostgreSQL and ISO strings share.
  if (!/^\d{4}-/.test(iso) || iso.startsWith('0000-')) return null;
  return { kind: 'instant', value: iso };
}

/** The first instant a "from" filter admits: a bare day starts at 00:00 UTC. */
export function startOfDateFilter(value: string): string {
  return DATE.test(value) ? `${value}T00:00:00.000Z` : value;
}

/** A "to" filter: a bare day includes that whole day (UTC), so everything before the next day's start. */
export function endOfDateFilter(value: string): { op: '<' | '<='; value: string } {
  if (!DATE.test(value)) return { op: '<=', value };
  const next = new Date(`${value}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { op: '<', value: next.toISOString() };
}

/**
 * A body field holding a date-time: `@Transform(toInstant)` normalises valid input to an ISO instant (UTC),
 * `@IsIsoDateTime()` refuses anything else with a readable message.
 */
export const toInstant = ({ value }: { value: unknown }): unknown => {
  const parsed = parseIsoDate(value);
  if (!parsed) return value;
  return parsed.kind === 'date' ? startOfDateFilter(parsed.value) : parsed.value;
};

export function IsIsoDateTime(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isIsoDateTime',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => parseIsoDate(value) !== null,
        defaultMessage: () => `${propertyName} must be ${DATE_FORMAT_HINT}`,
      },
    });
}
