/** One column of a CSV export: its header (already in the user's language) and how to read a row's cell. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/**
 * RFC 4180 text: every cell quoted when it holds a comma, quote or line break; a cell that a spreadsheet
 * would run as a formula (= + - @, tab, carriage return first) gets a leading apostrophe. Lines end in CRLF.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const cell = (raw: unknown): string => {
    if (raw === null || raw === undefined) return '';
    let text = String(raw);
    if (typeof raw === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.map((c) => cell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
