import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'superagent';
import type { LogbookDto } from '../src/logbook/dto/logbook.dto';
import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { createCylinder, createRefrigerant, postLog } from './support/logs-fixtures';
import { createCustomer, createInstallation, postLeakCheck } from './support/installations-fixtures';
import { parseCsv } from './support/csv';

const binary = (res: Response, callback: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};
const TMP = mkdtempSync(join(tmpdir(), 'logbook-certificates-'));
let pdfCounter = 0;
function pdfToText(pdf: Buffer): string {
  const file = join(TMP, `logbook-${++pdfCounter}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/**
 * Art. 7(e): every channel of the logbook (JSON, CSV, PDF, the owner's link) prints the company's and the
 * fitter's certificate numbers each record stored when it was made, so a renewal later never rewrites an
 * older record, and a record made before a certificate was on file says so.
 */
describe('the logbook names the certificates each record stored', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  let installationId: number;
  let token: string;
  /** Record kind -> [id, company certificate, fitter certificate] as stored when it was made. */
  const made: {
    kind: 'FILL' | 'RECOVERY' | 'CHECK';
    id: number;
    company: string | null;
    own: string | null;
  }[] = [];

  const putSettings = (body: Record<string, unknown>) =>
    t.http().put('/api/settings').set(bearer(admin)).send(body).expect(200);
  const putUser = (id: number, body: Record<string, unknown>) =>
    t.http().put(`/api/users/${id}`).set(bearer(admin)).send(body).expect(200);
  const get = (path: string, as: Account | null = admin) => {
    const req = t.http().get(path);
    return as ? req.set(bearer(as)) : req;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
    await putSettings({ organisationName: 'Koeltechniek Jansen BV' });
    const refrigerantId = await createRefrigerant(t, admin, 'R-32', 675);
    const customerId = await createCustomer(t, admin, { name: 'Kantoor Certificaat' });
    installationId = (
      await createInstallation(t, admin, {
        customerId,
        refrigerantId,
        name: 'Airco Certificaat',
        category: 'AIR_CONDITIONING',
        chargeKg: 12,
        installedOn: '2025-01-01',
      })
    ).id;
    const fillCylinder = await createCylinder(t, admin, {
      refrigerantId,
      gasType: 'R-32',
      deliveryWeight: 60,
      tareWeight: 10,
    });
    const recoveryCylinder = await createCylinder(t, admin, {
      refrigerantId,
      gasType: 'R-32',
      deliveryWeight: 11,
      tareWeight: 10,
      cylinderType: 'RECLAIM',
    });
    const records = async (company: string | null, own: string | null, day: string) => {
      const fill = await postLog(t, admin, {
        cylinderId: fillCylinder,
        installationId,
        mutationType: 'FILLUP_LEAKAGE',
        weight: 0.5,
        userId: fitter.id,
        date: `${day}T09:00:00Z`,
      }).expect(201);
      made.push({ kind: 'FILL', id: fill.body.id, company, own });
      const recovery = await postLog(t, admin, {
        cylinderId: recoveryCylinder,
        installationId,
        mutationType: 'RECLAIM_MAINTENANCE',
        weight: 0.25,
        userId: fitter.id,
        date: `${day}T10:00:00Z`,
      }).expect(201);
      made.push({ kind: 'RECOVERY', id: recovery.body.id, company, own });
      const check = await postLeakCheck(t, admin, {
        installationId,
        checkedOn: day,
        userId: fitter.id,
        result: 'NO_LEAK',
      }).expect(201);
      made.push({ kind: 'CHECK', id: check.body.id, company, own });
    };
    // Before any certificate was on file, then with the first ones, then after both were renewed.
    await records(null, null, '2026-01-05');
    await putSettings({ companyCertificateNumber: 'BV-2021-17', companyCertificateValidUntil: '2030-12-31' });
    await putUser(fitter.id, { certificateNumber: 'PC-OLD-4', certificateValidUntil: '2030-12-31' });
    await records('BV-2021-17', 'PC-OLD-4', '2026-02-05');
    await putSettings({ companyCertificateNumber: 'BV-2026-88' });
    await putUser(fitter.id, { certificateNumber: 'PC-NEW-9' });
    await records('BV-2026-88', 'PC-NEW-9', '2026-03-05');
    token = new URL(
      (await t.http().post(`/api/installations/${installationId}/share-links`).set(bearer(admin)).expect(201))
        .body.url,
    ).pathname
      .split('/')
      .pop()!;
  });
  afterAll(async () => {
    rmSync(TMP, { recursive: true, force: true });
    await t.close();
  });

  const expectRecords = (book: LogbookDto) => {
    const entries = [...book.added.entries, ...book.recovered.entries];
    for (const record of made) {
      const found =
        record.kind === 'CHECK'
          ? book.leakChecks.find((c) => c.id === record.id)
          : entries.find((e) => e.id === record.id);
      expect({
        record,
        fitter: found?.fitter.certificateNumber,
        company: found?.companyCertificateNumber,
      }).toEqual({ record, fitter: record.own, company: record.company });
    }
    // The company's numbers of the period, oldest first; the one of its latest record leads.
    expect(book.company).toEqual({
      name: 'Koeltechniek Jansen BV',
      certificateNumber: 'BV-2026-88',
      certificateNumbers: ['BV-2021-17', 'BV-2026-88'],
    });
    // One line per person and certificate, so a renewal in the period shows both numbers.
    expect(book.fitters.map((f) => [f.certificateNumber, f.entries, f.leakChecks])).toEqual([
      [null, 2, 1],
      ['PC-OLD-4', 2, 1],
      ['PC-NEW-9', 2, 1],
    ]);
  };

  it('JSON: each entry and check carries its own snapshot, for the signed-in and the public link alike', async () => {
    expectRecords((await get(`/api/installations/${installationId}/logbook`).expect(200)).body);
    expectRecords((await get(`/api/public/logbook/${token}`, null).expect(200)).body);
  });

  it('JSON: a period shows the numbers of its own records only', async () => {
    const book: LogbookDto = (
      await get(`/api/installations/${installationId}/logbook`)
        .query({ from: '2026-02-01', to: '2026-02-28' })
        .expect(200)
    ).body;
    expect(book.company.certificateNumbers).toEqual(['BV-2021-17']);
    expect(book.fitters.map((f) => f.certificateNumber)).toEqual(['PC-OLD-4']);
  });

  it.each(['nl', 'en'] as const)(
    'CSV (%s): every record row holds its fitter and company certificate',
    async (lang) => {
      const res = await get(`/api/installations/${installationId}/logbook.csv`).query({ lang }).expect(200);
      const [header, ...rows] = parseCsv(res.text);
      const fitterColumn = header.indexOf(lang === 'nl' ? 'certificaat monteur' : 'fitter certificate');
      const companyColumn = header.indexOf(lang === 'nl' ? 'certificaat bedrijf' : 'company certificate');
      expect([fitterColumn, companyColumn].every((i) => i >= 0)).toBe(true);
      const cells = rows.map((row) => [row[fitterColumn], row[companyColumn]]);
      // Oldest first: the three records of each day (fill-up, recovery, leak check in date order).
      const day = (own: string, company: string) => [
        [own, company],
        [own, company],
        [own, company],
      ];
      expect(cells).toEqual([
        ...day('', ''),
        ...day('PC-OLD-4', 'BV-2021-17'),
        ...day('PC-NEW-9', 'BV-2026-88'),
      ]);
    },
  );

  it.each(['nl', 'en'] as const)(
    "PDF (%s), signed in and by the owner's link: both numbers on every row",
    async (lang) => {
      for (const path of [
        `/api/installations/${installationId}/logbook.pdf`,
        `/api/public/logbook/${token}.pdf`,
      ]) {
        const res = await get(path, path.includes('public') ? null : admin)
          .query({ lang })
          .buffer(true)
          .parse(binary)
          .expect(200);
        const text = pdfToText(res.body as Buffer);
        for (const number of ['BV-2021-17', 'BV-2026-88', 'PC-OLD-4', 'PC-NEW-9']) {
          // On each of its three records (fill-up, recovery, leak check), besides the header and (e).
          expect({ number, rows: text.split(number).length - 1 >= 3 }).toEqual({ number, rows: true });
        }
        const header = text.split('(a)')[0];
        expect(header).toMatch(
          lang === 'nl'
            ? /Bedrijfscertificaat\s+BV-2021-17, BV-2026-88/
            : /Company certificate\s+BV-2021-17, BV-2026-88/,
        );
      }
    },
  );
});
