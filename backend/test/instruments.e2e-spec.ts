import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { createCylinder, createRefrigerant, postLog } from './support/logs-fixtures';
import { createCustomer, createInstallation, postLeakCheck } from './support/installations-fixtures';
import { companyToday } from '../src/common/calendar-date';
import { addDays, INSTRUMENT_KINDS } from '../src/domain';

describe('measuring instruments /api/instruments', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  let counter = 0;
  let refrigerantId: number;
  let customerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
    refrigerantId = await createRefrigerant(t, admin, 'R-32-instr', 675);
    customerId = await createCustomer(t, admin);
  });
  afterAll(() => t.close());

  type Who = 'anonymous' | 'MONTEUR' | 'ADMIN';
  const as = (who: Who) => (who === 'ADMIN' ? bearer(admin) : who === 'MONTEUR' ? bearer(fitter) : {});

  const create = async (body: Record<string, unknown> = {}) =>
    (
      await t
        .http()
        .post('/api/instruments')
        .set(bearer(admin))
        .send({ kind: 'SCALE', serialNumber: `SC-${process.pid}-${++counter}`, ...body })
        .expect(201)
    ).body;
  const dashboard = async () =>
    (await t.http().get('/api/stats/dashboard').set(bearer(fitter)).expect(200)).body;
  // Entries at noon UTC: the same calendar day in Europe/Amsterdam.
  const at = (day: string) => `${day}T12:00:00.000Z`;

  describe('who may call what', () => {
    const cases: [string, Who, number][] = [
      ['GET /api/instruments', 'anonymous', 401],
      ['GET /api/instruments', 'MONTEUR', 200],
      ['GET /api/instruments', 'ADMIN', 200],
      ['GET /api/instruments/:id', 'anonymous', 401],
      ['GET /api/instruments/:id', 'MONTEUR', 200],
      ['GET /api/instruments/:id', 'ADMIN', 200],
      ['POST /api/instruments', 'anonymous', 401],
      ['POST /api/instruments', 'MONTEUR', 403],
      ['POST /api/instruments', 'ADMIN', 201],
      ['PUT /api/instruments/:id', 'anonymous', 401],
      ['PUT /api/instruments/:id', 'MONTEUR', 403],
      ['PUT /api/instruments/:id', 'ADMIN', 200],
      ['DELETE /api/instruments/:id', 'anonymous', 401],
      ['DELETE /api/instruments/:id', 'MONTEUR', 403],
      ['DELETE /api/instruments/:id', 'ADMIN', 200],
    ];
    it.each(cases)('%s as %s → %i', async (route, who, status) => {
      const [method, pathTemplate] = route.split(' ');
      const path = pathTemplate.includes(':id')
        ? pathTemplate.replace(':id', String((await create()).id))
        : pathTemplate;
      let req = t.http()[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path).set(as(who));
      if (method === 'POST') req = req.send({ kind: 'THERMOMETER', serialNumber: `TH-role-${++counter}` });
      if (method === 'PUT') req = req.send({ make: 'Testo' });
      const res = await req;
      expect(res.status).toBe(status);
      if (status >= 400) expect(res.body.code).toBe(status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
    });
  });

  it('registers, reads, recalibrates and deletes an instrument, answering DTOs', async () => {
    const body = {
      kind: 'LEAK_DETECTOR',
      serialNumber: ' LD-4471 ',
      make: 'Testo 316-4',
      calibratedOn: '2026-01-15',
      calibrationDue: '2027-01-15',
    };
    const created = await t.http().post('/api/instruments').set(bearer(admin)).send(body).expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      ...body,
      serialNumber: 'LD-4471',
      overdue: false,
      createdAt: expect.any(String),
      _count: { logEntries: 0, leakChecks: 0 },
    });
    const id = created.body.id;
    expect((await t.http().get(`/api/instruments/${id}`).set(bearer(fitter)).expect(200)).body).toEqual(
      created.body,
    );
    const edited = await t
      .http()
      .put(`/api/instruments/${id}`)
      .set(bearer(admin))
      .send({ calibrationDue: '2026-02-01', make: null })
      .expect(200);
    expect(edited.body).toMatchObject({ make: null, calibrationDue: '2026-02-01', overdue: true });
    // The same kind and serial again: 409; another kind may carry the same serial.
    const taken = await t
      .http()
      .post('/api/instruments')
      .set(bearer(admin))
      .send({ kind: 'LEAK_DETECTOR', serialNumber: 'LD-4471' })
      .expect(409);
    expect(taken.body.code).toBe('INSTRUMENT_SERIAL_TAKEN');
    await create({ kind: 'SCALE', serialNumber: 'LD-4471' });
    const deleted = await t.http().delete(`/api/instruments/${id}`).set(bearer(admin)).expect(200);
    expect(deleted.body.id).toBe(id);
    const gone = await t.http().get(`/api/instruments/${id}`).set(bearer(admin)).expect(404);
    expect(gone.body.code).toBe('INSTRUMENT_NOT_FOUND');
    await t.http().put(`/api/instruments/${id}`).set(bearer(admin)).send({ make: 'x' }).expect(404);
    await t.http().delete(`/api/instruments/${id}`).set(bearer(admin)).expect(404);
  });

  describe('validation', () => {
    const today = companyToday();
    it.each<[string, Record<string, unknown>]>([
      ['no kind', { serialNumber: 'X-1' }],
      ['an unknown kind', { kind: 'MULTIMETER', serialNumber: 'X-1' }],
      ['no serial number', { kind: 'SCALE' }],
      ['an empty serial number', { kind: 'SCALE', serialNumber: '   ' }],
      ['a serial number too long', { kind: 'SCALE', serialNumber: 'x'.repeat(101) }],
      ['a make too long', { kind: 'SCALE', serialNumber: 'X-1', make: 'x'.repeat(201) }],
      [
        'a calibration date that is no day',
        { kind: 'SCALE', serialNumber: 'X-1', calibratedOn: '2026-02-30' },
      ],
      [
        'a calibration date in another format',
        { kind: 'SCALE', serialNumber: 'X-1', calibratedOn: '15-01-2026' },
      ],
      [
        'a calibration in the future',
        { kind: 'SCALE', serialNumber: 'X-1', calibratedOn: addDays(today, 1) },
      ],
      [
        'a due date with a time',
        { kind: 'SCALE', serialNumber: 'X-1', calibrationDue: '2027-01-01T00:00:00Z' },
      ],
      [
        'a due date before the calibration',
        { kind: 'SCALE', serialNumber: 'X-1', calibratedOn: '2026-03-02', calibrationDue: '2026-03-01' },
      ],
      ['a number as serial', { kind: 'SCALE', serialNumber: 12 }],
    ])('POST refuses %s with 400', async (_name, body) => {
      const res = await t.http().post('/api/instruments').set(bearer(admin)).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it.each<[string, Record<string, unknown>]>([
      ['kind null', { kind: null }],
      ['serial number null', { serialNumber: null }],
      ['a due date before the stored calibration', { calibrationDue: '2025-12-31' }],
    ])('PUT refuses %s with 400', async (_name, body) => {
      const { id } = await create({ calibratedOn: '2026-01-01', calibrationDue: '2026-12-31' });
      const res = await t.http().put(`/api/instruments/${id}`).set(bearer(admin)).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('accepts the due date on the calibration day, and an instrument without dates', async () => {
      await create({ calibratedOn: '2026-03-01', calibrationDue: '2026-03-01' });
      expect(await create({ kind: 'THERMOMETER' })).toMatchObject({
        calibratedOn: null,
        calibrationDue: null,
        overdue: false,
      });
    });

    it.each([
      ['GET', '/api/instruments/abc', 'INVALID_ID'],
      ['GET', '/api/instruments?filter={"kind":"MULTIMETER"}', 'INVALID_LIST_QUERY'],
      ['GET', '/api/instruments?filter={"overdue":"maybe"}', 'INVALID_LIST_QUERY'],
      ['GET', '/api/instruments?sort=["weight","ASC"]', 'INVALID_LIST_QUERY'],
    ])('%s %s → 400 %s', async (_method, path, code) => {
      const res = await t.http().get(path).set(bearer(fitter)).expect(400);
      expect(res.body.code).toBe(code);
    });
  });

  it('lists with paging, sort and the kind, q and overdue filters', async () => {
    const tag = `LIST-${process.pid}`;
    const today = companyToday();
    const yesterday = addDays(today, -1);
    const a = await create({ kind: 'PRESSURE_GAUGE', serialNumber: `${tag}-A`, calibrationDue: yesterday });
    const b = await create({ kind: 'PRESSURE_GAUGE', serialNumber: `${tag}-B`, calibrationDue: today });
    const c = await create({ kind: 'VACUUM_GAUGE', serialNumber: `${tag}-C`, make: `${tag} Make` });
    const list = (query: string) => t.http().get(`/api/instruments?${query}`).set(bearer(fitter)).expect(200);
    const ids = (res: { body: { id: number }[] }) => res.body.map((row) => row.id);

    const byQ = await list(
      `filter=${encodeURIComponent(JSON.stringify({ q: tag }))}&sort=["serialNumber","DESC"]`,
    );
    expect(ids(byQ)).toEqual([c.id, b.id, a.id]);
    expect(byQ.headers['content-range']).toBe('instruments 0-2/3');
    const page = await list(
      `filter=${encodeURIComponent(JSON.stringify({ q: tag }))}&sort=["serialNumber","ASC"]&range=[1,1]`,
    );
    expect(ids(page)).toEqual([b.id]);
    expect(page.headers['content-range']).toBe('instruments 1-1/3');
    const gauges = await list(
      `filter=${encodeURIComponent(JSON.stringify({ q: tag, kind: 'PRESSURE_GAUGE' }))}&sort=["id","ASC"]`,
    );
    expect(ids(gauges)).toEqual([a.id, b.id]);
    // The due date itself is not overdue; the day after is.
    const overdue = await list(`filter=${encodeURIComponent(JSON.stringify({ q: tag, overdue: true }))}`);
    expect(ids(overdue)).toEqual([a.id]);
    expect(overdue.body[0].overdue).toBe(true);
    const notOverdue = await list(
      `filter=${encodeURIComponent(JSON.stringify({ q: tag, overdue: false }))}&sort=["id","ASC"]`,
    );
    expect(ids(notOverdue)).toEqual([b.id, c.id]);
    const byMake = await list(`filter=${encodeURIComponent(JSON.stringify({ q: `${tag} make` }))}`);
    expect(ids(byMake)).toEqual([c.id]);
    for (const field of ['id', 'kind', 'serialNumber', 'make', 'calibratedOn', 'calibrationDue', 'createdAt'])
      await list(`sort=["${field}","DESC"]`);
  });

  describe('the overdue flag on records, at the day boundary', () => {
    const DUE = '2026-03-10';
    // name, the record's day, expected instrumentOverdue
    const cases: [string, string, boolean][] = [
      ['the day before the due date', '2026-03-09', false],
      ['the due date itself', DUE, false],
      ['the day after the due date', '2026-03-11', true],
    ];

    it.each(cases)('a log entry made on %s', async (_name, day, overdue) => {
      const instrument = await create({ calibratedOn: '2025-03-10', calibrationDue: DUE });
      const cylinderId = await createCylinder(t, admin, { deliveryWeight: 50, tareWeight: 10 });
      const res = await postLog(t, fitter, {
        cylinderId,
        mutationType: 'FILLUP_WEIGH',
        weight: 1,
        date: at(day),
        instrumentId: instrument.id,
      }).expect(201);
      expect(res.body).toMatchObject({
        instrumentId: instrument.id,
        instrument: { id: instrument.id, serialNumber: instrument.serialNumber, kind: 'SCALE' },
        instrumentOverdue: overdue,
      });
      const read = await t.http().get(`/api/logs/${res.body.id}`).set(bearer(fitter)).expect(200);
      expect(read.body).toMatchObject({ instrumentId: instrument.id, instrumentOverdue: overdue });
      // Recalibrating the instrument later never rewrites what the entry says.
      await t
        .http()
        .put(`/api/instruments/${instrument.id}`)
        .set(bearer(admin))
        .send({ calibrationDue: '2030-01-01' })
        .expect(200);
      const again = await t.http().get(`/api/logs/${res.body.id}`).set(bearer(fitter)).expect(200);
      expect(again.body.instrumentOverdue).toBe(overdue);
    });

    it('a log entry at 23:30 in Amsterdam counts by its Amsterdam day', async () => {
      const instrument = await create({ calibrationDue: DUE });
      const cylinderId = await createCylinder(t, admin);
      // 2026-03-10T23:30 in Amsterdam (UTC+1) is 22:30 UTC: still the due date.
      const onDue = await postLog(t, fitter, {
        cylinderId,
        mutationType: 'FILLUP_WEIGH',
        weight: 1,
        date: '2026-03-10T22:30:00.000Z',
        instrumentId: instrument.id,
      }).expect(201);
      expect(onDue.body.instrumentOverdue).toBe(false);
      // 23:30 UTC is already 2026-03-11 in Amsterdam.
      const after = await postLog(t, fitter, {
        cylinderId,
        mutationType: 'FILLUP_WEIGH',
        weight: 1,
        date: '2026-03-10T23:30:00.000Z',
        instrumentId: instrument.id,
      }).expect(201);
      expect(after.body.instrumentOverdue).toBe(true);
    });

    it.each(cases)('a leak check made on %s', async (_name, day, overdue) => {
      const instrument = await create({ kind: 'LEAK_DETECTOR', calibrationDue: DUE });
      const installation = await createInstallation(t, admin, { customerId, refrigerantId });
      const res = await postLeakCheck(t, fitter, {
        installationId: installation.id,
        checkedOn: day,
        result: 'NO_LEAK',
        instrumentId: instrument.id,
      }).expect(201);
      expect(res.body).toMatchObject({
        instrumentId: instrument.id,
        instrument: { id: instrument.id, serialNumber: instrument.serialNumber, kind: 'LEAK_DETECTOR' },
        instrumentOverdue: overdue,
      });
      const read = await t.http().get(`/api/leak-checks/${res.body.id}`).set(bearer(fitter)).expect(200);
      expect(read.body).toMatchObject({ instrumentId: instrument.id, instrumentOverdue: overdue });
    });

    it('records without an instrument, and with one that has no due date, are not flagged', async () => {
      const cylinderId = await createCylinder(t, admin);
      const plain = await postLog(t, fitter, { cylinderId, mutationType: 'FILLUP_WEIGH', weight: 1 }).expect(
        201,
      );
      expect(plain.body).toMatchObject({ instrumentId: null, instrument: null, instrumentOverdue: false });
      const undated = await create({ kind: 'THERMOMETER' });
      const res = await postLog(t, fitter, {
        cylinderId,
        mutationType: 'FILLUP_WEIGH',
        weight: 1,
        instrumentId: undated.id,
      }).expect(201);
      expect(res.body).toMatchObject({ instrumentId: undated.id, instrumentOverdue: false });
    });
  });

  describe('a record naming an unknown or malformed instrument', () => {
    it.each<[string, unknown, number, string]>([
      ['an id no instrument has', 2_000_000_000, 400, 'INSTRUMENT_NOT_FOUND'],
      ['zero', 0, 400, 'VALIDATION_FAILED'],
      ['text', 'LD-1', 400, 'VALIDATION_FAILED'],
      ['a fraction', 1.5, 400, 'VALIDATION_FAILED'],
    ])('%s: log entry and leak check → %i %s', async (_name, instrumentId, status, code) => {
      const cylinderId = await createCylinder(t, admin);
      const log = await postLog(t, fitter, {
        cylinderId,
        mutationType: 'FILLUP_WEIGH',
        weight: 1,
        instrumentId,
      });
      expect([log.status, log.body.code]).toEqual([status, code]);
      const installation = await createInstallation(t, admin, { customerId, refrigerantId });
      const check = await postLeakCheck(t, fitter, {
        installationId: installation.id,
        checkedOn: '2026-03-01',
        result: 'NO_LEAK',
        instrumentId,
      });
      expect([check.status, check.body.code]).toEqual([status, code]);
    });
  });

  it('an instrument that records name cannot be deleted (409 INSTRUMENT_IN_USE); the records keep it', async () => {
    const used = await create({ kind: 'LEAK_DETECTOR' });
    const installation = await createInstallation(t, admin, { customerId, refrigerantId });
    const check = await postLeakCheck(t, fitter, {
      installationId: installation.id,
      checkedOn: '2026-03-01',
      result: 'NO_LEAK',
      instrumentId: used.id,
    }).expect(201);
    // A voided check still names it: records are never erased, so neither is their instrument.
    await t
      .http()
      .delete(`/api/leak-checks/${check.body.id}?reason=${encodeURIComponent('entered twice')}`)
      .set(bearer(admin))
      .expect(200);
    const res = await t.http().delete(`/api/instruments/${used.id}`).set(bearer(admin)).expect(409);
    expect(res.body).toMatchObject({ code: 'INSTRUMENT_IN_USE' });
    const read = await t.http().get(`/api/instruments/${used.id}`).set(bearer(admin)).expect(200);
    expect(read.body._count).toEqual({ logEntries: 0, leakChecks: 1 });

    const scale = await create();
    const cylinderId = await createCylinder(t, admin);
    await postLog(t, fitter, {
      cylinderId,
      mutationType: 'FILLUP_WEIGH',
      weight: 1,
      instrumentId: scale.id,
    }).expect(201);
    await t.http().delete(`/api/instruments/${scale.id}`).set(bearer(admin)).expect(409);
  });

  it('every kind can be registered', async () => {
    for (const kind of INSTRUMENT_KINDS) expect((await create({ kind })).kind).toBe(kind);
  });

  it('the dashboard counts the overdue instruments: due yesterday counts, due today does not', async () => {
    const before = (await dashboard()).instruments.overdue;
    const today = companyToday();
    await create({ calibrationDue: addDays(today, -1) });
    await create({ calibrationDue: today });
    await create({ calibrationDue: null });
    const after = await dashboard();
    expect(after.instruments).toEqual({ overdue: before + 1 });
    const instrument = await create({ calibrationDue: addDays(today, -30) });
    expect((await dashboard()).instruments.overdue).toBe(before + 2);
    await t.http().delete(`/api/instruments/${instrument.id}`).set(bearer(admin)).expect(200);
    expect((await dashboard()).instruments.overdue).toBe(before + 1);
  });
});
