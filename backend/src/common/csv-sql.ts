import { csvText, CSV_SEPARATOR } from './csv';

/**
 * The cells of common/csv.ts computed by PostgreSQL, for an export streamed as `COPY (...) TO STDOUT` in
 * {@link CSV_COPY_OPTIONS}: each fragment gives the text `csvText` gives for the same value, or null for
 * an empty cell; COPY then quotes exactly the cells csvCell quotes (a separator, a quote or a line break)
 * and `csvLineEnds` turns its line ends into CRLF. Tested against csvCell on real PostgreSQL.
 */

/** COPY's options for the app's CSV: `;`, `"` quotes, empty unquoted cells (every empty cell is null). */
export const CSV_COPY_OPTIONS = `(format csv, delimiter '${CSV_SEPARATOR}', quote '"', null '')`;

const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** Text: a leading = + - @ tab or CR gets a ' (never run as a formula); empty is an empty cell. */
export const csvTextSql = (expr: string): string =>
  `nullif(case when left(${expr}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${expr} else ${expr} end, '')`;

/** A numeric as JavaScript writes the number (no trailing zeros), with a decimal comma. */
export const csvDecimalSql = (expr: string): string => `replace(trim_scale(${expr})::text, '.', ',')`;

/** A moment as Dutch local time "YYYY-MM-DD HH:mm:ss" (formatDateTimeNl). */
export const csvDateTimeSql = (expr: string): string =>
  `to_char(${expr} at time zone 'Europe/Amsterdam', 'YYYY-MM-DD HH24:MI:SS')`;

/** A code written as its word (`words[code]`, through csvText); a code without a word is written as it is. */
export const csvWordSql = (expr: string, words: Readonly<Record<string, unknown>>): string =>
  `case ${expr} ${Object.entries(words)
    .map(([code, word]) => `when ${literal(code)} then ${literal(csvText(word))}`)
    .join(' ')} else ${csvTextSql(expr)} end`;

/** A boolean as two words (csvText of each). */
export const csvBooleanSql = (expr: string, yes: unknown, no: unknown): string =>
  `case when ${expr} then ${literal(csvText(yes))} when not ${expr} then ${literal(csvText(no))} end`;
