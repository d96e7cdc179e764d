import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { createCylinder } from './support/logs-fixtures';
import { parseCsv } from './support/csv';

/**
 * The exports read the next batch while they write the one in hand (logs: keyset batches of 5,000;
 * register: chunks of 1,000 ids). Across those boundaries every row must come exactly once, in order.
 */
describe('exports across their read-ahead batches', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
  });
  afterAll(() => t.close());

  const download = (path: string, query: Record<string, string>) =>
    t
      .http()
      .get(path)
      .query(query)
      .set(bearer(admin))
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks).toString('utf8')));
      })
      .expect(200);

  it('the logbook: 12,001 entries on 3,000 moments, each once, by date then id', async () => {
    const cylinderId = await createCylinder(t, admin);
    // Many entries share a moment, so batch boundaries fall inside runs of equal dates.
    await t.sql(
      `insert into log_entries (cylinder_id, mutation_type, weight, user_id, entered_by_id, date, note)
       select $1, 'INSPECTION', 0, $2, $2, timestamptz '2025-03-01 08:00:00+00' + (g % 3000) * interval '1 minute', 'n' || g
         from generate_series(1, 12001) g`,
      [cylinderId, fitter.id],
    );
    const res = await download('/api/logs/export.csv', {
      filter: JSON.stringify({ cylinderId }),
      lang: 'en',
    });
    const [header, ...rows] = parseCsv(res.body as string);
    const note = header.indexOf('note');
    const expected = await t.sql<{ note: string }>(
      'select note from log_entries where cylinder_id = $1 and deleted_at is null order by date, id',
      [cylinderId],
    );
    expect(rows).toHaveLength(12001);
    expect(rows.map((row) => row[note])).toEqual(expected.map((row) => row.note));
  });

  it('the register: 2,345 cylinders, each once, in the list order', async () => {
    await t.sql(
      `insert into cylinders (serial_number, gas_type, delivery_weight, tare_weight, cylinder_type, status, ownership)
       select 'RA-' || lpad(g::text, 5, '0'), 'R-32', 20, 10, 'FILL_UP', 'ACTIVE', 'KOOP' from generate_series(1, 2345) g`,
    );
    const res = await download('/api/cylinders/export.csv', {
      sort: '["serialNumber","DESC"]',
      filter: JSON.stringify({ q: 'RA-' }),
      lang: 'en',
    });
    const [header, ...rows] = parseCsv(res.body as string);
    const serial = header.indexOf('Serial number');
    expect(rows.map((row) => row[serial])).toEqual(
      Array.from({ length: 2345 }, (_, i) => `RA-${String(2345 - i).padStart(5, '0')}`),
    );
  });
});
