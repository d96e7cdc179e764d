import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import fc from 'fast-check';
import { csvLine } from '../src/common/csv';
import { csvLineEnds } from '../src/common/csv-line-ends';
import {
  csvBooleanSql,
  csvDateTimeSql,
  csvDecimalSql,
  CSV_COPY_OPTIONS,
  csvTextSql,
  csvWordSql,
} from '../src/common/csv-sql';
import { inlined } from '../src/database/copy-out';
import { createTestApp, type TestApp } from './support/test-app';

interface Row {
  text: string | null;
  kg: string | null;
  at: Date;
  flag: boolean;
  code: string;
}

const WORDS = { FILLUP_NEW: 'Vullen; nieuw', RECLAIM: '=formule', MOVED: 'Verplaatst "intern"' };

/**
 * The CSV cells PostgreSQL computes for an export (common/csv-sql.ts), through a real COPY and the CRLF
 * stream, against the app's own csvLine of the same values: byte for byte.
 */
describe('CSV cells computed by PostgreSQL', () => {
  let t: TestApp;
  let client: Client;
  beforeAll(async () => {
    t = await createTestApp();
    client = new Client({ connectionString: t.databaseUrl });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await t.close();
  });

  async function copied(rows: Row[]): Promise<string> {
    const values: unknown[] = [];
    const param = (value: unknown) => `$${values.push(value)}`;
    const tuples = rows.map(
      (r) =>
        `(${param(r.text)}::text, ${param(r.kg)}::numeric(12,3), ${param(r.at.toISOString())}::timestamptz, ${param(r.flag)}::boolean, ${param(r.code)}::text)`,
    );
    const select = `select ${[
      csvTextSql('v.text'),
      csvDecimalSql('v.kg'),
      csvDateTimeSql('v.at'),
      csvBooleanSql('v.flag', 'ja', 'nee'),
      csvBooleanSql('v.flag', true, false),
      csvWordSql('v.code', WORDS),
    ].join(', ')} from (values ${tuples.join(', ')}) v(text, kg, at, flag, code)`;
    const sql = `copy (${inlined({ text: select, values })}) to stdout with ${CSV_COPY_OPTIONS}`;
    const out: Buffer[] = [];
    for await (const chunk of client.query(copyTo(sql)).pipe(csvLineEnds())) out.push(chunk as Buffer);
    return Buffer.concat(out).toString('utf8');
  }

  const expected = (rows: Row[]) =>
    rows
      .map((r) =>
        csvLine([
          r.text,
          r.kg === null ? null : Number(r.kg),
          r.at,
          r.flag ? 'ja' : 'nee',
          r.flag,
          (WORDS as Record<string, string>)[r.code] ?? r.code,
        ]),
      )
      .join('');

  it.each<[string, Partial<Row>]>([
    ['a formula start is neutralised', { text: '=SUM(A1)' }],
    ['+, -, @, tab and CR starts too', { text: '@x' }],
    ['an empty text is an empty cell', { text: '' }],
    ['quotes, separators and line breaks are quoted', { text: 'said "hi"; then\r\nleft' }],
    ['trailing zeros go, a decimal comma', { kg: '12.500' }],
    ['zero', { kg: '0.000' }],
    ['a negative gap', { kg: '-0.250' }],
    ['summer time in Amsterdam', { at: new Date('2024-07-01T22:30:05.999Z') }],
    ['the hour the clocks go back', { at: new Date('2024-10-27T01:30:00.000Z') }],
    ['a code with a word that needs quotes', { code: 'MOVED' }],
    ['a code without a word', { code: '-CODE' }],
  ])('%s', async (_name, change) => {
    const row: Row = {
      text: 'x',
      kg: '1.000',
      at: new Date('2024-01-01T00:00:00Z'),
      flag: true,
      code: 'FILLUP_NEW',
      ...change,
    };
    expect(await copied([row])).toBe(expected([row]));
  });

  it('agrees with csvLine for any values', async () => {
    const row = fc.record({
      text: fc.option(
        fc.string({
          unit: fc.constantFrom(
            'a',
            'Z',
            'é',
            '€',
            '"',
            ';',
            '\n',
            '\r',
            '\t',
            ' ',
            '=',
            '+',
            '-',
            '@',
            "'",
            '\\',
            '$1',
          ),
        }),
      ),
      kg: fc.option(fc.integer({ min: -999_999_999, max: 999_999_999 }).map((g) => (g / 1000).toFixed(3))),
      at: fc.date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
      flag: fc.boolean(),
      code: fc.constantFrom('FILLUP_NEW', 'RECLAIM', 'MOVED', 'OTHER', '=X'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 20 }), async (rows) => {
        expect(await copied(rows)).toBe(expected(rows));
      }),
      { seed: 20261127, numRuns: 150 },
    );
  });
});
