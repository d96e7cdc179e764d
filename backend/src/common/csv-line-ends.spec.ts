import { Readable } from 'node:stream';
import fc from 'fast-check';
import { csvLine } from './csv';
import { csvLineEnds } from './csv-line-ends';

/** What COPY writes for these records: csvLine's quoting with LF line ends. */
const copyText = (records: string[][]) => records.map((cells) => csvLine(cells).slice(0, -2) + '\n').join('');

async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(csvLineEnds())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

/** Cuts a buffer at the given fractions of its length (COPY's chunks end anywhere, even inside a character). */
const cut = (bytes: Buffer, at: number[]) => {
  const points = [...new Set(at.map((f) => Math.floor(f * bytes.length)))].sort((a, b) => a - b);
  return [0, ...points].map((from, i) => bytes.subarray(from, points[i] ?? bytes.length));
};

describe('csvLineEnds', () => {
  it.each<[string, string[][]]>([
    [
      'plain records',
      [
        ['a', '1,5'],
        ['b', ''],
      ],
    ],
    [
      'a line break inside a quoted cell stays as it is',
      [
        ['said "hi"\nnext', 'x'],
        ['y', 'z'],
      ],
    ],
    ['CRLF inside a cell', [['one\r\ntwo'], ['three']]],
    ['quotes and separators', [['"";;"', 'é€'], ['"\n"']]],
  ])('%s', async (_name, records) => {
    expect(await through([Buffer.from(copyText(records))])).toBe(records.map((r) => csvLine(r)).join(''));
  });

  it('gives csvLine output for any records cut into any chunks', async () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'é', '€', '"', ';', '\n', '\r', ' ', '=') });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }),
        async (records, at) => {
          const bytes = Buffer.from(copyText(records));
          expect(await through(cut(bytes, at))).toBe(records.map((r) => csvLine(r)).join(''));
        },
      ),
      { seed: 20261127, numRuns: 300 },
    );
  });
});
