import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Response } from 'superagent';
import { localDate } from '../src/domain';
import type { LogbookDto } from '../src/logbook/dto/logbook.dto';
import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, createAccount, type Account } from './support/accounts';
import { createCylinder, createRefrigerant, postLog } from './support/logs-fixtures';
import { createCustomer, createInstallation, postLeakCheck } from './support/installations-fixtures';
import { nlNumber, parseCsv } from './support/csv';

const binary = (res: Response, callback: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

const TMP = mkdtempSync(join(tmpdir(), 'logbook-pdf-'));
let pdfCounter = 0;
/** The text of a PDF as poppler's pdftotext reads it (layout kept, so a table row stays on one line). */
function pdfToText(pdf: Buffer): string {
  const file = join(TMP, `logbook-${++pdfCounter}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}
function pdfPages(pdf: Buffer): number {
  const file = join(TMP, `logbook-${++pdfCounter}.pdf`);
  writeFileSync(file, pdf);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  expect(info).toMatch(/Page size:\s+595(\.\d+)? x 841(\.\d+)? pts \(A4\)/);
  return Number(/Pages:\s+(\d+)/.exec(info)![1]);
}

/** The installation logbook (Art. 7), its CSV and PDF, the owner's share links and the installation QR label. */
describe('installation logbook', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  let fitter2: Account;
  let refrigerantId: number;
  let customerId: number;
  /** The installation with one of every record (see beforeAll). */
  let subject: number;
  let other: number;
  const ids: Record<string, number> = {};

  const get = (path: string, as: Account | null = admin) => {
    const req = t.http().get(path);
    return as ? req.set(bearer(as)) : req;
  };
  const getBinary = (path: string, as: Account | null = admin) => get(path, as).buffer(true).parse(binary);
  const logbook = async (id: number, query: Record<string, string> = {}): Promise<LogbookDto> =>
    (await get(`/api/installations/${id}/logbook`).query(query).expect(200)).body;

  const cylinder = (fields: Record<string, unknown> = {}) =>
    createCylinder(t, admin, {
      deliveryWeight: 60,
      tareWeight: 10,
      refrigerantId,
      gasType: 'R-404A',
      ...fields,
    });
  const entry = async (body: Record<string, unknown>) =>
    // R-404A into refrigeration falls under the servicing ban: the entries confirm the exemption.
    (await postLog(t, admin, { acknowledgeWarnings: ['SERVICING_BAN'], ...body }).expect(201)).body
      .id as number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
    fitter2 = await createAccount(t, admin, 'MONTEUR', 'Fatima Ëlzinga');
    await t
      .http()
      .put('/api/settings')
      .set(bearer(admin))
      .send({ organisationName: 'Koeltechniek Jansen BV' })
      .expect(200);
    refrigerantId = await createRefrigerant(t, admin, 'R-404A', 3922);
    customerId = await createCustomer(t, admin, {
      name: 'Slagerij De Vries',
      address: 'Dorpsstraat 1, Gouda',
    });
    subject = (
      await createInstallation(t, fitter, {
        customerId,
        refrigerantId,
        name: 'Koelcel Logboek',
        address: 'Achterom 3, Gouda',
        chargeKg: 12.5,
        category: 'REFRIGERATION',
      })
    ).id;
    other = (await createInstallation(t, fitter, { customerId, refrigerantId, name: 'Vriescel Ander' })).id;

    const virgin = await cylinder({ serialNumber: 'LB-VIRGIN' });
    const reclaimedGas = await cylinder({
      serialNumber: 'LB-RECLAIMED',
      contentOrigin: 'RECLAIMED',
      originFacility: {
        name: 'Regeneratie Noord BV',
        address: 'Havenweg 9, Delfzijl',
        certificateNumber: 'REG-042',
      },
    });
    const recovery = await cylinder({
      serialNumber: 'LB-RECOVERY',
      cylinderType: 'RECLAIM',
      deliveryWeight: 11,
    });
    const base = { installationId: subject };
    ids.virginFill = await entry({
      ...base,
      cylinderId: virgin,
      mutationType: 'FILLUP_RETROFIT',
      weight: 1.5,
      userId: fitter.id,
      date: '2026-03-01T09:00:00Z',
      workOrder: 'WO-1',
      note: '=HYPERLINK("x") CO₂ 😀',
    });
    ids.reclaimedFill = await entry({
      ...base,
      cylinderId: reclaimedGas,
      mutationType: 'FILLUP_LEAKAGE',
      weight: 0.75,
      userId: fitter2.id,
      date: '2026-04-02T10:30:00Z',
    });
    ids.deleted = await entry({
      ...base,
      cylinderId: virgin,
      mutationType: 'FILLUP_RETROFIT',
      weight: 9,
      userId: fitter.id,
      date: '2026-04-03T10:30:00Z',
    });
    await t
      .http()
      .delete(`/api/logs/${ids.deleted}`)
      .query({ reason: 'typo' })
      .set(bearer(admin))
      .expect(200);
    ids.recovery = await entry({
      ...base,
      cylinderId: recovery,
      mutationType: 'RECLAIM_MAINTENANCE',
      weight: 0.5,
      userId: fitter.id,
      date: '2026-05-01T08:00:00Z',
    });
    ids.leak = (
      await postLeakCheck(t, admin, {
        installationId: subject,
        checkedOn: '2026-05-10',
        userId: fitter2.id,
        result: 'LEAK_FOUND',
        leakLocation: 'flare nut',
        repairedOn: '2026-05-11',
        repairDescription: 'nut replaced',
      }).expect(201)
    ).body.id;
    ids.followUp = (
      await postLeakCheck(t, admin, {
        installationId: subject,
        checkedOn: '2026-05-20',
        userId: fitter.id,
        result: 'NO_LEAK',
        followUpOfId: ids.leak,
      }).expect(201)
    ).body.id;
    ids.voided = (
      await postLeakCheck(t, admin, {
        installationId: subject,
        checkedOn: '2026-05-21',
        userId: fitter.id,
        result: 'NO_LEAK',
      }).expect(201)
    ).body.id;
    await t
      .http()
      .delete(`/api/leak-checks/${ids.voided}`)
      .query({ reason: 'entered twice' })
      .set(bearer(admin))
      .expect(200);
    ids.decommissionReclaim = await entry({
      ...base,
      cylinderId: recovery,
      mutationType: 'RECLAIM_DECOMMISSION',
      weight: 10,
      userId: fitter2.id,
      date: '2026-06-01T12:00:00Z',
    });
    await t
      .http()
      .post(`/api/installations/${subject}/decommission`)
      .set(bearer(admin))
      .send({ decommissionedOn: '2026-06-02', gasDestination: 'SENT_FOR_RECLAMATION', note: 'site closed' })
      .expect(200);
  });
  afterAll(async () => {
    rmSync(TMP, { recursive: true, force: true });
    await t.close();
  });

  describe('role table', () => {
    const shareLink = async () =>
      (await t.http().post(`/api/installations/${other}/share-links`).set(bearer(admin)).expect(201))
        .body as {
        id: number;
        url: string;
      };
    type Who = 'admin' | 'fitter' | 'anonymous';
    const routes: [string, 'get' | 'post' | 'delete', () => Promise<string>, Record<Who, number>][] = [
      [
        'GET logbook',
        'get',
        async () => `/api/installations/${other}/logbook`,
        { admin: 200, fitter: 200, anonymous: 401 },
      ],
      [
        'GET logbook.csv',
        'get',
        async () => `/api/installations/${other}/logbook.csv`,
        { admin: 200, fitter: 200, anonymous: 401 },
      ],
      [
        'GET logbook.pdf',
        'get',
        async () => `/api/installations/${other}/logbook.pdf`,
        { admin: 200, fitter: 200, anonymous: 401 },
      ],
      [
        'POST share-links',
        'post',
        async () => `/api/installations/${other}/share-links`,
        { admin: 201, fitter: 403, anonymous: 401 },
      ],
      [
        'GET share-links',
        'get',
        async () => `/api/installations/${other}/share-links`,
        { admin: 200, fitter: 403, anonymous: 401 },
      ],
      [
        'DELETE share-links/:linkId',
        'delete',
        async () => `/api/installations/${other}/share-links/${(await shareLink()).id}`,
        { admin: 200, fitter: 403, anonymous: 401 },
      ],
      [
        'GET qr.png',
        'get',
        async () => `/api/installations/${other}/qr.png`,
        { admin: 200, fitter: 200, anonymous: 401 },
      ],
      [
        'GET qr.svg',
        'get',
        async () => `/api/installations/${other}/qr.svg`,
        { admin: 200, fitter: 200, anonymous: 401 },
      ],
      [
        'GET public/logbook/:token',
        'get',
        async () => `/api/public/logbook/${(await shareLink()).url.split('/logbook/')[1]}`,
        { admin: 200, fitter: 200, anonymous: 200 },
      ],
      [
        'GET public/logbook/:token.pdf',
        'get',
        async () => `/api/public/logbook/${(await shareLink()).url.split('/logbook/')[1]}.pdf`,
        { admin: 200, fitter: 200, anonymous: 200 },
      ],
    ];
    const cases = routes.flatMap(([name, method, path, expected]) =>
      (['admin', 'fitter', 'anonymous'] as Who[]).map(
        (who) => [name, who, method, path, expected[who]] as const,
      ),
    );
    it.each(cases)('%s as %s', async (_, who, method, path, status) => {
      let req = t.http()[method](await path());
      if (who !== 'anonymous') req = req.set(bearer(who === 'admin' ? admin : fitter));
      const res = await req;
      expect(res.status).toBe(status);
      if (status >= 400) expect(res.body.code).toBe({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN' }[status]);
    });

    it.each(['logbook', 'logbook.csv', 'logbook.pdf', 'share-links', 'qr.png', 'qr.svg'])(
      '%s of an installation that does not exist: 404 INSTALLATION_NOT_FOUND',
      async (tail) => {
        const res = await get(`/api/installations/999999/${tail}`).expect(404);
        expect(res.body.code).toBe('INSTALLATION_NOT_FOUND');
      },
    );
  });

  describe('the JSON logbook', () => {
    it('holds sections (a) to (g) as the records stand, without deleted entries or voided checks', async () => {
      const book = await logbook(subject);
      expect(book.period).toEqual({ from: null, to: null });
      expect(book.installation).toMatchObject({
        id: subject,
        name: 'Koelcel Logboek',
        status: 'DECOMMISSIONED',
      });
      expect(book.customer).toEqual({
        id: customerId,
        name: 'Slagerij De Vries',
        address: 'Dorpsstraat 1, Gouda',
      });
      // (a)
      expect(book.charge).toEqual({ gasType: 'R-404A', gwp: 3922, chargeKg: 12.5, co2eTonnes: 49.025 });
      // (b)
      expect(book.added.totalKg).toBe(2.25);
      expect(book.added.entries).toEqual([
        {
          id: ids.virginFill,
          date: '2026-03-01T09:00:00.000Z',
          mutationType: 'FILLUP_RETROFIT',
          kg: 1.5,
          cylinderId: expect.any(Number),
          cylinderSerialNumber: 'LB-VIRGIN',
          contentOrigin: 'VIRGIN',
          originFacility: null,
          recoveredFrom: [],
          workOrder: 'WO-1',
          note: '=HYPERLINK("x") CO₂ 😀',
          fitter: { id: fitter.id, name: 'Monteur Mark', certificateNumber: null },
          companyCertificateNumber: null,
          corrected: false,
        },
        expect.objectContaining({ id: ids.reclaimedFill, kg: 0.75, contentOrigin: 'RECLAIMED' }),
      ]);
      // (c)
      expect(book.recovered.totalKg).toBe(10.5);
      expect(book.recovered.entries.map((e) => [e.id, e.kg, e.mutationType])).toEqual([
        [ids.recovery, 0.5, 'RECLAIM_MAINTENANCE'],
        [ids.decommissionReclaim, 10, 'RECLAIM_DECOMMISSION'],
      ]);
      // (d)
      expect(book.origin).toMatchObject({ virginKg: 1.5, recycledKg: 0, reclaimedKg: 0.75, recoveredKg: 0 });
      expect(book.origin.entries).toEqual([
        expect.objectContaining({
          id: ids.reclaimedFill,
          originFacility: {
            name: 'Regeneratie Noord BV',
            address: 'Havenweg 9, Delfzijl',
            certificateNumber: 'REG-042',
          },
          fitter: { id: fitter2.id, name: 'Fatima Ëlzinga', certificateNumber: null },
        }),
      ]);
      // (e)
      expect(book.company).toEqual({
        name: 'Koeltechniek Jansen BV',
        certificateNumber: null,
        certificateNumbers: [],
      });
      expect(book.fitters).toEqual([
        { id: fitter2.id, name: 'Fatima Ëlzinga', certificateNumber: null, entries: 2, leakChecks: 1 },
        { id: fitter.id, name: 'Monteur Mark', certificateNumber: null, entries: 2, leakChecks: 1 },
      ]);
      // (f)
      expect(book.leakChecks).toEqual([
        {
          id: ids.leak,
          checkedOn: '2026-05-10',
          result: 'LEAK_FOUND',
          method: null,
          leakLocation: 'flare nut',
          repairedOn: '2026-05-11',
          repairDescription: 'nut replaced',
          followUpOfId: null,
          followUpDueFrom: '2026-05-12',
          followUpDueBy: '2026-06-11',
          followedUpByIds: [ids.followUp],
          instrument: null,
          note: null,
          fitter: { id: fitter2.id, name: 'Fatima Ëlzinga', certificateNumber: null },
          companyCertificateNumber: null,
          corrected: false,
        },
        expect.objectContaining({
          id: ids.followUp,
          result: 'NO_LEAK',
          followUpOfId: ids.leak,
          followedUpByIds: [],
        }),
      ]);
      // (g)
      expect(book.decommissioning).toEqual({
        decommissionedOn: '2026-06-02',
        gasDestination: 'SENT_FOR_RECLAMATION',
        note: 'site closed',
        recordedBy: 'Admin Anna',
        recoveredKg: 10,
        recoveryEntries: [expect.objectContaining({ id: ids.decommissionReclaim, kg: 10 })],
      });
      // Names only: no account's e-mail address anywhere in it.
      expect(JSON.stringify(book)).not.toContain('@');
    });

    it('keeps to the period: entries by their day, checks by the day checked or repaired, the decommissioning by its day', async () => {
      const book = await logbook(subject, { from: '2026-04-01', to: '2026-05-10' });
      expect(book.period).toEqual({ from: '2026-04-01', to: '2026-05-10' });
      expect(book.added.entries.map((e) => e.id)).toEqual([ids.reclaimedFill]);
      expect(book.recovered.entries.map((e) => e.id)).toEqual([ids.recovery]);
      expect(book.leakChecks.map((c) => c.id)).toEqual([ids.leak]);
      expect(book.decommissioning).toBeNull();
      const repairOnly = await logbook(subject, { from: '2026-05-11', to: '2026-05-11' });
      expect(repairOnly.leakChecks.map((c) => c.id)).toEqual([ids.leak]);
      expect(repairOnly.added.entries).toEqual([]);
      const last = await logbook(subject, { from: '2026-06-02' });
      expect(last.decommissioning).toMatchObject({ decommissionedOn: '2026-06-02', recoveryEntries: [] });
    });

    it.each([
      [{ from: '2026-02-30' }, 'VALIDATION_FAILED'],
      [{ to: 'yesterday' }, 'VALIDATION_FAILED'],
      [{ from: '2026-1-1' }, 'VALIDATION_FAILED'],
      [{ from: '2026-05-02', to: '2026-05-01' }, 'INVALID_PERIOD'],
      [{ lang: 'nl' }, 'VALIDATION_FAILED'],
    ])('refuses %j with 400 %s (JSON, CSV and PDF alike)', async (query, code) => {
      for (const tail of ['logbook', 'logbook.csv', 'logbook.pdf']) {
        if (tail !== 'logbook' && 'lang' in query) continue;
        const res = await get(`/api/installations/${subject}/${tail}`).query(query);
        expect([tail, res.status, res.body.code]).toEqual([tail, 400, code]);
      }
    });

    it('holds exactly the records of any period (property: random entries and checks, random from/to)', async () => {
      const installation = (
        await createInstallation(t, admin, { customerId, refrigerantId, name: 'Random Periode' })
      ).id;
      const fill = await cylinder({ deliveryWeight: 200 });
      const rng = fc.sample(
        fc.record({
          at: fc.date({
            min: new Date('2025-01-01T00:00:00Z'),
            max: new Date('2025-03-31T23:59:59Z'),
            noInvalidDate: true,
          }),
          kg: fc.integer({ min: 1, max: 2000 }),
        }),
        { numRuns: 24, seed: 13 },
      );
      const entries: { id: number; day: string }[] = [];
      for (const { at, kg } of rng) {
        const id = await entry({
          installationId: installation,
          cylinderId: fill,
          mutationType: 'FILLUP_WEIGH',
          weight: kg / 1000,
          date: at.toISOString(),
        });
        entries.push({ id, day: localDate(at) });
      }
      const checkDays = fc.sample(fc.integer({ min: 0, max: 89 }), { numRuns: 8, seed: 14 }).map((n) => {
        const day = new Date(Date.UTC(2025, 0, 1 + n));
        return day.toISOString().slice(0, 10);
      });
      const checks: { id: number; day: string }[] = [];
      for (const day of checkDays) {
        const res = await postLeakCheck(t, admin, {
          installationId: installation,
          checkedOn: day,
          result: 'NO_LEAK',
        }).expect(201);
        checks.push({ id: res.body.id, day });
      }
      const day = fc
        .integer({ min: -3, max: 93 })
        .map((n) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10));
      await fc.assert(
        fc.asyncProperty(
          fc.option(day, { nil: undefined }),
          fc.option(day, { nil: undefined }),
          async (a, b) => {
            const [from, to] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b];
            const query: Record<string, string> = {};
            if (from) query.from = from;
            if (to) query.to = to;
            const book = await logbook(installation, query);
            const inside = (d: string) => (!from || d >= from) && (!to || d <= to);
            const byId = (x: { id: number }, y: { id: number }) => x.id - y.id;
            expect(book.added.entries.map((e) => e.id).sort((x, y) => x - y)).toEqual(
              entries
                .filter((e) => inside(e.day))
                .sort(byId)
                .map((e) => e.id),
            );
            expect(book.leakChecks.map((c) => c.id).sort((x, y) => x - y)).toEqual(
              checks
                .filter((c) => inside(c.day))
                .sort(byId)
                .map((c) => c.id),
            );
            const dates = book.added.entries.map((e) => e.date);
            expect([...dates].sort()).toEqual(dates);
          },
        ),
        { numRuns: 30, seed: 15 },
      );
    });
  });

  describe('the CSV', () => {
    it('has one row per event, oldest first, in English with the codes', async () => {
      const res = await get(`/api/installations/${subject}/logbook.csv`).query({ lang: 'en' }).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="fgas-logbook-koelcel-logboek-slagerij-de-vries-begin_\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const [header, ...all] = parseCsv(res.text);
      expect(header).toEqual([
        'installation',
        'customer',
        'refrigerant',
        'installation charge (kg)',
        'date',
        'event',
        'detail',
        'work order',
        'leak location or repair',
        'kg',
        'cylinder serial',
        'content origin',
        'origin (facility or installation)',
        'fitter',
        'fitter certificate',
        'company certificate',
        'note',
      ]);
      // Every row names its installation, owner, gas and charge, so that it stands on its own.
      for (const row of all)
        expect(row.slice(0, 4)).toEqual(['Koelcel Logboek', 'Slagerij De Vries', 'R-404A', '12,5']);
      const rows = all.map((row) => row.slice(4));
      expect(rows.map((r) => [r[0].slice(0, 10), r[1], r[2], nlNumber(r[5])])).toEqual([
        ['2026-03-01', 'FILL_UP', 'FILLUP_RETROFIT', 1.5],
        ['2026-04-02', 'FILL_UP', 'FILLUP_LEAKAGE', 0.75],
        ['2026-05-01', 'RECOVERY', 'RECLAIM_MAINTENANCE', 0.5],
        ['2026-05-10', 'LEAK_CHECK', 'LEAK_FOUND', null],
        ['2026-05-11', 'REPAIR', '', null],
        ['2026-05-20', 'LEAK_CHECK', 'NO_LEAK', null],
        ['2026-06-01', 'RECOVERY', 'RECLAIM_DECOMMISSION', 10],
        ['2026-06-02', 'DECOMMISSION', 'SENT_FOR_RECLAMATION', 10],
      ]);
      expect(rows[0]).toEqual([
        '2026-03-01 10:00:00',
        'FILL_UP',
        'FILLUP_RETROFIT',
        'WO-1',
        '',
        '1,5',
        'LB-VIRGIN',
        'VIRGIN',
        '',
        'Monteur Mark',
        '',
        '',
        // A note that starts like a formula is neutralised (CSV injection).
        `'=HYPERLINK("x") CO₂ 😀`,
      ]);
      expect(rows[1].slice(6, 10)).toEqual([
        'LB-RECLAIMED',
        'RECLAIMED',
        'Regeneratie Noord BV, Havenweg 9, Delfzijl, REG-042',
        'Fatima Ëlzinga',
      ]);
      // A recovery is recovered gas, whatever the cylinder it went into.
      expect(rows[2].slice(6, 8)).toEqual(['LB-RECOVERY', 'RECOVERED']);
      expect(rows[3].slice(3, 5)).toEqual(['', 'flare nut']);
      expect(rows[4].slice(3, 5)).toEqual(['', 'nut replaced']);
    });

    it('speaks Dutch by Accept-Language, with the codes again at the end, and keeps to the period', async () => {
      const res = await get(`/api/installations/${subject}/logbook.csv`)
        .set('Accept-Language', 'nl-NL,nl;q=0.9')
        .query({ from: '2026-05-01', to: '2026-05-31' })
        .expect(200);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="fgas-logbook-koelcel-logboek-slagerij-de-vries-2026-05-01_2026-05-31\.csv"$/,
      );
      const [header, ...all] = parseCsv(res.text);
      expect(header.slice(0, 10)).toEqual([
        'installatie',
        'klant',
        'koudemiddel',
        'inhoud installatie (kg)',
        'datum',
        'gebeurtenis',
        'soort',
        'werkbon',
        'plaats lek of reparatie',
        'kg',
      ]);
      expect(header.slice(-2)).toEqual(['event', 'detail code']);
      const rows = all.map((row) => row.slice(4));
      expect(rows.map((r) => [r[1], r[2], r.at(-2), r.at(-1)])).toEqual([
        ['Terugwinnen', 'Terugwinnen: onderhoud', 'RECOVERY', 'RECLAIM_MAINTENANCE'],
        ['Lekcontrole', 'Lek gevonden', 'LEAK_CHECK', 'LEAK_FOUND'],
        ['Reparatie', '', 'REPAIR', ''],
        ['Lekcontrole', 'Geen lek', 'LEAK_CHECK', 'NO_LEAK'],
      ]);
    });
  });

  describe('the PDF', () => {
    it('is an A4 document with the company, the installation and every record, its fitter and kg', async () => {
      const res = await getBinary(`/api/installations/${subject}/logbook.pdf?lang=en`).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(
        /^inline; filename="fgas-logbook-koelcel-logboek-slagerij-de-vries-begin_[\d-]+\.pdf"$/,
      );
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const pages = pdfPages(pdf);
      const text = pdfToText(pdf);
      for (const expected of [
        'F-gas logbook of an installation',
        'Koeltechniek Jansen BV',
        'Slagerij De Vries',
        'Dorpsstraat 1, Gouda',
        'Koelcel Logboek',
        'Achterom 3, Gouda',
        'R-404A',
        '12.500',
        '49.025',
        '(a) Gas and installation charge',
        '(g) Decommissioning',
        'Regeneratie Noord BV',
        'REG-042',
        'flare nut',
        'nut replaced',
        `re-check of #${ids.leak}`,
        'Sent for reclamation',
        'site closed',
        `page 1 of ${pages}`,
        `page ${pages} of ${pages}`,
        'Period: all records',
      ])
        expect(text).toContain(expected);
      // Every entry with its fitter and kg on one line.
      for (const [fitterName, kg] of [
        ['Monteur Mark', '1.500'],
        ['Fatima Ëlzinga', '0.750'],
        ['Monteur Mark', '0.500'],
        ['Fatima Ëlzinga', '10.000'],
      ])
        expect(text.split('\n').some((line) => line.includes(fitterName) && line.includes(kg))).toBe(true);
      // Characters outside the standard fonts: CO₂ as CO2, the emoji as ?, never a crash.
      expect(text).toContain('CO2 ?');
      expect(text).not.toContain('9.000');
      expect(text).not.toContain('entered twice');
    });

    it('speaks Dutch and names the period', async () => {
      const res = await getBinary(`/api/installations/${subject}/logbook.pdf?from=2026-04-01&to=2026-04-30`)
        .set('Accept-Language', 'nl')
        .expect(200);
      const text = pdfToText(res.body as Buffer);
      expect(text).toContain('F-gassenlogboek van een installatie');
      expect(text).toContain('2026-04-01 – 2026-04-30');
      expect(text).toContain('Fatima Ëlzinga');
      expect(text).toContain('0,750');
      expect(text).not.toContain('1,500');
      expect(text).toContain('Niet buiten gebruik gesteld in deze periode.');
      expect(text).toMatch(/pagina 1 van \d+/);
    });

    it('draws a 2,000-entry logbook in bounded memory and time (page count and time reported)', async () => {
      const big = (await createInstallation(t, admin, { customerId, refrigerantId, name: 'Groot Logboek' }))
        .id;
      const fill = await cylinder({ serialNumber: 'LB-BIG', deliveryWeight: 1000 });
      await t.sql(
        `insert into log_entries (cylinder_id, mutation_type, installation_id, weight, note, user_id, entered_by_id, date, work_order)
         select $1, case when n % 3 = 0 then 'RECLAIM_MAINTENANCE' else 'FILLUP_RETROFIT' end, $2, (n % 997 + 1) / 1000.0,
                case when n % 5 = 0 then 'Lekkage bij de expansieklep, bijgevuld na reparatie; geëvacueerd en afgeperst met N₂' end,
                case when n % 2 = 0 then $3::int else $4::int end, $3, timestamptz '2025-01-01 08:00+01' + n * interval '3 hours', 'WO-' || n
         from generate_series(1, 2000) n`,
        [fill, big, fitter.id, fitter2.id],
      );
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      const started = performance.now();
      const res = await getBinary(`/api/installations/${big}/logbook.pdf?lang=en`).expect(200);
      const elapsed = performance.now() - started;
      clearInterval(sampler);
      const pdf = res.body as Buffer;
      const pages = pdfPages(pdf);
      const growthMb = (peak - rssBefore) / 1024 / 1024;
      console.log(
        `2,000-entry logbook PDF: ${pages} pages, ${(pdf.length / 1024).toFixed(0)} KiB, ${elapsed.toFixed(0)} ms, RSS +${growthMb.toFixed(0)} MB`,
      );
      expect(pages).toBeGreaterThan(40);
      expect(pages).toBeLessThan(200);
      expect(growthMb).toBeLessThan(250);
      expect(elapsed).toBeLessThan(30_000);
      const text = pdfToText(pdf);
      expect(text).toContain(`page ${pages} of ${pages}`);
      expect(text).toContain('WO-2000');
      expect(text).toContain('geëvacueerd en afgeperst met N2');
      const csvStarted = performance.now();
      const csv = await get(`/api/installations/${big}/logbook.csv?lang=en`).expect(200);
      const csvMs = performance.now() - csvStarted;
      const [, ...rows] = parseCsv(csv.text);
      console.log(`2,000-entry logbook CSV: ${rows.length} rows, ${csvMs.toFixed(0)} ms`);
      expect(rows).toHaveLength(2000);
      expect(rows.filter((row) => row[5] === 'RECOVERY')).toHaveLength(666);
    }, 120_000);
  });

  describe('share links', () => {
    it('lives from creation to revocation: anonymous 200, nothing else reachable, revoked 404', async () => {
      const created = await t
        .http()
        .post(`/api/installations/${subject}/share-links`)
        .set(bearer(admin))
        .expect(201);
      expect(Object.keys(created.body).sort()).toEqual(['id', 'url']);
      const match = /^http:\/\/fgas\.test\/logbook\/([A-Za-z0-9_-]{43})$/.exec(created.body.url);
      expect(match).not.toBeNull();
      const token = match![1];
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      // Only its hash is stored.
      const stored = await t.sql<{ token_hash: string }>('select token_hash from share_links where id = $1', [
        created.body.id,
      ]);
      expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(await t.sql('select * from share_links'))).not.toContain(token);

      const open = await get(`/api/public/logbook/${token}`, null).expect(200);
      expect(open.body.installation.id).toBe(subject);
      expect(open.body.added.totalKg).toBe(2.25);
      expect(open.headers['x-robots-tag']).toBe('noindex');
      expect(JSON.stringify(open.body)).not.toContain('@example.test');
      const period = await get(`/api/public/logbook/${token}?from=2026-05-01`, null).expect(200);
      expect(period.body.added.entries).toEqual([]);
      const pdf = await getBinary(`/api/public/logbook/${token}.pdf`, null).expect(200);
      expect(pdfToText(pdf.body as Buffer)).toContain('Koelcel Logboek');

      // The token is no sign-in: nothing else answers to it.
      const asBearer = { Authorization: `Bearer ${token}` };
      await t.http().get(`/api/installations/${subject}/logbook`).set(asBearer).expect(401);
      await t.http().get(`/api/installations/${other}/logbook`).set(asBearer).expect(401);
      await t.http().get('/api/installations').set(asBearer).expect(401);
      await get(`/api/public/logbook/${token}/../../installations/${other}`, null).expect((res) =>
        expect(res.status).toBeGreaterThanOrEqual(400),
      );

      const list = await get(`/api/installations/${subject}/share-links`).expect(200);
      expect(list.body).toEqual([
        {
          id: created.body.id,
          installationId: subject,
          createdAt: expect.any(String),
          createdBy: { id: admin.id, name: 'Admin Anna' },
          label: null,
          expiresOn: null,
          expired: false,
          revokedAt: null,
          revokedBy: null,
        },
      ]);
      // A link of another installation is not revoked through this one.
      await t
        .http()
        .delete(`/api/installations/${other}/share-links/${created.body.id}`)
        .set(bearer(admin))
        .expect(404);
      const revoked = await t
        .http()
        .delete(`/api/installations/${subject}/share-links/${created.body.id}`)
        .set(bearer(admin))
        .expect(200);
      expect(revoked.body).toMatchObject({ revokedAt: expect.any(String), revokedBy: { id: admin.id } });
      const gone = await get(`/api/public/logbook/${token}`, null).expect(404);
      expect(gone.body.code).toBe('SHARE_LINK_NOT_FOUND');
      await getBinary(`/api/public/logbook/${token}.pdf`, null).expect(404);
      const again = await t
        .http()
        .delete(`/api/installations/${subject}/share-links/${created.body.id}`)
        .set(bearer(admin))
        .expect(409);
      expect(again.body.code).toBe('SHARE_LINK_REVOKED');
    });

    it('keeps no usable token anywhere, not even under an Idempotency-Key', async () => {
      const created = await t
        .http()
        .post(`/api/installations/${subject}/share-links`)
        .set(bearer(admin))
        .set('Idempotency-Key', 'share-link-key-1')
        .expect(201);
      const token = (created.body.url as string).split('/logbook/')[1];
      const tables = await t.sql<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      );
      for (const { table_name } of tables) {
        const rows = await t.sql(`select * from "${table_name}"`);
        expect([table_name, JSON.stringify(rows).includes(token)]).toEqual([table_name, false]);
      }
    });

    it('a fitter can neither create, list nor revoke', async () => {
      const created = await t
        .http()
        .post(`/api/installations/${subject}/share-links`)
        .set(bearer(admin))
        .expect(201);
      await t.http().post(`/api/installations/${subject}/share-links`).set(bearer(fitter)).expect(403);
      await get(`/api/installations/${subject}/share-links`, fitter).expect(403);
      await t
        .http()
        .delete(`/api/installations/${subject}/share-links/${created.body.id}`)
        .set(bearer(fitter))
        .expect(403);
      await get(`/api/public/logbook/${created.body.url.split('/logbook/')[1]}`, null).expect(200);
    });

    it.each<[string, string, number[]]>([
      ['an unknown token of the right shape', 'A'.repeat(43), [404]],
      ['one character short', 'A'.repeat(42), [404]],
      ['a NUL byte', '%00', [404]],
      ['SQL', "'%20or%201=1--", [404]],
      ['a path escape', '..%2F..%2Fhealth', [404]],
      ['an empty token', '', [404]],
      // Refused by the HTTP layer before any route: a lone surrogate, a 4,000-character path.
      ['a lone surrogate', '%ED%A0%80', [400]],
      ['4,000 characters', 'x'.repeat(4000), [414]],
    ])('answers a garbage token (%s) with a 4xx, never 500', async (_, token, statuses) => {
      for (const path of [`/api/public/logbook/${token}`, `/api/public/logbook/${token}.pdf`]) {
        const res = await t.http().get(path);
        expect([path.slice(0, 60), statuses.includes(res.status)]).toEqual([path.slice(0, 60), true]);
        if (res.status === 404) expect(['SHARE_LINK_NOT_FOUND', 'NOT_FOUND']).toContain(res.body.code);
      }
    });
  });

  describe('QR label', () => {
    it('encodes <public URL>/installations/<id> in PNG and SVG, cached like the cylinder labels', async () => {
      const png = await getBinary(`/api/installations/${subject}/qr.png`, fitter).expect(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.headers['cache-control']).toBe('private, max-age=300');
      const image = PNG.sync.read(png.body as Buffer);
      expect(image.width).toBe(512);
      expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(
        `http://fgas.test/installations/${subject}`,
      );
      const svg = await getBinary(`/api/installations/${subject}/qr.svg`, fitter).expect(200);
      expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(svg.headers['cache-control']).toBe('private, max-age=300');
      expect((svg.body as Buffer).toString('utf8')).toMatch(/^<svg[^>]+viewBox/);
    });
  });
});
