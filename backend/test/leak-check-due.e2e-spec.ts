import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { Response } from 'superagent';
import { addDays, addMonths, localDate, type LeakCheckStatus } from '../src/domain';
import { RECOMPUTE_LEAK_CHECK_SCHEDULES } from '../src/database/migrations/Migration20261129031000';
import type { InstallationDto } from '../src/installations/dto/installation.dto';
import type { LogbookDto } from '../src/logbook/dto/logbook.dto';
import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { createRefrigerant } from './support/logs-fixtures';
import {
  createCustomer,
  createInstallation,
  getInstallation,
  postLeakCheck,
} from './support/installations-fixtures';
import { parseCsv } from './support/csv';

const today = () => localDate(new Date());
const binary = (res: Response, callback: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};
const TMP = mkdtempSync(join(tmpdir(), 'leak-check-due-'));
let pdfCounter = 0;
function pdfToText(pdf: Buffer): string {
  const file = join(TMP, `logbook-${++pdfCounter}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/**
 * What is due on an installation: a leak found and not repaired stands out (LEAK_UNREPAIRED) until its repair
 * is recorded, a never-checked installation is due one interval after installation, and a decommissioned one
 * keeps its interval but is never due. Over the API, the due list, the dashboard and the logbook.
 */
describe('leak checks due', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  let r404a: number;
  let customerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
    r404a = await createRefrigerant(t, admin, 'R-404A', 3922);
    customerId = await createCustomer(t, admin, { name: 'Supermarkt Due' });
  });
  afterAll(async () => {
    rmSync(TMP, { recursive: true, force: true });
    await t.close();
  });

  // 12 kg R-404A: 47 t CO2e, a check every 12 months.
  const install = (fields: Record<string, unknown> = {}) =>
    createInstallation(t, fitter, { customerId, refrigerantId: r404a, chargeKg: 12, ...fields });
  const installation = async (id: number): Promise<InstallationDto> =>
    (await getInstallation(t, fitter, id)).body;
  const dashboard = async () =>
    (await t.http().get('/api/stats/dashboard').set(bearer(fitter)).expect(200)).body.leakChecks as Record<
      string,
      number
    >;
  const listed = async (leakCheckStatus: LeakCheckStatus, owner = customerId) =>
    (
      (
        await t
          .http()
          .get('/api/installations')
          .query({
            filter: JSON.stringify({ customerId: owner, leakCheckStatus }),
            sort: '["nextLeakCheckDue","ASC"]',
            range: '[0,99]',
          })
          .set(bearer(fitter))
          .expect(200)
      ).body as InstallationDto[]
    ).map((i) => i.id);

  describe('a leak found and not repaired', () => {
    it('is LEAK_UNREPAIRED, on the due list and counted, until the repair is recorded; then the follow-up is due', async () => {
      const before = await dashboard();
      const inst = await install({ installedOn: addMonths(today(), -3) });
      const found = addDays(today(), -10);
      const leak = (
        await postLeakCheck(t, fitter, {
          installationId: inst.id,
          checkedOn: found,
          result: 'LEAK_FOUND',
          leakLocation: 'compressor flange',
        }).expect(201)
      ).body;
      expect(await installation(inst.id)).toMatchObject({
        leakCheckStatus: 'LEAK_UNREPAIRED',
        leakUnrepairedSince: found,
        lastLeakCheckOn: found,
      });
      expect(await listed('LEAK_UNREPAIRED')).toContain(inst.id);
      expect(await listed('OK')).not.toContain(inst.id);
      expect(await dashboard()).toMatchObject({ unrepaired: before.unrepaired + 1 });

      // A later check that finds no leak records no repair: it stays.
      await postLeakCheck(t, fitter, {
        installationId: inst.id,
        checkedOn: addDays(today(), -5),
        result: 'NO_LEAK',
      }).expect(201);
      expect((await installation(inst.id)).leakCheckStatus).toBe('LEAK_UNREPAIRED');

      // The repair recorded on the check that found it: the follow-up window is what is due.
      const repairedOn = addDays(today(), -2);
      await t
        .http()
        .put(`/api/leak-checks/${leak.id}`)
        .set(bearer(admin))
        .send({ repairedOn, repairDescription: 'flange gasket replaced' })
        .expect(200);
      expect(await installation(inst.id)).toMatchObject({
        leakUnrepairedSince: null,
        nextLeakCheckDue: addMonths(repairedOn, 1),
        leakCheckStatus: 'DUE_SOON',
      });
      expect(await dashboard()).toMatchObject({ unrepaired: before.unrepaired });
    });

    it('a fitter closes it with a new check that found the leak and records its repair; voiding that reopens it', async () => {
      const inst = await install({ installedOn: addMonths(today(), -3) });
      const found = addDays(today(), -20);
      await postLeakCheck(t, fitter, {
        installationId: inst.id,
        checkedOn: found,
        result: 'LEAK_FOUND',
      }).expect(201);
      const repair = (
        await postLeakCheck(t, fitter, {
          installationId: inst.id,
          checkedOn: addDays(today(), -1),
          result: 'LEAK_FOUND',
          repairedOn: addDays(today(), -1),
        }).expect(201)
      ).body;
      expect(await installation(inst.id)).toMatchObject({
        leakUnrepairedSince: null,
        leakCheckStatus: 'DUE_SOON',
      });
      await t
        .http()
        .delete(`/api/leak-checks/${repair.id}`)
        .query({ reason: 'wrong installation' })
        .set(bearer(admin))
        .expect(200);
      expect(await installation(inst.id)).toMatchObject({
        leakUnrepairedSince: found,
        leakCheckStatus: 'LEAK_UNREPAIRED',
      });
    });

    it('the logbook names it: JSON and PDF in both languages', async () => {
      const inst = await install({ installedOn: addMonths(today(), -3), name: 'Koelcel Lek' });
      await postLeakCheck(t, fitter, {
        installationId: inst.id,
        checkedOn: addDays(today(), -3),
        result: 'LEAK_FOUND',
      }).expect(201);
      const book: LogbookDto = (
        await t.http().get(`/api/installations/${inst.id}/logbook`).set(bearer(admin)).expect(200)
      ).body;
      expect(book.installation.leakCheckStatus).toBe('LEAK_UNREPAIRED');
      for (const [lang, words] of [
        ['nl', /Lek niet gerepareerd/],
        ['en', /Leak not repaired/],
      ] as const) {
        const pdf = await t
          .http()
          .get(`/api/installations/${inst.id}/logbook.pdf`)
          .query({ lang })
          .set(bearer(admin))
          .buffer(true)
          .parse(binary)
          .expect(200);
        expect(pdfToText(pdf.body as Buffer)).toMatch(words);
      }
    });
  });

  describe('an installation never checked', () => {
    it('installed 2020-01-10 with 12 kg R-404A: due 2021-01-10, OVERDUE, counted and listed as such', async () => {
      const owner = await createCustomer(t, admin, { name: 'Slagerij Nooit' });
      const before = await dashboard();
      const inst = await createInstallation(t, fitter, {
        customerId: owner,
        refrigerantId: r404a,
        chargeKg: 12,
        installedOn: '2020-01-10',
      });
      expect(inst).toMatchObject({
        leakCheckIntervalMonths: 12,
        lastLeakCheckOn: null,
        nextLeakCheckDue: '2021-01-10',
        leakCheckStatus: 'OVERDUE',
      });
      expect(await listed('OVERDUE', owner)).toEqual([inst.id]);
      expect(await listed('NEVER_CHECKED', owner)).toEqual([]);
      expect(await dashboard()).toMatchObject({
        overdue: before.overdue + 1,
        neverChecked: before.neverChecked,
      });
    });

    it.each<[string, (installedOn: string) => Record<string, unknown>, number, LeakCheckStatus]>([
      ['installed 13 months ago', () => ({}), -13, 'OVERDUE'],
      ['installed 12 months ago less 10 days', () => ({}), -12, 'DUE_SOON'],
      ['installed 2 months ago', () => ({}), -2, 'NEVER_CHECKED'],
      [
        'with a detection system, installed 13 months ago (24 months)',
        () => ({ leakDetectionSystem: true }),
        -13,
        'NEVER_CHECKED',
      ],
    ])('%s', async (_name, fields, months, status) => {
      const installedOn = addDays(addMonths(today(), months), months === -12 ? 10 : 0);
      const inst = await install({ installedOn, ...fields(installedOn) });
      expect(inst.nextLeakCheckDue).toBe(addMonths(installedOn, inst.leakCheckIntervalMonths!));
      expect(inst.leakCheckStatus).toBe(status);
    });

    it('without an installation date, one interval after the day it was registered', async () => {
      const inst = await install();
      expect(inst).toMatchObject({
        installedOn: null,
        nextLeakCheckDue: addMonths(localDate(inst.createdAt), 12),
        leakCheckStatus: 'NEVER_CHECKED',
      });
    });

    it('follows a change of installation date and charge; the first check starts the interval from it', async () => {
      const inst = await install({ installedOn: addMonths(today(), -2) });
      const put = (body: Record<string, unknown>) =>
        t.http().put(`/api/installations/${inst.id}`).set(bearer(fitter)).send(body).expect(200);
      expect((await put({ installedOn: '2020-01-10' })).body).toMatchObject({
        nextLeakCheckDue: '2021-01-10',
        leakCheckStatus: 'OVERDUE',
      });
      // 60 kg R-404A: 235 t CO2e, every 6 months.
      expect((await put({ chargeKg: 60 })).body).toMatchObject({
        nextLeakCheckDue: '2020-07-10',
        leakCheckStatus: 'OVERDUE',
      });
      const checkedOn = addDays(today(), -1);
      await postLeakCheck(t, fitter, { installationId: inst.id, checkedOn, result: 'NO_LEAK' }).expect(201);
      expect(await installation(inst.id)).toMatchObject({
        nextLeakCheckDue: addMonths(checkedOn, 6),
        leakCheckStatus: 'OK',
      });
    });
  });

  describe('a decommissioned installation', () => {
    it('keeps the interval it had and its status, is never due, and its logbook prints the interval', async () => {
      // 5.508 kg R-404A: 21.6 t CO2e, every 12 months.
      const owner = await createCustomer(t, admin, { name: 'Bakkerij Dicht' });
      const checked = await createInstallation(t, fitter, {
        customerId: owner,
        refrigerantId: r404a,
        chargeKg: 5.508,
        installedOn: '2020-01-10',
        name: 'Checked',
      });
      await postLeakCheck(t, fitter, {
        installationId: checked.id,
        checkedOn: '2021-01-05',
        result: 'NO_LEAK',
      }).expect(201);
      const never = await createInstallation(t, fitter, {
        customerId: owner,
        refrigerantId: r404a,
        chargeKg: 5.508,
        installedOn: '2020-01-10',
        name: 'Never',
      });
      expect((await installation(checked.id)).leakCheckStatus).toBe('OVERDUE');
      const before = await dashboard();
      for (const id of [checked.id, never.id])
        await t
          .http()
          .post(`/api/installations/${id}/decommission`)
          .set(bearer(admin))
          .send({ decommissionedOn: today(), gasDestination: 'SENT_FOR_RECLAMATION' })
          .expect(200);
      expect(await installation(checked.id)).toMatchObject({
        status: 'DECOMMISSIONED',
        co2eTonnes: 21.602,
        leakCheckIntervalMonths: 12,
        lastLeakCheckOn: '2021-01-05',
        nextLeakCheckDue: null,
        leakCheckStatus: 'OK',
      });
      expect(await installation(never.id)).toMatchObject({
        leakCheckIntervalMonths: 12,
        nextLeakCheckDue: null,
        leakCheckStatus: 'NEVER_CHECKED',
      });
      expect(await listed('OVERDUE', owner)).toEqual([]);
      expect(await dashboard()).toMatchObject({ overdue: before.overdue - 2 });
      for (const [lang, words] of [
        ['nl', /Lekcontrole-interval\s+12 maanden/],
        ['en', /Leak-check interval\s+12 months/],
      ] as const) {
        const pdf = await t
          .http()
          .get(`/api/installations/${checked.id}/logbook.pdf`)
          .query({ lang })
          .set(bearer(admin))
          .buffer(true)
          .parse(binary)
          .expect(200);
        const text = pdfToText(pdf.body as Buffer);
        expect(text).toMatch(words);
        expect(text).not.toMatch(/niet verplicht|none required/);
      }
      const csv = await t
        .http()
        .get(`/api/installations/${checked.id}/logbook.csv`)
        .query({ lang: 'en' })
        .set(bearer(admin))
        .expect(200);
      expect(parseCsv(csv.text).length).toBeGreaterThan(1);
    });
  });

  it("the migration's SQL stores what the app's rule stores, for installations of every kind (property, fixed seed)", async () => {
    const gases = await Promise.all(
      (
        [
          ['MIG-HFC', 3922, 'HFC'],
          ['MIG-LOW', 675, 'HFC'],
          ['MIG-HFO', 1, 'HFO'],
          ['MIG-NOGWP', null, 'Natural'],
        ] as const
      ).map(([name, gwp, type]) => createRefrigerant(t, admin, name, gwp, type)),
    );
    const owner = await createCustomer(t, admin, { name: 'Migratie BV' });
    const day = fc.integer({ min: 0, max: 6 * 365 }).map((n) => addDays('2020-01-01', n));
    const cases = fc.sample(
      fc.record({
        gas: fc.constantFrom(...gases),
        grams: fc.oneof(
          fc.integer({ min: 1, max: 200_000 }),
          fc.constantFrom(1_000, 2_000, 10_000, 12_000, 100_000, 127_479, 1_275),
        ),
        hermeticallySealed: fc.boolean(),
        leakDetectionSystem: fc.boolean(),
        installedOn: fc.option(day, { nil: null }),
        checks: fc.array(
          fc.record({
            days: fc.integer({ min: 0, max: 300 }),
            leak: fc.boolean(),
            repairDays: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
            voided: fc.boolean(),
          }),
          { maxLength: 4 },
        ),
        decommission: fc.boolean(),
      }),
      { numRuns: 60, seed: 29112026 },
    );
    const made: number[] = [];
    for (const c of cases) {
      const inst = await createInstallation(t, fitter, {
        customerId: owner,
        refrigerantId: c.gas,
        chargeKg: c.grams / 1000,
        hermeticallySealed: c.hermeticallySealed,
        leakDetectionSystem: c.leakDetectionSystem,
        installedOn: c.installedOn,
      });
      made.push(inst.id);
      const start = c.installedOn ?? '2020-01-01';
      for (const check of c.checks) {
        const checkedOn = addDays(start, check.days);
        if (checkedOn > today()) continue;
        const repairedOn =
          check.leak && check.repairDays !== null ? addDays(checkedOn, check.repairDays) : null;
        const res = await postLeakCheck(t, fitter, {
          installationId: inst.id,
          checkedOn,
          result: check.leak ? 'LEAK_FOUND' : 'NO_LEAK',
          repairedOn: repairedOn !== null && repairedOn <= today() ? repairedOn : null,
        }).expect(201);
        if (check.voided)
          await t
            .http()
            .delete(`/api/leak-checks/${res.body.id}`)
            .query({ reason: 'property test' })
            .set(bearer(admin))
            .expect(200);
      }
      if (c.decommission)
        await t
          .http()
          .post(`/api/installations/${inst.id}/decommission`)
          .set(bearer(admin))
          .send({ decommissionedOn: today(), gasDestination: 'OTHER' })
          .expect(200);
    }
    const stored = () =>
      t.sql<Record<string, unknown>>(
        `select id, leak_check_interval_months, last_leak_check_on::text, next_leak_check_due::text,
                leak_unrepaired_since::text
           from installations where id = any($1::int[]) order by id`,
        [made],
      );
    const byTheApp = await stored();
    // As the rows stood before the migration: the new column empty, the old rule's columns scrambled.
    await t.sql(
      `update installations set leak_check_interval_months = null, last_leak_check_on = null,
              next_leak_check_due = '1999-01-01', leak_unrepaired_since = null where id = any($1::int[])`,
      [made],
    );
    await t.sql(RECOMPUTE_LEAK_CHECK_SCHEDULES);
    expect(await stored()).toEqual(byTheApp);
    // The sample holds installations of every kind the rule tells apart.
    const statuses = new Set(
      (
        await t
          .http()
          .get('/api/installations')
          .query({ filter: JSON.stringify({ customerId: owner }), range: '[0,99]' })
          .set(bearer(fitter))
          .expect(200)
      ).body.map((i: InstallationDto) => `${i.status} ${i.leakCheckStatus}`),
    );
    for (const kind of [
      'ACTIVE LEAK_UNREPAIRED',
      'ACTIVE OVERDUE',
      'ACTIVE OK',
      'ACTIVE EXEMPT',
      'DECOMMISSIONED OK',
      'DECOMMISSIONED NEVER_CHECKED',
    ])
      expect({ kind, sampled: statuses.has(kind) }).toEqual({ kind, sampled: true });
  });
});
