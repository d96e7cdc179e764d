/**
 * Calendar dates as ISO strings (YYYY-MM-DD). Schedules, certificates and rental terms are decided per day,
 * so they are compared as dates, never as instants.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (2026-02-29 is not one). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function parts(date: IsoDate): [number, number, number] {
  const match = ISO_DATE.exec(date);
  if (!match || !isIsoDate(date)) throw new RangeError(`Not a date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function format(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The date `months` later, the day clamped to the month's last day (31 January + 1 month = 28 or 29
 * February), exactly as PostgreSQL's `date + interval 'n months'` counts, so the database and this agree.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return format(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const [year, month, day] = parts(date);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return format(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** The calendar date of an instant where the company works (the day a fitter would write on paper). */
export function localDate(instant: Date | string, timeZone = COMPANY_TIME_ZONE): IsoDate {
  const moment = typeof instant === 'string' ? new Date(instant) : instant;
  const time = moment.getTime();
  if (Number.isNaN(time)) throw new RangeError(`Not an instant: ${String(instant)}`);
  // Since 1972 every zone's offset is whole minutes, so one minute of instants is one date in any zone:
  // the last minute asked is kept (inserts ask for "now" again and again; formatting costs ~10 µs).
  const minute = Math.floor(time / 60_000);
  if (minute === lastDay.minute && timeZone === lastDay.timeZone) return lastDay.date;
  const date = dayFormat(timeZone).format(moment);
  if (time >= WHOLE_MINUTE_OFFSETS_SINCE) Object.assign(lastDay, { minute, timeZone, date });
  return date;
}

const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(1972, 0, 1);
const lastDay = { minute: Number.NaN, timeZone: '', date: '' };

/**
 * One formatter per time zone: building an Intl.DateTimeFormat loads the zone's rules and locale data, and
 * per call that was about 5 % of the API's CPU on log inserts (each checks the certificate on the work day).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Dutch installers: a day starts and ends in Amsterdam, whatever the server's own zone. */
export const COMPANY_TIME_ZONE = 'Europe/Amsterdam';

export function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return a <= b ? a : b;
}
