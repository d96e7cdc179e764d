import type { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';

/**
 * CSV for Dutch spreadsheets (Excel/LibreOffice with a Dutch locale open it with a double click):
 * `;`-separated, UTF-8 with a byte-order mark, CRLF line ends, decimal comma. Fields are quoted when they
 * contain a separator, a quote or a line break (quotes doubled). Text cells that start with = + - @ (or a
 * tab / carriage return) get a leading ' so a spreadsheet never runs them as a formula (CSV injection).
 *
 * Cell values: null/undefined -> empty; number -> decimal comma; boolean -> yes/no; Date -> local date-time;
 * anything else -> its text.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

/** 12.5 -> "12,5"; with `decimals`, a fixed number of decimals (12.5, 3 -> "12,500"). No thousands separator. */
export function formatDecimalNl(value: number | string | null | undefined, decimals?: number): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return '';
  const text = decimals === undefined ? String(n) : n.toFixed(decimals);
  return text.replace('.', ',');
}

const DATE_TIME_NL = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A moment as Dutch local time "YYYY-MM-DD HH:mm:ss" (Europe/Amsterdam), which spreadsheets read as a date-time. */
export function formatDateTimeNl(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return DATE_TIME_NL.format(date);
}

/** One cell's text before quoting: formatted, and neutralised when it is text that starts like a formula. */
export function csvText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return formatDecimalNl(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date) return formatDateTimeNl(value);
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell as CSV text (formatted, neutralised and quoted as needed). */
export function csvCell(value: unknown): string {
  const text = csvText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record with its CRLF line end. */
export function csvLine(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR) + CSV_LINE_END;
}

/** A whole file: BOM, header row, rows. For large exports stream CSV_BOM + csvLine(header) + csvLine(row)... instead. */
export function toCsv(header: string[], rows: unknown[][]): string {
  let out = CSV_BOM + csvLine(header);
  for (const row of rows) out += csvLine(row);
  return out;
}

/** `<prefix>-YYYY-MM-DD.csv` with today's Dutch date, for Content-Disposition. */
export function csvFileName(prefix: string, now = new Date()): string {
  return `${prefix}-${DATE_TIME_NL.format(now).slice(0, 10)}.csv`;
}

/** A CSV download: the stream as a UTF-8 text/csv attachment named `fileName`. */
export function csvAttachment(stream: Readable, fileName: string): StreamableFile {
  return new StreamableFile(stream, {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${fileName}"`,
  });
}
