/** A strict reader for the API's CSV (common/csv.ts): BOM, `;`, CRLF, "quoted ""fields""". For assertions only. */
export function parseCsv(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('CSV without BOM');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ';') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else if (ch === '\n' || ch === '\r') throw new Error(`bare line break at ${i}`);
    else cell += ch;
  }
  if (cell !== '' || row.length > 0) throw new Error('last line without CRLF');
  return rows;
}

/** "12,5" -> 12.5, "" -> null */
export const nlNumber = (text: string): number | null =>
  text === '' ? null : Number(text.replace(',', '.'));
