import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';

describe('cylinders', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  let counter = 0;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
  });
  afterAll(() => t.close());

  type Who = 'anonymous' | 'MONTEUR' | 'ADMIN';
  const as = (who: Who) => (who === 'ADMIN' ? bearer(admin) : who === 'MONTEUR' ? bearer(fitter) : {});
  const serial = () => `CT-${Date.now().toString(36)}-${++counter}`;

  const create = async (body: Record<string, unknown> = {}, who: Account = admin) =>
    (
      await t
        .http()
        .post('/api/cylinders')
        .set(bearer(who))
        .send({ serialNumber: serial(), gasType: 'R-32', deliveryWeight: 20, tareWeight: 10, ...body })
        .expect(201)
    ).body;
  const refrigerant = async (name: string, gwp: number | null = 2088, type = 'HFC') =>
    (await t.http().post('/api/refrigerants').set(bearer(admin)).send({ name, type, gwp }).expect(201)).body;
  const supplier = async (name: string) =>
    (await t.http().post('/api/suppliers').set(bearer(admin)).send({ name }).expect(201)).body;
  /** The logs API is another module: a row straight in the table simulates a mutation. */
  const insertLog = async (
    cylinderId: number,
    fields: { type?: string; weight?: number; date?: string; deleted?: boolean } = {},
  ) =>
    (
      await t.sql<{ id: number }>(
        `insert into log_entries (cylinder_id, mutation_type, weight, user_id, entered_by_id, date, deleted_at, deleted_by_id)
       values ($1, $2, $3, $4, $4, $5, $6, $7) returning id`,
        [
          cylinderId,
          fields.type ?? 'INSPECTION',
          fields.weight ?? 0,
          admin.id,
          fields.date ?? new Date().toISOString(),
          fields.deleted ? new Date() : null,
          fields.deleted ? admin.id : null,
        ],
      )
    )[0].id;
  const setTotals = (
    id: number,
    filled: string,
    reclaimed: string,
    logCount = 0,
    gapCount = 0,
    lastLogDate: string | null = null,
  ) =>
    t.sql(
      'update cylinders set total_filled = $2, total_reclaimed = $3, log_count = $4, gap_count = $5, last_log_date = $6 where id = $1',
      [id, filled, reclaimed, logCount, gapCount, lastLogDate],
    );

  describe('who may call what', () => {
    const cases: [string, Who, number][] = [
      ['GET /api/cylinders', 'anonymous', 401],
      ['GET /api/cylinders', 'MONTEUR', 200],
      ['GET /api/cylinders', 'ADMIN', 200],
      ['GET /api/cylinders/:id', 'anonymous', 401],
      ['GET /api/cylinders/:id', 'MONTEUR', 200],
      ['GET /api/cylinders/:id', 'ADMIN', 200],
      ['POST /api/cylinders', 'anonymous', 401],
      ['POST /api/cylinders', 'MONTEUR', 201],
      ['POST /api/cylinders', 'ADMIN', 201],
      ['PUT /api/cylinders/:id', 'anonymous', 401],
      ['PUT /api/cylinders/:id', 'MONTEUR', 200],
      ['PUT /api/cylinders/:id', 'ADMIN', 200],
      ['DELETE /api/cylinders/:id', 'anonymous', 401],
      ['DELETE /api/cylinders/:id', 'MONTEUR', 403],
      ['DELETE /api/cylinders/:id', 'ADMIN', 200],
      ['GET /api/cylinders/:id/qr.png', 'anonymous', 401],
      ['GET /api/cylinders/:id/qr.png', 'MONTEUR', 200],
      ['GET /api/cylinders/:id/qr.svg', 'anonymous', 401],
      ['GET /api/cylinders/:id/qr.svg', 'ADMIN', 200],
      ['GET /api/cylinders/export.csv', 'anonymous', 401],
      ['GET /api/cylinders/export.csv', 'MONTEUR', 200],
      ['GET /api/scan/resolve', 'anonymous', 401],
      ['GET /api/scan/resolve', 'MONTEUR', 200],
    ];
    it.each(cases)('%s as %s: %i', async (route, who, status) => {
      const cylinder = await create();
      const [method, pattern] = route.split(' ');
      const path = pattern.replace(':id', String(cylinder.id));
      const http = t.http();
      const req =
        method === 'GET'
          ? http.get(path)
          : method === 'POST'
            ? http.post(path)
            : method === 'PUT'
              ? http.put(path)
              : http.delete(path);
      if (route === 'POST /api/cylinders')
        req.send({ serialNumber: serial(), gasType: 'R-32', deliveryWeight: 20, tareWeight: 10 });
      if (method === 'PUT') req.send({ version: cylinder.version, location: 'Van 3' });
      if (pattern === '/api/scan/resolve') req.query({ code: cylinder.serialNumber });
      const res = await req.set(as(who));
      expect(res.status).toBe(status);
      if (status >= 400) expect(res.body.code).toBe(status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
    });
  });

  describe('create', () => {
    it('applies the defaults, trims text and answers 201 with every field of the contract', async () => {
      const sn = serial();
      const res = await t
        .http()
        .post('/api/cylinders')
        .set(bearer(fitter))
        .send({ serialNumber: `  ${sn} `, gasType: ' R-999 ', deliveryWeight: 25.5, tareWeight: 13.5 })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        serialNumber: sn,
        gasType: 'R-999',
        refrigerantId: null,
        refrigerantType: null,
        gwp: null,
        supplierId: null,
        supplierName: null,
        deliveryWeight: 25.5,
        tareWeight: 13.5,
        cylinderType: 'FILL_UP',
        status: 'ACTIVE',
        ownership: 'KOOP',
        location: null,
        purchaseDate: null,
        capacity: null,
        contentOrigin: 'VIRGIN',
        originFacility: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updatedAt: expect.any(String),
        version: 1,
        initialWeight: 12,
        currentWeight: 12,
        totalFilled: 0,
        totalReclaimed: 0,
        netDifference: 0,
        fillLevel: 'FULL',
        fillPercent: 100,
        co2eTonnes: null,
        hasWeightGap: false,
        logCount: 0,
        lastLogDate: null,
        receivedOn: null,
        deliveryReference: null,
        rentalFreeUntil: null,
        rentalReturnBy: null,
        retestDue: null,
        returnedOn: null,
        weightAtReturn: null,
        returnReference: null,
        rentalStatus: 'NONE',
        retestStatus: 'OK',
        qrCode: `http://fgas.test/cylinder/${res.body.id}`,
      });
      expect(Math.abs(Date.parse(res.body.createdAt) - Date.now())).toBeLessThan(60_000);
    });

    it("stores every given field, links the refrigerant named like the gas type (in the refrigerant's spelling), and the supplier", async () => {
      const r = await refrigerant('R-410A', 2088);
      const s = await supplier('Koelgas BV');
      const body = await create({
        gasType: 'r-410a',
        supplierId: s.id,
        cylinderType: 'RECLAIM',
        status: 'MAINTENANCE',
        ownership: 'HUUR',
        location: ' Van 12 ',
        purchaseDate: '2025-02-28',
        deliveryWeight: 0.3,
        tareWeight: 0.1,
      });
      expect(body).toMatchObject({
        gasType: 'R-410A',
        refrigerantId: r.id,
        refrigerantType: 'HFC',
        gwp: 2088,
        supplierId: s.id,
        supplierName: 'Koelgas BV',
        cylinderType: 'RECLAIM',
        status: 'MAINTENANCE',
        ownership: 'HUUR',
        location: 'Van 12',
        purchaseDate: '2025-02-28',
        deliveryWeight: 0.3,
        tareWeight: 0.1,
        initialWeight: 0.2,
        currentWeight: 0.2,
        co2eTonnes: 0.418,
      });
      // A refrigerant linked by id names the gas: the gas type is always the linked refrigerant's name.
      const explicit = await create({ gasType: 'Custom blend', refrigerantId: r.id, location: '   ' });
      expect(explicit).toMatchObject({ refrigerantId: r.id, gasType: 'R-410A', location: null });
      const unlinked = await create({ gasType: 'r-9999 blend' });
      expect(unlinked).toMatchObject({ refrigerantId: null, gasType: 'r-9999 blend' });
      const [stored] = await t.sql<{ gas_type: string }>('select gas_type from cylinders where id = $1', [
        body.id,
      ]);
      expect(stored.gas_type).toBe('R-410A');
    });

    it.each<[string, Record<string, unknown>, string, string | null]>([
      ['negative weight', { tareWeight: -1 }, 'VALIDATION_FAILED', 'tareWeight'],
      ['4 decimals', { deliveryWeight: 20.0001 }, 'VALIDATION_FAILED', 'deliveryWeight'],
      ['over 1000 kg', { deliveryWeight: 1000.001 }, 'VALIDATION_FAILED', 'deliveryWeight'],
      ['weight as text', { deliveryWeight: '20' }, 'VALIDATION_FAILED', 'deliveryWeight'],
      ['missing weight', { tareWeight: undefined }, 'VALIDATION_FAILED', 'tareWeight'],
      ['delivery below tare', { deliveryWeight: 9.999, tareWeight: 10 }, 'DELIVERY_BELOW_TARE', null],
      ['bad status', { status: 'FULL' }, 'VALIDATION_FAILED', 'status'],
      ['bad cylinder type', { cylinderType: 'BOTH' }, 'VALIDATION_FAILED', 'cylinderType'],
      ['bad ownership', { ownership: 'LEASE' }, 'VALIDATION_FAILED', 'ownership'],
      ['bad date', { purchaseDate: '2025-02-30' }, 'VALIDATION_FAILED', 'purchaseDate'],
      ['date with time', { purchaseDate: '2025-02-03T10:00:00Z' }, 'VALIDATION_FAILED', 'purchaseDate'],
      ['future date', { purchaseDate: '2999-01-01' }, 'VALIDATION_FAILED', 'purchaseDate'],
      ['unknown field', { colour: 'green' }, 'VALIDATION_FAILED', 'colour'],
      ['empty serial', { serialNumber: '   ' }, 'VALIDATION_FAILED', 'serialNumber'],
      ['serial over 100', { serialNumber: 'x'.repeat(101) }, 'VALIDATION_FAILED', 'serialNumber'],
      ['gas type over 60', { gasType: 'x'.repeat(61) }, 'VALIDATION_FAILED', 'gasType'],
      ['unknown refrigerant', { refrigerantId: 999999 }, 'REFRIGERANT_NOT_FOUND', null],
      ['unknown supplier', { supplierId: 999999 }, 'SUPPLIER_NOT_FOUND', null],
      ['refrigerant id as text', { refrigerantId: 'abc' }, 'VALIDATION_FAILED', 'refrigerantId'],
    ])('refuses %s with 400', async (_name, change, code, field) => {
      const body = { serialNumber: serial(), gasType: 'R-32', deliveryWeight: 20, tareWeight: 10, ...change };
      const res = await t.http().post('/api/cylinders').set(bearer(fitter)).send(body).expect(400);
      expect(res.body.code).toBe(code);
      if (field) expect(Object.keys(res.body.fields)).toContain(field);
      expect(res.body.error).toBe(res.body.message);
    });

    it('accepts a delivery weight equal to the tare and the limits 0 and 1000', async () => {
      expect((await create({ deliveryWeight: 10, tareWeight: 10 })).fillLevel).toBe('EMPTY');
      expect((await create({ deliveryWeight: 1000, tareWeight: 0 })).initialWeight).toBe(1000);
      expect((await create({ deliveryWeight: 0, tareWeight: 0 })).fillPercent).toBe(0);
    });

    it('refuses a serial number in use in another case with 409 SERIAL_NUMBER_TAKEN', async () => {
      const sn = serial();
      await create({ serialNumber: sn.toLowerCase() });
      const res = await t
        .http()
        .post('/api/cylinders')
        .set(bearer(fitter))
        .send({ serialNumber: ` ${sn.toUpperCase()} `, gasType: 'R-32', deliveryWeight: 20, tareWeight: 10 })
        .expect(409);
      expect(res.body).toMatchObject({
        code: 'SERIAL_NUMBER_TAKEN',
        params: { serialNumber: sn.toUpperCase() },
      });
      expect(res.body.error).toContain(sn.toUpperCase());
    });
  });

  describe('computed fields', () => {
    it('derives current content, net, fill level, percent, CO2e and gap from the stored totals', async () => {
      await refrigerant('R-404A', 3922);
      const c = await create({ gasType: 'R-404A', deliveryWeight: 25.5, tareWeight: 13.5 });
      await setTotals(c.id, '5.250', '1.000', 4, 1, '2026-03-01T10:15:00.000Z');
      const res = await t.http().get(`/api/cylinders/${c.id}`).set(bearer(fitter)).expect(200);
      expect(res.body).toMatchObject({
        initialWeight: 12,
        totalFilled: 5.25,
        totalReclaimed: 1,
        netDifference: -4.25,
        currentWeight: 7.75,
        fillLevel: 'IN_USE',
        fillPercent: 64.6,
        gwp: 3922,
        co2eTonnes: 30.396,
        hasWeightGap: true,
        logCount: 4,
        lastLogDate: '2026-03-01T10:15:00.000Z',
        logs: [],
      });
      await setTotals(c.id, '9.600', '0', 5);
      const empty = (await t.http().get(`/api/cylinders/${c.id}`).set(bearer(fitter)).expect(200)).body;
      expect(empty).toMatchObject({
        currentWeight: 2.4,
        fillLevel: 'EMPTY',
        fillPercent: 20,
        hasWeightGap: false,
      });
    });

    it('lists live log entries newest first (date desc, id desc), in the log-entry shape', async () => {
      const c = await create();
      const older = await insertLog(c.id, { date: '2026-01-01T08:00:00Z' });
      const sameA = await insertLog(c.id, {
        date: '2026-02-01T08:00:00Z',
        type: 'FILLUP_LEAKAGE',
        weight: 1.25,
      });
      const sameB = await insertLog(c.id, { date: '2026-02-01T08:00:00Z' });
      await insertLog(c.id, { date: '2026-03-01T08:00:00Z', deleted: true });
      const other = await create();
      await insertLog(other.id);
      const res = await t.http().get(`/api/cylinders/${c.id}`).set(bearer(fitter)).expect(200);
      expect(res.body.logs.map((l: { id: number }) => l.id)).toEqual([sameB, sameA, older]);
      expect(res.body.logs[1]).toMatchObject({
        id: sameA,
        cylinderId: c.id,
        cylinderSerialNumber: c.serialNumber,
        gasType: 'R-32',
        mutationType: 'FILLUP_LEAKAGE',
        direction: 'OUT',
        weight: 1.25,
        user: { id: admin.id, name: expect.any(String) },
        enteredBy: { id: admin.id, name: expect.any(String) },
        date: '2026-02-01T08:00:00.000Z',
        deleted: false,
        corrected: false,
      });
    });
  });

  describe('detail logs', () => {
    it('answers the newest live entries, at most logsLimit (default 500), newest first', async () => {
      const cylinder = await create();
      await t.sql(
        `insert into log_entries (cylinder_id, mutation_type, weight, user_id, entered_by_id, date)
         select $1, 'INSPECTION', 0, $2, $2, timestamptz '2025-01-01' + make_interval(mins => n) from generate_series(1, 510) as n`,
        [cylinder.id, admin.id],
      );
      await t.sql(`update cylinders set log_count = 510 where id = $1`, [cylinder.id]);
      const all = await t.http().get(`/api/cylinders/${cylinder.id}`).set(bearer(fitter)).expect(200);
      expect(all.body.logs).toHaveLength(500);
      expect(all.body.logCount).toBe(510);
      expect(new Date(all.body.logs[0].date).getTime()).toBeGreaterThan(
        new Date(all.body.logs[499].date).getTime(),
      );
      const few = await t
        .http()
        .get(`/api/cylinders/${cylinder.id}`)
        .query({ logsLimit: 3 })
        .set(bearer(fitter))
        .expect(200);
      expect(few.body.logs.map((l: { id: number }) => l.id)).toEqual(
        all.body.logs.slice(0, 3).map((l: { id: number }) => l.id),
      );
      for (const bad of ['0', '-1', 'abc', '1.5', '100001']) {
        await t
          .http()
          .get(`/api/cylinders/${cylinder.id}`)
          .query({ logsLimit: bad })
          .set(bearer(fitter))
          .expect(400);
      }
    });
  });

  describe('ids', () => {
    it.each(['abc', '-1', '1.5', '0', '99999999999'])('answers 400 for id %s on every route', async (id) => {
      for (const [method, path] of [
        ['get', ''],
        ['put', ''],
        ['delete', ''],
        ['get', '/qr.png'],
        ['get', '/qr.svg'],
      ] as const) {
        const req = t.http()[method](`/api/cylinders/${id}${path}`).set(bearer(admin));
        if (method === 'put') req.send({ version: 1 });
        const res = await req;
        expect([method, path, res.status, res.body.code]).toEqual([method, path, 400, 'INVALID_ID']);
      }
    });

    it('answers 404 CYLINDER_NOT_FOUND for an unknown id on every route', async () => {
      for (const [method, path] of [
        ['get', ''],
        ['put', ''],
        ['delete', ''],
        ['get', '/qr.png'],
        ['get', '/qr.svg'],
      ] as const) {
        const req = t.http()[method](`/api/cylinders/2147483647${path}`).set(bearer(admin));
        if (method === 'put') req.send({ version: 1 });
        const res = await req;
        expect([method, path, res.status, res.body.code]).toEqual([method, path, 404, 'CYLINDER_NOT_FOUND']);
      }
    });
  });

  describe('update', () => {
    it('changes fields, bumps the version, and refuses the same version again with 409 STALE_VERSION', async () => {
      const c = await create();
      const s = await supplier('Gasco');
      const first = await t
        .http()
        .put(`/api/cylinders/${c.id}`)
        .set(bearer(fitter))
        .send({
          version: c.version,
          status: 'DECOMMISSIONED',
          supplierId: s.id,
          location: 'Magazijn',
          purchaseDate: '2024-12-31',
        })
        .expect(200);
      expect(first.body).toMatchObject({
        id: c.id,
        version: c.version + 1,
        status: 'DECOMMISSIONED',
        supplierName: 'Gasco',
        location: 'Magazijn',
        purchaseDate: '2024-12-31',
        serialNumber: c.serialNumber,
        cylinderType: 'FILL_UP',
      });
      const stale = await t
        .http()
        .put(`/api/cylinders/${c.id}`)
        .set(bearer(admin))
        .send({ version: c.version, status: 'ACTIVE' })
        .expect(409);
      expect(stale.body.code).toBe('STALE_VERSION');
      const cleared = await t
        .http()
        .put(`/api/cylinders/${c.id}`)
        .set(bearer(admin))
        .send({ version: first.body.version, supplierId: null, location: '', purchaseDate: null })
        .expect(200);
      expect(cleared.body).toMatchObject({
        supplierId: null,
        supplierName: null,
        location: null,
        purchaseDate: null,
        status: 'DECOMMISSIONED',
        version: c.version + 2,
      });
    });

    it('lets only one of two concurrent updates with the same version win', async () => {
      const c = await create();
      // Every PUT changes something (a PUT that changes nothing writes nothing and is no conflict).
      const results = await Promise.all(
        ['MAINTENANCE', 'INACTIVE', 'DECOMMISSIONED', 'MAINTENANCE'].map((status) =>
          t.http().put(`/api/cylinders/${c.id}`).set(bearer(admin)).send({ version: c.version, status }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'STALE_VERSION')).toBe(
        true,
      );
    });

    it('requires the version and keeps delivery >= tare with the stored other weight', async () => {
      const c = await create({ deliveryWeight: 20, tareWeight: 10 });
      const missing = await t
        .http()
        .put(`/api/cylinders/${c.id}`)
        .set(bearer(admin))
        .send({ status: 'ACTIVE' })
        .expect(400);
      expect(Object.keys(missing.body.fields)).toContain('version');
      const below = await t
        .http()
        .put(`/api/cylinders/${c.id}`)
        .set(bearer(admin))
        .send({ version: c.version, tareWeight: 20.001 })
        .expect(400);
      expect(below.body.code).toBe('DELIVERY_BELOW_TARE');
      await t
        .http()
        .put(`/api/cylinders/${c.id}`)
        .set(bearer(admin))
        .send({ version: c.version, deliveryWeight: 9 })
        .expect(400);
      await t
        .http()
        .put(`/api/cylinders/${c.id}`)
        .set(bearer(admin))
        .send({ version: c.version, deliveryWeight: 'x' })
        .expect(400);
      await t
        .http()
        .put(`/api/cylinders/${c.id}`)
        .set(bearer(admin))
        .send({ version: c.version, refrigerantId: 999999 })
        .expect(400);
      await t
        .http()
        .put(`/api/cylinders/${c.id}`)
        .set(bearer(admin))
        .send({ version: c.version, supplierId: 999999 })
        .expect(400);
    });

    it('keeps the totals when the weights of a cylinder with logs change: the current content follows', async () => {
      const c = await create({ deliveryWeight: 20, tareWeight: 10 });
      await setTotals(c.id, '3.000', '0.500', 2);
      const res = await t
        .http()
        .put(`/api/cylinders/${c.id}`)
        .set(bearer(fitter))
        .send({ version: c.version, deliveryWeight: 22, tareWeight: 10.5 })
        .expect(200);
      expect(res.body).toMatchObject({
        initialWeight: 11.5,
        totalFilled: 3,
        totalReclaimed: 0.5,
        currentWeight: 9,
        logCount: 2,
      });
    });

    it("refuses another cylinder's serial number in any case, accepts a case change of its own", async () => {
      const a = await create();
      const b = await create();
      const taken = await t
        .http()
        .put(`/api/cylinders/${b.id}`)
        .set(bearer(admin))
        .send({ version: b.version, serialNumber: a.serialNumber.toLowerCase() })
        .expect(409);
      expect(taken.body).toMatchObject({
        code: 'SERIAL_NUMBER_TAKEN',
        params: { serialNumber: a.serialNumber.toLowerCase() },
      });
      const own = await t
        .http()
        .put(`/api/cylinders/${a.id}`)
        .set(bearer(admin))
        .send({ version: a.version, serialNumber: a.serialNumber.toLowerCase() })
        .expect(200);
      expect(own.body.serialNumber).toBe(a.serialNumber.toLowerCase());
    });

    it('relinks the refrigerant when the gas type changes, and clears a stale link', async () => {
      const r1 = await refrigerant('R-134a', 1430);
      const r2 = await refrigerant('R-1234yf', 4, 'HFO');
      const c = await create({ gasType: 'R-134A' });
      expect(c.refrigerantId).toBe(r1.id);
      const relinked = (
        await t
          .http()
          .put(`/api/cylinders/${c.id}`)
          .set(bearer(admin))
          .send({ version: c.version, gasType: 'r-1234YF' })
          .expect(200)
      ).body;
      expect(relinked).toMatchObject({
        refrigerantId: r2.id,
        gasType: 'R-1234yf',
        gwp: 4,
        refrigerantType: 'HFO',
      });
      // The same gas in another spelling keeps the link and the refrigerant's spelling.
      const respelled = (
        await t
          .http()
          .put(`/api/cylinders/${c.id}`)
          .set(bearer(admin))
          .send({ version: relinked.version, gasType: 'r-1234YF' })
          .expect(200)
      ).body;
      expect(respelled).toMatchObject({ refrigerantId: r2.id, gasType: 'R-1234yf' });
      const free = (
        await t
          .http()
          .put(`/api/cylinders/${c.id}`)
          .set(bearer(admin))
          .send({ version: respelled.version, gasType: 'Mystery gas' })
          .expect(200)
      ).body;
      expect(free).toMatchObject({ refrigerantId: null, gwp: null, co2eTonnes: null });
      const explicit = (
        await t
          .http()
          .put(`/api/cylinders/${c.id}`)
          .set(bearer(admin))
          .send({ version: free.version, refrigerantId: r1.id })
          .expect(200)
      ).body;
      expect(explicit).toMatchObject({ refrigerantId: r1.id, gasType: 'R-134a' });
    });
  });

  describe('delete', () => {
    it('erases a cylinder without log entries and answers it as it was', async () => {
      const c = await create();
      const res = await t.http().delete(`/api/cylinders/${c.id}`).set(bearer(admin)).expect(200);
      expect(res.body).toEqual(c);
      await t.http().get(`/api/cylinders/${c.id}`).set(bearer(admin)).expect(404);
    });

    it('refuses a cylinder with log entries, deleted ones too, with 409 CYLINDER_HAS_LOGS', async () => {
      const c = await create();
      await insertLog(c.id, { deleted: true });
      await insertLog(c.id);
      const res = await t.http().delete(`/api/cylinders/${c.id}`).set(bearer(admin)).expect(409);
      expect(res.body).toMatchObject({ code: 'CYLINDER_HAS_LOGS', params: { count: 2 } });
      expect(res.body.error).toMatch(/2 mutations.*DECOMMISSIONED/);
      await t.http().get(`/api/cylinders/${c.id}`).set(bearer(admin)).expect(200);
    });
  });
});
