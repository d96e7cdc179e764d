import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toCsv, type CsvColumn } from './csv';

/** A minimal RFC 4180 reader, to read back what toCsv wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

const columns: CsvColumn<{ a: string; n: number | null }>[] = [
  { header: 'Naam, volledig', value: (r) => r.a },
  { header: 'GWP', value: (r) => r.n },
];

describe('toCsv', () => {
  it.each([
    ['plain', 'R-32x', 'R-32x'],
    ['comma', 'a,b', 'a,b'],
    ['quote', 'say "hi"', 'say "hi"'],
    ['line break', 'Koudeweg 1\nUtrecht', 'Koudeweg 1\nUtrecht'],
    ['formula', '=SUM(A1)', "'=SUM(A1)"],
    ['leading minus', '-5', "'-5"],
    ['at sign', '@cmd', "'@cmd"],
  ])('writes a %s cell so it reads back as text', (_name, input, expected) => {
    const [header, row] = parseCsv(toCsv([{ a: input, n: 3 }], columns));
    expect(header).toEqual(['Naam, volledig', 'GWP']);
    expect(row).toEqual([expected, '3']);
  });

  it('writes null as an empty cell and numbers as they are', () => {
    expect(toCsv([{ a: 'x', n: null }], columns)).toBe('"Naam, volledig",GWP\r\nx,\r\n');
  });

  it('reads back any text without a formula start exactly (property, fixed seed)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string().filter((s) => !/^[=+\-@\t\r]/.test(s)),
          { maxLength: 5 },
        ),
        (texts) => {
          const parsed = parseCsv(
            toCsv(
              texts.map((a) => ({ a, n: 1 })),
              columns,
            ),
          );
          expect(parsed.slice(1).map((r) => r[0])).toEqual(texts);
        },
      ),
      { seed: 20261123, numRuns: 200 },
    );
  });
});
