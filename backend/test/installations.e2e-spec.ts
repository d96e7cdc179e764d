import fc from 'fast-check';
import {
  addDays,
  addMonths,
  leakCheckRequirement,
  leakCheckSchedule,
  LEAK_CHECK_STATUSES,
  leakCheckStatusSql,
  localDate,
  type LeakCheckStatus,
} from '../src/domain';
import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { createCylinder, createRefrigerant, postLog } from './support/logs-fixtures';
import {
  createCustomer,
  createInstallation,
  getInstallation,
  postLeakCheck,
} from './support/installations-fixtures';

const today = () => localDate(new Date());

describe('installations', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  let r404a: number;
  let r32: number;
  let customerId: number;
  let counter = 0;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
    r404a = await createRefrigerant(t, admin, 'R-404A', 3922);
    r32 = await createRefrigerant(t, admin, 'R-32', 675);
    customerId = await createCustomer(t, admin, { name: 'Supermarkt Jansen' });
  });
  afterAll(() => t.close());

  const install = (fields: Record<string, unknown> = {}) =>
    createInstallation(t, fitter, { customerId, refrigerantId: r404a, ...fields });

  type Who = 'anonymous' | 'MONTEUR' | 'ADMIN';
  const as = (who: Who) => (who === 'ADMIN' ? bearer(admin) : who === 'MONTEUR' ? bearer(fitter) : {});

  describe('who may call what', () => {
    const cases: [string, Who, number][] = [
      ['GET /api/installations', 'anonymous', 401],
      ['GET /api/installations', 'MONTEUR', 200],
      ['GET /api/installations', 'ADMIN', 200],
      ['GET /api/installations/:id', 'anonymous', 401],
      ['GET /api/installations/:id', 'MONTEUR', 200],
      ['GET /api/installations/:id', 'ADMIN', 200],
      ['POST /api/installations', 'anonymous', 401],
      ['POST /api/installations', 'MONTEUR', 201],
      ['POST /api/installations', 'ADMIN', 201],
      ['PUT /api/installations/:id', 'anonymous', 401],
      ['PUT /api/installations/:id', 'MONTEUR', 200],
      ['PUT /api/installations/:id', 'ADMIN', 200],
      ['DELETE /api/installations/:id', 'anonymous', 401],
      ['DELETE /api/installations/:id', 'MONTEUR', 403],
      ['DELETE /api/installations/:id', 'ADMIN', 200],
      ['POST /api/installations/:id/decommission', 'anonymous', 401],
      ['POST /api/installations/:id/decommission', 'MONTEUR', 403],
      ['POST /api/installations/:id/decommission', 'ADMIN', 200],
    ];
    it.each(cases)('%s as %s → %i', async (route, who, status) => {
      const [method, pathTemplate] = route.split(' ');
      const path = pathTemplate.replace(':id', String((await install()).id));
      let req = t.http()[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path).set(as(who));
      if (path === '/api/installations')
        if (method === 'POST')
          req = req.send({ customerId, refrigerantId: r32, name: `Role ${++counter}`, chargeKg: 2 });
      if (path.endsWith('/decommission'))
        req = req.send({ decommissionedOn: today(), gasDestination: 'SENT_FOR_RECLAMATION' });
      if (method === 'PUT') req = req.send({ model: 'X-1' });
      const res = await req;
      expect(res.status).toBe(status);
      if (status >= 400) expect(res.body.code).toBe(status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
    });
  });

  it('registers an installation and answers every computed field', async () => {
    const installedOn = addMonths(today(), -3);
    const res = await t
      .http()
      .post('/api/installations')
      .set(bearer(fitter))
      .send({
        customerId,
        name: '  Koelcel 1 ',
        address: 'Marktplein 1',
        category: 'REFRIGERATION',
        manufacturer: 'Bitzer',
        model: 'LH84',
        serialNumber: 'SN-77',
        refrigerantId: r404a,
        chargeKg: 12.5,
        installedOn,
        hermeticallySealed: false,
        leakDetectionSystem: false,
      })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      customerId,
      customerName: 'Supermarkt Jansen',
      name: 'Koelcel 1',
      address: 'Marktplein 1',
      category: 'REFRIGERATION',
      manufacturer: 'Bitzer',
      model: 'LH84',
      serialNumber: 'SN-77',
      refrigerantId: r404a,
      gasType: 'R-404A',
      gwp: 3922,
      chargeKg: 12.5,
      co2eTonnes: 49.025,
      installedOn,
      hermeticallySealed: false,
      leakDetectionSystem: false,
      status: 'ACTIVE',
      leakCheckIntervalMonths: 12,
      lastLeakCheckOn: null,
      nextLeakCheckDue: addMonths(installedOn, 12),
      leakUnrepairedSince: null,
      leakCheckStatus: 'NEVER_CHECKED',
      leakDetectionRequired: false,
      addedKg: 0,
      recoveredKg: 0,
      decommissionedOn: null,
      gasDestination: null,
      decommissionNote: null,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
  });

  describe('bad input: 400 with the field, never a 500', () => {
    it.each<[string, Record<string, unknown>, string]>([
      ['chargeKg 0', { chargeKg: 0 }, 'chargeKg'],
      ['chargeKg negative', { chargeKg: -1 }, 'chargeKg'],
      ['chargeKg with 4 decimals', { chargeKg: 1.0005 }, 'chargeKg'],
      ['chargeKg with 3+ decimals in exponent form', { chargeKg: 1e-7 }, 'chargeKg'],
      ['chargeKg huge', { chargeKg: 1e21 }, 'chargeKg'],
      ['chargeKg above 100 t', { chargeKg: 100000.001 }, 'chargeKg'],
      ['chargeKg as text', { chargeKg: '12.5' }, 'chargeKg'],
      ['chargeKg null', { chargeKg: null }, 'chargeKg'],
      ['chargeKg missing', { chargeKg: undefined }, 'chargeKg'],
      ['category unknown', { category: 'FREEZER' }, 'category'],
      ['name missing', { name: undefined }, 'name'],
      ['name blank', { name: '  ' }, 'name'],
      ['installedOn in the future', { installedOn: addDays(today(), 2) }, 'installedOn'],
      ['installedOn not a date', { installedOn: '2026-02-30' }, 'installedOn'],
      ['hermeticallySealed as text', { hermeticallySealed: 'yes' }, 'hermeticallySealed'],
      ['customerId not an id', { customerId: 'abc' }, 'customerId'],
      ['refrigerantId zero', { refrigerantId: 0 }, 'refrigerantId'],
      ['status is read-only', { status: 'DECOMMISSIONED' }, 'status'],
      ['gwp is read-only', { gwp: 1 }, 'gwp'],
    ])('%s', async (_, change, field) => {
      const body = { customerId, refrigerantId: r404a, name: `Bad ${++counter}`, chargeKg: 3, ...change };
      const res = await t.http().post('/api/installations').set(bearer(fitter)).send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fields)).toContain(field);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['a customer that does not exist', { customerId: 999999 }, 'CUSTOMER_NOT_FOUND'],
      ['a refrigerant that does not exist', { refrigerantId: 999999 }, 'REFRIGERANT_NOT_FOUND'],
    ])('refuses %s with 400 %s', async (_, change, code) => {
      const body = { customerId, refrigerantId: r404a, name: `Ref ${++counter}`, chargeKg: 3, ...change };
      const res = await t.http().post('/api/installations').set(bearer(fitter)).send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
    });

    it('stores the charge exact to the gram', async () => {
      const created = await install({ chargeKg: 0.001 });
      expect(created.chargeKg).toBe(0.001);
      const big = await install({ chargeKg: 99999.999 });
      expect(big.chargeKg).toBe(99999.999);
      const [row] = await t.sql<{ charge_kg: string }>(
        'select charge_kg::text from installations where id = $1',
        [big.id],
      );
      expect(row.charge_kg).toBe('99999.999');
    });
  });

  it('keeps names unique per customer regardless of case (409 INSTALLATION_NAME_TAKEN), free across customers', async () => {
    await install({ name: 'Chiller Noord' });
    const dup = await t
      .http()
      .post('/api/installations')
      .set(bearer(fitter))
      .send({ customerId, refrigerantId: r32, name: 'chiller noord', chargeKg: 1 });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('INSTALLATION_NAME_TAKEN');
    const other = await createCustomer(t, fitter);
    await createInstallation(t, fitter, { customerId: other, refrigerantId: r32, name: 'Chiller Noord' });
    const second = await install({ name: 'Chiller Zuid' });
    const renamed = await t
      .http()
      .put(`/api/installations/${second.id}`)
      .set(bearer(fitter))
      .send({ name: 'CHILLER NOORD' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.code).toBe('INSTALLATION_NAME_TAKEN');
  });

  it('computes the schedule over the API exactly as the domain does (property, fixed seed)', async () => {
    const cases = fc.sample(
      fc.record({
        grams: fc.oneof(
          fc.integer({ min: 1, max: 3_000 }),
          fc.integer({ min: 1, max: 200_000 }),
          fc.constantFrom(900, 1_000, 2_000, 9_999, 10_000, 99_999, 100_000),
        ),
        gwp: fc.oneof(
          fc.constant(null),
          fc.integer({ min: 0, max: 25_000 }),
          fc.constantFrom(1, 675, 2088, 3922),
        ),
        type: fc.constantFrom('HFC', 'HFO', 'HCFC', 'Natural'),
        hermeticallySealed: fc.boolean(),
        leakDetectionSystem: fc.boolean(),
        monthsAgo: fc.integer({ min: 0, max: 40 }),
      }),
      { numRuns: 60, seed: 20261125 },
    );
    for (const [i, c] of cases.entries()) {
      const refrigerantId = await createRefrigerant(t, admin, `PB-${i}`, c.gwp, c.type);
      const installedOn = addMonths(today(), -c.monthsAgo);
      const body = await install({
        refrigerantId,
        chargeKg: c.grams / 1000,
        installedOn,
        hermeticallySealed: c.hermeticallySealed,
        leakDetectionSystem: c.leakDetectionSystem,
      });
      const subject = {
        chargeKg: c.grams / 1000,
        gwp: c.gwp,
        refrigerantType: c.type,
        hermeticallySealed: c.hermeticallySealed,
        leakDetectionSystem: c.leakDetectionSystem,
        installedOn,
      };
      const expected = leakCheckSchedule(subject, [], today());
      expect({ case: c, interval: body.leakCheckIntervalMonths }).toEqual({
        case: c,
        interval: expected.intervalMonths,
      });
      expect(body.leakDetectionRequired).toBe(leakCheckRequirement(subject).leakDetectionRequired);
      expect(body.nextLeakCheckDue).toBe(expected.nextLeakCheckDue);
      expect(body.leakCheckStatus).toBe(expected.leakCheckStatus);
    }
  });

  it('the SQL status of a stored schedule equals the domain status on any day (property, fixed seed)', async () => {
    const day = fc.integer({ min: 0, max: 3 * 365 }).map((n) => addDays('2025-01-01', n));
    const cases = fc.sample(
      fc.record({
        tonnes: fc.constantFrom(1, 5, 50, 500),
        installedOn: fc.option(day, { nil: null }),
        registeredOn: day,
        decommissioned: fc.boolean(),
        checks: fc.array(
          fc.record({
            checkedOn: day,
            leak: fc.boolean(),
            // null: a leak found and not (yet) repaired.
            repairDays: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
          }),
          { maxLength: 3 },
        ),
        today: day,
      }),
      { numRuns: 300, seed: 5732024 },
    );
    const seen = new Set<string>();
    for (const c of cases) {
      const schedule = leakCheckSchedule(
        {
          chargeKg: ((c.tonnes * 1_000_000) / 2000 / 1000).toFixed(3),
          gwp: 2000,
          refrigerantType: 'HFC',
          hermeticallySealed: false,
          leakDetectionSystem: false,
          installedOn: c.installedOn,
          registeredOn: c.registeredOn,
          decommissioned: c.decommissioned,
        },
        c.checks.map((check) => ({
          checkedOn: check.checkedOn,
          result: check.leak ? 'LEAK_FOUND' : 'NO_LEAK',
          repairedOn:
            check.leak && check.repairDays !== null ? addDays(check.checkedOn, check.repairDays) : null,
        })),
        c.today,
      );
      const [row] = await t.sql<{ status: string }>(
        `select ${leakCheckStatusSql('s', '$5::date')} as status
           from (select $1::int as leak_check_interval_months, $2::date as last_leak_check_on,
                        $3::date as next_leak_check_due, $4::date as leak_unrepaired_since) s`,
        [
          schedule.intervalMonths,
          schedule.lastLeakCheckOn,
          schedule.nextLeakCheckDue,
          schedule.leakUnrepairedSince,
          c.today,
        ],
      );
      expect({ case: c, status: row.status }).toEqual({ case: c, status: schedule.leakCheckStatus });
      seen.add(schedule.leakCheckStatus);
    }
    // Every status occurs in the sample, so each SQL condition was compared at least once.
    expect([...seen].sort()).toEqual([...LEAK_CHECK_STATUSES].sort());
  });

  describe('a change of charge, gas or detection flag recomputes the schedule', () => {
    it.each<[string, Record<string, unknown>, number | null, boolean]>([
      // R-404A (GWP 3922) at 10 kg = 39.22 t CO2e: 12 months
      ['charge to 12.75 kg (50.0055 t)', { chargeKg: 12.75 }, 6, false],
      ['charge to 127.5 kg (500.055 t)', { chargeKg: 127.5 }, 3, true],
      ['charge to 1 kg (3.922 t)', { chargeKg: 1 }, null, false],
      ['a leak detection system', { leakDetectionSystem: true }, 24, false],
      ['hermetically sealed at 39 t', { hermeticallySealed: true }, 12, false],
      ['hermetically sealed at 2 kg (7.8 t)', { hermeticallySealed: true, chargeKg: 2 }, null, false],
      ['gas R-32 (6.75 t)', { refrigerantIdOf: 'r32' }, 12, false],
      ['gas R-32 at 7 kg (4.725 t)', { refrigerantIdOf: 'r32', chargeKg: 7 }, null, false],
    ])('%s', async (_, change, interval, detection) => {
      const installedOn = addMonths(today(), -1);
      const created = await install({ chargeKg: 10, installedOn });
      expect(created.leakCheckIntervalMonths).toBe(12);
      const { refrigerantIdOf, ...rest } = change;
      const body = refrigerantIdOf ? { ...rest, refrigerantId: r32 } : rest;
      const res = await t
        .http()
        .put(`/api/installations/${created.id}`)
        .set(bearer(fitter))
        .send(body)
        .expect(200);
      expect(res.body.leakCheckIntervalMonths).toBe(interval);
      expect(res.body.leakDetectionRequired).toBe(detection);
      expect(res.body.nextLeakCheckDue).toBe(interval === null ? null : addMonths(installedOn, interval));
      expect(res.body.leakCheckStatus).toBe(interval === null ? 'EXEMPT' : 'NEVER_CHECKED');
    });

    it("follows a refrigerant's GWP when an administrator changes it", async () => {
      const refrigerantId = await createRefrigerant(t, admin, 'R-GWP-EDIT', 2000);
      const created = await install({ refrigerantId, chargeKg: 10 }); // 20 t
      expect(created.leakCheckIntervalMonths).toBe(12);
      await t
        .http()
        .put(`/api/refrigerants/${refrigerantId}`)
        .set(bearer(admin))
        .send({ gwp: 6000 })
        .expect(200);
      expect((await getInstallation(t, fitter, created.id)).body.leakCheckIntervalMonths).toBe(6);
      await t
        .http()
        .put(`/api/refrigerants/${refrigerantId}`)
        .set(bearer(admin))
        .send({ gwp: null })
        .expect(200);
      expect((await getInstallation(t, fitter, created.id)).body).toMatchObject({
        leakCheckIntervalMonths: null,
        leakCheckStatus: 'EXEMPT',
      });
    });
  });

  describe('leak checks move the next due date', () => {
    it('one interval after the last check; a repair pulls it to the follow-up window', async () => {
      const installedOn = addMonths(today(), -14);
      const inst = await install({ installedOn, chargeKg: 20 }); // 78.44 t: 6 months
      // Never checked, its first check was due 8 months ago.
      expect(inst).toMatchObject({ nextLeakCheckDue: addMonths(installedOn, 6), leakCheckStatus: 'OVERDUE' });
      const checkedOn = addMonths(today(), -2);
      await postLeakCheck(t, fitter, { installationId: inst.id, checkedOn, result: 'NO_LEAK' }).expect(201);
      let shown = (await getInstallation(t, fitter, inst.id)).body;
      expect(shown).toMatchObject({
        lastLeakCheckOn: checkedOn,
        nextLeakCheckDue: addMonths(checkedOn, 6),
        leakCheckStatus: 'OK',
      });

      const leakOn = addDays(today(), -5);
      const repairedOn = addDays(today(), -4);
      const leak = await postLeakCheck(t, fitter, {
        installationId: inst.id,
        checkedOn: leakOn,
        result: 'LEAK_FOUND',
        leakLocation: 'Expansion valve flare',
        repairedOn,
        repairDescription: 'Flare remade',
      }).expect(201);
      expect(leak.body).toMatchObject({
        followUpDueFrom: addDays(repairedOn, 1),
        followUpDueBy: addMonths(repairedOn, 1),
      });
      shown = (await getInstallation(t, fitter, inst.id)).body;
      expect(shown).toMatchObject({
        lastLeakCheckOn: leakOn,
        nextLeakCheckDue: addMonths(repairedOn, 1),
        leakCheckStatus: 'DUE_SOON',
      });

      const followUp = await postLeakCheck(t, fitter, {
        installationId: inst.id,
        checkedOn: today(),
        result: 'NO_LEAK',
        followUpOfId: leak.body.id,
      }).expect(201);
      expect(followUp.body.followUpOfId).toBe(leak.body.id);
      shown = (await getInstallation(t, fitter, inst.id)).body;
      expect(shown).toMatchObject({
        lastLeakCheckOn: today(),
        nextLeakCheckDue: addMonths(today(), 6),
        leakCheckStatus: 'OK',
      });
    });

    it('status by date: OVERDUE, DUE_SOON within 30 days, OK after; the due list filters and sorts on it', async () => {
      const owner = await createCustomer(t, fitter, { name: `Due list ${++counter}` });
      const made: Record<string, number> = {};
      const at = async (label: string, checkedMonthsAgo: number | null, dayShift = 0) => {
        const inst = await createInstallation(t, fitter, {
          customerId: owner,
          refrigerantId: r404a,
          name: label,
          chargeKg: 10,
          installedOn: addMonths(today(), -30),
        });
        if (checkedMonthsAgo !== null)
          await postLeakCheck(t, fitter, {
            installationId: inst.id,
            checkedOn: addDays(addMonths(today(), -checkedMonthsAgo), dayShift),
            result: 'NO_LEAK',
          }).expect(201);
        made[label] = inst.id;
      };
      await at('overdue', 13);
      await at('due today', 12);
      await at('due in 30 days', 12, 30);
      await at('due in 31 days', 12, 31);
      await at('never', null);
      // Never checked and not due for a while yet: installed a month ago.
      await createInstallation(t, fitter, {
        customerId: owner,
        refrigerantId: r404a,
        name: 'new',
        chargeKg: 10,
        installedOn: addMonths(today(), -1),
      });
      await createInstallation(t, fitter, {
        customerId: owner,
        refrigerantId: r404a,
        name: 'exempt',
        chargeKg: 1,
      });
      const list = async (leakCheckStatus?: LeakCheckStatus) =>
        (
          await t
            .http()
            .get('/api/installations')
            .query({
              filter: JSON.stringify({ customerId: owner, ...(leakCheckStatus ? { leakCheckStatus } : {}) }),
              sort: '["nextLeakCheckDue","ASC"]',
            })
            .set(bearer(fitter))
            .expect(200)
        ).body as { name: string; leakCheckStatus: string }[];
      // Never checked, installed 30 months ago: due 18 months ago, the first of the due list.
      expect((await list()).map((i) => [i.name, i.leakCheckStatus])).toEqual([
        ['never', 'OVERDUE'],
        ['overdue', 'OVERDUE'],
        ['due today', 'DUE_SOON'],
        ['due in 30 days', 'DUE_SOON'],
        ['due in 31 days', 'OK'],
        ['new', 'NEVER_CHECKED'],
        ['exempt', 'EXEMPT'],
      ]);
      expect((await list('OVERDUE')).map((i) => i.name)).toEqual(['never', 'overdue']);
      // The total without a search counts installations alone (no join): the same figures.
      for (const [leakCheckStatus, range] of [
        ['OVERDUE', '0-1/2'],
        ['DUE_SOON', '0-1/2'],
      ])
        expect(
          (
            await t
              .http()
              .get('/api/installations')
              .query({ filter: JSON.stringify({ customerId: owner, leakCheckStatus }), range: '[0,24]' })
              .set(bearer(fitter))
              .expect(200)
          ).headers['content-range'],
        ).toBe(`installations ${range}`);
      expect((await list('DUE_SOON')).map((i) => i.name)).toEqual(['due today', 'due in 30 days']);
      expect((await list('OK')).map((i) => i.name)).toEqual(['due in 31 days']);
      expect((await list('NEVER_CHECKED')).map((i) => i.name)).toEqual(['new']);
      expect((await list('EXEMPT')).map((i) => i.name)).toEqual(['exempt']);
      const bad = await t
        .http()
        .get('/api/installations')
        .query({ filter: JSON.stringify({ leakCheckStatus: 'LATE' }) })
        .set(bearer(fitter));
      expect(bad.status).toBe(400);
    });
  });

  it('searches by name, customer, address and serial number; filters by customer, gas and status', async () => {
    const tag = `q${Date.now().toString(36)}`;
    const owner = await createCustomer(t, fitter, { name: `${tag} BV` });
    await createInstallation(t, fitter, { customerId: owner, refrigerantId: r32, name: 'A' });
    await install({ name: `${tag} by name` });
    await install({ address: `${tag}straat 4` });
    await install({ serialNumber: `${tag}-SN` });
    const res = await t
      .http()
      .get('/api/installations')
      .query({ filter: JSON.stringify({ q: tag }) })
      .set(bearer(fitter))
      .expect(200);
    expect(res.body).toHaveLength(4);
    expect(res.headers['content-range']).toBe('installations 0-3/4');
    const byGas = await t
      .http()
      .get('/api/installations')
      .query({ filter: JSON.stringify({ q: tag, refrigerantId: r32, customerId: owner, status: 'ACTIVE' }) })
      .set(bearer(fitter))
      .expect(200);
    expect(byGas.body.map((i: { name: string }) => i.name)).toEqual(['A']);
  });

  describe('delete and decommission', () => {
    it('deletes an installation nothing points to; refuses one with a leak check or a mutation (409)', async () => {
      const free = await install();
      const deleted = await t.http().delete(`/api/installations/${free.id}`).set(bearer(admin)).expect(200);
      expect(deleted.body.id).toBe(free.id);
      await t.http().get(`/api/installations/${free.id}`).set(bearer(admin)).expect(404);

      const checked = await install();
      await postLeakCheck(t, fitter, {
        installationId: checked.id,
        checkedOn: today(),
        result: 'NO_LEAK',
      }).expect(201);
      const refused = await t.http().delete(`/api/installations/${checked.id}`).set(bearer(admin));
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('INSTALLATION_IN_USE');

      const filled = await install({ refrigerantId: r32 });
      const cylinderId = await createCylinder(t, fitter, { gasType: 'R-32', refrigerantId: r32 });
      const log = await postLog(t, fitter, {
        cylinderId,
        mutationType: 'FILLUP_RETROFIT',
        weight: 1,
        installationId: filled.id,
      }).expect(201);
      // A deleted entry is still a record: the installation keeps it.
      await t.http().delete(`/api/logs/${log.body.id}`).set(bearer(admin)).expect(200);
      const stillRefused = await t.http().delete(`/api/installations/${filled.id}`).set(bearer(admin));
      expect(stillRefused.status).toBe(409);
      expect(stillRefused.body.code).toBe('INSTALLATION_IN_USE');
    });

    it('decommissions: status, date, destination; no new leak checks; twice is 409; the schedule ends', async () => {
      const inst = await install({ installedOn: addMonths(today(), -6) });
      const bad = await t
        .http()
        .post(`/api/installations/${inst.id}/decommission`)
        .set(bearer(admin))
        .send({ decommissionedOn: today(), gasDestination: 'BURNED' });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields)).toEqual(['gasDestination']);
      const future = await t
        .http()
        .post(`/api/installations/${inst.id}/decommission`)
        .set(bearer(admin))
        .send({ decommissionedOn: addDays(today(), 2), gasDestination: 'OTHER' });
      expect(future.status).toBe(400);
      const early = await t
        .http()
        .post(`/api/installations/${inst.id}/decommission`)
        .set(bearer(admin))
        .send({ decommissionedOn: addMonths(today(), -7), gasDestination: 'OTHER' });
      expect(early.status).toBe(400);
      expect(Object.keys(early.body.fields)).toEqual(['decommissionedOn']);

      const done = await t
        .http()
        .post(`/api/installations/${inst.id}/decommission`)
        .set(bearer(admin))
        .send({ decommissionedOn: today(), gasDestination: 'RECOVERED_INTO_CYLINDERS', note: ' into FG-12 ' })
        .expect(200);
      expect(done.body).toMatchObject({
        status: 'DECOMMISSIONED',
        decommissionedOn: today(),
        gasDestination: 'RECOVERED_INTO_CYLINDERS',
        decommissionNote: 'into FG-12',
        // The interval it had stays on record; nothing is due any more.
        leakCheckIntervalMonths: 12,
        nextLeakCheckDue: null,
        leakCheckStatus: 'NEVER_CHECKED',
      });
      const again = await t
        .http()
        .post(`/api/installations/${inst.id}/decommission`)
        .set(bearer(admin))
        .send({ decommissionedOn: today(), gasDestination: 'OTHER' });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('INSTALLATION_ALREADY_DECOMMISSIONED');
      const check = await postLeakCheck(t, fitter, {
        installationId: inst.id,
        checkedOn: today(),
        result: 'NO_LEAK',
      });
      expect(check.status).toBe(400);
      expect(check.body.code).toBe('INSTALLATION_DECOMMISSIONED');
    });
  });

  it('GET /api/stats/dashboard counts overdue, due-soon and never-checked active installations', async () => {
    const before = (await t.http().get('/api/stats/dashboard').set(bearer(fitter)).expect(200)).body
      .leakChecks;
    const overdue = await install({ installedOn: addMonths(today(), -30) });
    await postLeakCheck(t, fitter, {
      installationId: overdue.id,
      checkedOn: addMonths(today(), -13),
      result: 'NO_LEAK',
    }).expect(201);
    await install(); // never checked
    const after = (await t.http().get('/api/stats/dashboard').set(bearer(fitter)).expect(200)).body
      .leakChecks;
    expect(after).toEqual({
      unrepaired: before.unrepaired,
      overdue: before.overdue + 1,
      dueSoon: before.dueSoon,
      neverChecked: before.neverChecked + 1,
    });
  });
});
