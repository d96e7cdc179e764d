import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'superagent';
import fc from 'fast-check';
import { toGrams } from '../src/domain';
import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { createRefrigerant, postLog } from './support/logs-fixtures';

interface Row {
  gas: string;
  openingKg: number;
  receivedKg: number;
  filledKg: number;
  recoveredKg: number;
  returnedKg: number;
  unexplainedKg: number;
  closingKg: number;
}

/** The identity every row must satisfy, in whole grams. */
function assertIdentity(row: Row): void {
  const g = (kg: number) => toGrams(kg);
  expect({
    gas: row.gas,
    closing:
      g(row.openingKg) +
      g(row.receivedKg) +
      g(row.recoveredKg) -
      g(row.filledKg) -
      g(row.returnedKg) +
      g(row.unexplainedKg),
  }).toEqual({ gas: row.gas, closing: g(row.closingKg) });
}

const binary = (res: Response, callback: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};
const TMP = mkdtempSync(join(tmpdir(), 'balance-pdf-'));
let pdfCounter = 0;
/** The PDF's text as poppler reads it (layout kept: a table row stays on one line) and its page size. */
function readPdf(pdf: Buffer): { text: string; info: string } {
  const file = join(TMP, `balance-${++pdfCounter}.pdf`);
  writeFileSync(file, pdf);
  return {
    text: execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
    info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }),
  };
}
/** A table line of the PDF: its cells in order, separated by the layout's spaces. */
const line = (...cells: string[]) =>
  new RegExp(cells.map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'));

describe('annual balance', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  let counter = 0;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
  });
  afterAll(() => t.close());

  const balance = async (year: number, who: Account = admin, status = 200) =>
    (await t.http().get('/api/balances').query({ year }).set(bearer(who)).expect(status)).body as Row[];
  const cylinder = async (gasType: string, body: Record<string, unknown>) =>
    (
      await t
        .http()
        .post('/api/cylinders')
        .set(bearer(admin))
        .send({ serialNumber: `BL-${++counter}`, gasType, ...body })
        .expect(201)
    ).body as { id: number; tareWeight: number; currentWeight: number };

  it.each([
    ['MONTEUR', 403],
    ['ADMIN', 200],
  ] as const)('as %s -> %i', async (role, status) => {
    await balance(2026, role === 'ADMIN' ? admin : fitter, status);
  });

  it.each(['', 'x', '1999', '2101', '26'])('year "%s" -> 400', async (year) => {
    const res = await t.http().get('/api/balances').query({ year }).set(bearer(admin)).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('a worked example: receipt, fill-up, reclaim, gap, return', async () => {
    const gas = 'BX-1';
    const a = await cylinder(gas, { deliveryWeight: 30, tareWeight: 10, receivedOn: '2024-03-01' });
    const b = await cylinder(gas, { deliveryWeight: 20, tareWeight: 8, receivedOn: '2025-02-01' });
    await postLog(t, admin, {
      cylinderId: a.id,
      mutationType: 'FILLUP_WEIGH',
      weight: 2.5,
      date: '2024-05-01T10:00:00Z',
    }).expect(201);
    await postLog(t, admin, {
      cylinderId: a.id,
      mutationType: 'FILLUP_WEIGH',
      weight: 1.25,
      date: '2025-05-01T10:00:00Z',
    }).expect(201);
    await postLog(t, admin, {
      cylinderId: b.id,
      mutationType: 'RECLAIM_WEIGH',
      weight: 0.75,
      date: '2025-06-01T10:00:00Z',
    }).expect(201);
    // b held 12.75 kg on the books; it goes back weighing 20.5 gross = 12.5 kg: 0.25 kg unexplained.
    await t
      .http()
      .post(`/api/cylinders/${b.id}/return`)
      .set(bearer(admin))
      .send({ returnedOn: '2025-09-01', weightAtReturn: 20.5 })
      .expect(201);

    const [y2025] = (await balance(2025)).filter((row) => row.gas === gas);
    expect(y2025).toMatchObject({
      openingKg: 17.5,
      receivedKg: 12,
      filledKg: 1.25,
      recoveredKg: 0.75,
      returnedKg: 12.5,
      unexplainedKg: -0.25,
      closingKg: 16.25,
    });
    assertIdentity(y2025);
    const csv = await t
      .http()
      .get('/api/balances/export.csv')
      .query({ year: 2025, lang: 'nl' })
      .set(bearer(admin))
      .expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text).toContain('gas;GWP;begin kg;ontvangen kg');
    expect(csv.text).toContain('BX-1;;17,5;12;0,75;1,25;12,5;-0,25;16,25');
    await t.http().get('/api/balances/export.csv').query({ year: 2025 }).set(bearer(fitter)).expect(403);
    await t.http().get('/api/balances/export.csv').query({ year: 'x' }).set(bearer(admin)).expect(400);
    const [y2026] = (await balance(2026)).filter((row) => row.gas === gas);
    expect(y2026).toMatchObject({ openingKg: 16.25, closingKg: 16.25, returnedKg: 0 });
  });

  it('the identity holds to the gram for random entries through the API (property)', async () => {
    const kinds = ['FILLUP_WEIGH', 'RECLAIM_WEIGH', 'INSPECTION'] as const;
    const entry = fc.record({
      kind: fc.constantFrom(...kinds),
      grams: fc.integer({ min: 0, max: 3_000 }),
      year: fc.integer({ min: 2023, max: 2025 }),
      day: fc.integer({ min: 0, max: 364 }),
      minute: fc.integer({ min: 0, max: 1439 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { minLength: 1, maxLength: 8 }),
        fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
        fc.integer({ min: 2023, max: 2025 }),
        async (entries, returnGrams, receivedYear) => {
          const gas = `BP-${++counter}`;
          const c = await cylinder(gas, {
            deliveryWeight: 30,
            tareWeight: 10,
            receivedOn: `${receivedYear}-01-01`,
          });
          let afterReturnDay = false;
          for (const e of entries) {
            const at = new Date(Date.UTC(e.year, 0, 1) + e.day * 86_400_000 + e.minute * 60_000);
            const body =
              e.kind === 'INSPECTION'
                ? { cylinderId: c.id, mutationType: e.kind, date: at.toISOString() }
                : { cylinderId: c.id, mutationType: e.kind, weight: e.grams / 1000, date: at.toISOString() };
            const res = await postLog(t, admin, body);
            expect([201, 400]).toContain(res.status); // a fill-up beyond the content is refused
            // 2 July 2024 begins at 22:00 UTC the day before (Europe/Amsterdam, summer time)
            if (res.status === 201 && at >= new Date('2024-07-01T22:00:00.000Z')) afterReturnDay = true;
          }
          let returned = false;
          if (returnGrams !== null) {
            const res = await t
              .http()
              .post(`/api/cylinders/${c.id}/return`)
              .set(bearer(admin))
              .send({ returnedOn: '2024-07-01', weightAtReturn: (10_000 + returnGrams) / 1000 });
            // a return dated before a live entry would drop that entry from every balance
            expect({ status: res.status, code: res.body.code }).toEqual(
              afterReturnDay
                ? { status: 409, code: 'RETURN_BEFORE_LAST_ENTRY' }
                : { status: 201, code: undefined },
            );
            returned = res.status === 201;
          }
          let previousClosing: number | null = null;
          for (const year of [2022, 2023, 2024, 2025, 2026]) {
            const row = (await balance(year)).find((r) => r.gas === gas);
            if (!row) {
              expect(returned && year > 2024).toBe(true);
              continue;
            }
            assertIdentity(row);
            if (previousClosing !== null) expect(toGrams(row.openingKg)).toBe(toGrams(previousClosing));
            previousClosing = row.closingKg;
          }
        },
      ),
      { seed: 1414, numRuns: 25 },
    );
  });
  // Last: it signs 2022 off.
  it('export.pdf: A4, the rows in kg and t CO2e with totals, the company and its certificate, the sign-off', async () => {
    await t
      .http()
      .put('/api/settings')
      .set(bearer(admin))
      .send({
        organisationName: 'Koeltechniek Noord BV',
        companyCertificateNumber: 'NL-F-123456',
        companyCertificateBody: 'KIWA',
        companyCertificateValidUntil: '2027-12-31',
      })
      .expect(200);
    const withGwp = await createRefrigerant(t, admin, 'PDF-A', 675);
    const a = await cylinder('PDF-A', {
      refrigerantId: withGwp,
      deliveryWeight: 30,
      tareWeight: 10,
      receivedOn: '2022-02-01',
    });
    const b = await cylinder('PDF-B', { deliveryWeight: 20, tareWeight: 8, receivedOn: '2022-03-01' });
    await postLog(t, admin, {
      cylinderId: a.id,
      mutationType: 'FILLUP_WEIGH',
      weight: 2.5,
      date: '2022-05-01T10:00:00Z',
    }).expect(201);
    await postLog(t, admin, {
      cylinderId: b.id,
      mutationType: 'RECLAIM_WEIGH',
      weight: 0.75,
      date: '2022-06-01T10:00:00Z',
    }).expect(201);
    const pdf = (query: Record<string, unknown>, who: Account = admin) =>
      t.http().get('/api/balances/export.pdf').query(query).set(bearer(who)).buffer(true).parse(binary);

    const unsigned = await pdf({ year: 2022, lang: 'nl' }).expect(200);
    expect(unsigned.headers['content-type']).toBe('application/pdf');
    expect(unsigned.headers['content-disposition']).toMatch(
      /filename="fgas-balance-2022-\d{4}-\d\d-\d\d\.pdf"/,
    );
    const nl = readPdf(unsigned.body as Buffer);
    expect(nl.info).toMatch(/Page size:\s+595(\.\d+)? x 841(\.\d+)? pts \(A4\)/);
    expect(nl.text).toContain('Jaarbalans F-gassen 2022');
    expect(nl.text).toContain('Koeltechniek Noord BV');
    expect(nl.text).toContain('NL-F-123456, KIWA, geldig tot 2027-12-31');
    expect(nl.text).toContain('niet afgetekend');
    expect(nl.text).toMatch(
      line('PDF-A', '675', '0,000', '20,000', '0,000', '2,500', '0,000', '0,000', '17,500'),
    );

    await t.http().post('/api/balances/2022/sign-off').set(bearer(admin)).expect(201);
    const en = readPdf((await pdf({ year: 2022, lang: 'en' }).expect(200)).body as Buffer).text;
    expect(en).toContain('Annual F-gas balance 2022');
    expect(en).toMatch(/signed off by .+ on 20\d\d-\d\d-\d\d \d\d:\d\d/);
    // kg: PDF-A 20 kg received, 2.5 filled; PDF-B (no GWP) 12 received, 0.75 recovered; other gases hold nothing in 2022
    expect(en).toMatch(line('PDF-A', '675', '0.000', '20.000', '0.000', '2.500', '0.000', '0.000', '17.500'));
    expect(en).toMatch(line('PDF-B', '0.000', '12.000', '0.750', '0.000', '0.000', '0.000', '12.750'));
    expect(en).toMatch(line('Total', '0.000', '32.000', '0.750', '2.500', '0.000', '0.000', '30.250'));
    // t CO2e (kg x GWP / 1000, to the kilogram CO2e): a gas without GWP is left out of the total
    expect(en).toMatch(line('PDF-A', '675', '0.000', '13.500', '0.000', '1.688', '0.000', '0.000', '11.813'));
    expect(en).toMatch(line('Total', '0.000', '13.500', '0.000', '1.688', '0.000', '0.000', '11.813'));
    expect(en).toContain('A gas without a GWP has no t CO2e');

    await pdf({ year: 2022 }, fitter).expect(403);
    const bad = await t
      .http()
      .get('/api/balances/export.pdf')
      .query({ year: 'x' })
      .set(bearer(admin))
      .expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });
});
