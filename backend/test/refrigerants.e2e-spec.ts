import { Client } from 'pg';
import fc from 'fast-check';
import { gwpBand, GWP_HIGH_FROM, GWP_MEDIUM_FROM } from '../src/domain';
import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';

describe('refrigerants', () => {
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

  const create = async (body: Record<string, unknown> = {}) =>
    (
      await t
        .http()
        .post('/api/refrigerants')
        .set(bearer(admin))
        .send({ name: `R-T${++counter}`, type: 'HFC', ...body })
        .expect(201)
    ).body;
  /** The cylinders API is another module: a row straight in the table is enough to use a refrigerant. */
  const insertCylinder = async (refrigerantId: number | null, serial = `SN-${++counter}`) =>
    (
      await t.sql<{ id: number }>(
        `insert into cylinders (serial_number, gas_type, refrigerant_id, delivery_weight, tare_weight) values ($1, 'R-32', $2, 20, 10) returning id`,
        [serial, refrigerantId],
      )
    )[0].id;

  describe('who may call what', () => {
    const cases: [string, Who, number][] = [
      ['GET /api/refrigerants', 'anonymous', 401],
      ['GET /api/refrigerants', 'MONTEUR', 200],
      ['GET /api/refrigerants', 'ADMIN', 200],
      ['GET /api/refrigerants/:id', 'anonymous', 401],
      ['GET /api/refrigerants/:id', 'MONTEUR', 200],
      ['GET /api/refrigerants/:id', 'ADMIN', 200],
      ['POST /api/refrigerants', 'anonymous', 401],
      ['POST /api/refrigerants', 'MONTEUR', 403],
      ['POST /api/refrigerants', 'ADMIN', 201],
      ['PUT /api/refrigerants/:id', 'anonymous', 401],
      ['PUT /api/refrigerants/:id', 'MONTEUR', 403],
      ['PUT /api/refrigerants/:id', 'ADMIN', 200],
      ['DELETE /api/refrigerants/:id', 'anonymous', 401],
      ['DELETE /api/refrigerants/:id', 'MONTEUR', 403],
      ['DELETE /api/refrigerants/:id', 'ADMIN', 200],
    ];
    it.each(cases)('%s as %s → %i', async (route, who, status) => {
      const [method, pathTemplate] = route.split(' ');
      const path = pathTemplate.replace(':id', String((await create()).id));
      let req = t.http()[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path).set(as(who));
      if (method === 'POST') req = req.send({ name: `R-role-${++counter}`, type: 'HFO', gwp: 1 });
      if (method === 'PUT') req = req.send({ gwp: 7 });
      const res = await req;
      expect(res.status).toBe(status);
      if (status >= 400) expect(res.body.code).toBe(status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
    });
  });

  it('creates, reads, updates and deletes a refrigerant, answering DTOs', async () => {
    const created = await t
      .http()
      .post('/api/refrigerants')
      .set(bearer(admin))
      .send({ name: '  R-410A ', type: 'HFC', gwp: 2088 })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'R-410A',
      type: 'HFC',
      gwp: 2088,
      createdAt: expect.any(String),
      _count: { cylinders: 0 },
    });
    expect(new Date(created.body.createdAt).toISOString()).toBe(created.body.createdAt);
    const id = created.body.id;

    const read = await t.http().get(`/api/refrigerants/${id}`).set(bearer(fitter)).expect(200);
    expect(read.body).toEqual(created.body);

    const updated = await t
      .http()
      .put(`/api/refrigerants/${id}`)
      .set(bearer(admin))
      .send({ name: 'R-410a', type: 'HFC', gwp: null })
      .expect(200);
    expect(updated.body).toEqual({ ...created.body, name: 'R-410a', gwp: null });
    const partial = await t
      .http()
      .put(`/api/refrigerants/${id}`)
      .set(bearer(admin))
      .send({ gwp: 2100 })
      .expect(200);
    expect(partial.body).toMatchObject({ name: 'R-410a', type: 'HFC', gwp: 2100 });

    const deleted = await t.http().delete(`/api/refrigerants/${id}`).set(bearer(admin)).expect(200);
    expect(deleted.body).toEqual(partial.body);
    await t.http().get(`/api/refrigerants/${id}`).set(bearer(admin)).expect(404);
    await t.http().delete(`/api/refrigerants/${id}`).set(bearer(admin)).expect(404);
    const missing = await t
      .http()
      .put(`/api/refrigerants/${id}`)
      .set(bearer(admin))
      .send({ gwp: 1 })
      .expect(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', error: 'Refrigerant not found' });
  });

  it('stores gwp null when it is absent or null', async () => {
    expect((await create({ gwp: undefined })).gwp).toBeNull();
    expect((await create({ gwp: null })).gwp).toBeNull();
    expect((await create({ gwp: 0 })).gwp).toBe(0);
    expect((await create({ gwp: 100000 })).gwp).toBe(100000);
  });

  describe('validation', () => {
    it.each([
      ['missing name', { type: 'HFC' }, 'name'],
      ['blank name', { name: '   ', type: 'HFC' }, 'name'],
      ['name too long', { name: 'R'.repeat(61), type: 'HFC' }, 'name'],
      ['name not text', { name: 410, type: 'HFC' }, 'name'],
      ['missing type', { name: 'R-x1' }, 'type'],
      ['bad type', { name: 'R-x2', type: 'hfc' }, 'type'],
      ['gwp -1', { name: 'R-x3', type: 'HFC', gwp: -1 }, 'gwp'],
      ['gwp 1.5', { name: 'R-x4', type: 'HFC', gwp: 1.5 }, 'gwp'],
      ['gwp "abc"', { name: 'R-x5', type: 'HFC', gwp: 'abc' }, 'gwp'],
      ['gwp "2088" as text', { name: 'R-x6', type: 'HFC', gwp: '2088' }, 'gwp'],
      ['gwp too high', { name: 'R-x7', type: 'HFC', gwp: 100001 }, 'gwp'],
      ['unknown field', { name: 'R-x8', type: 'HFC', colour: 'blue' }, 'colour'],
      ['an id in the body', { name: 'R-x9', type: 'HFC', id: 5 }, 'id'],
    ])('refuses %s on create with 400 and the field', async (_name, body, field) => {
      const res = await t.http().post('/api/refrigerants').set(bearer(admin)).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fields)).toEqual([field]);
    });

    it.each([
      ['name null', { name: null }, 'name'],
      ['type null', { type: null }, 'type'],
      ['blank name', { name: ' ' }, 'name'],
      ['gwp 1.5', { gwp: 1.5 }, 'gwp'],
      ['unknown field', { cylinders: 3 }, 'cylinders'],
    ])('refuses %s on update with 400 and the field', async (_name, body, field) => {
      const { id } = await create();
      const res = await t.http().put(`/api/refrigerants/${id}`).set(bearer(admin)).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fields)).toEqual([field]);
    });

    it.each(['abc', '-1', '0', '1.5', '2147483648'])('answers 400 for the id %s', async (id) => {
      const res = await t.http().get(`/api/refrigerants/${id}`).set(bearer(admin)).expect(400);
      expect(res.body.code).toBe('INVALID_ID');
      await t.http().put(`/api/refrigerants/${id}`).set(bearer(admin)).send({ gwp: 1 }).expect(400);
      await t.http().delete(`/api/refrigerants/${id}`).set(bearer(admin)).expect(400);
    });
  });

  it('refuses a duplicate name in any case and with spaces (409), on create and on rename', async () => {
    await create({ name: 'R-32 dup' });
    const dup = await t
      .http()
      .post('/api/refrigerants')
      .set(bearer(admin))
      .send({ name: ' r-32 DUP ', type: 'HFC' })
      .expect(409);
    expect(dup.body).toMatchObject({ code: 'REFRIGERANT_NAME_TAKEN', params: { name: 'r-32 DUP' } });
    expect(dup.body.error).toMatch(/r-32 DUP/);

    const other = await create({ name: 'R-32 other' });
    const rename = await t
      .http()
      .put(`/api/refrigerants/${other.id}`)
      .set(bearer(admin))
      .send({ name: 'R-32 Dup' })
      .expect(409);
    expect(rename.body.code).toBe('REFRIGERANT_NAME_TAKEN');
    // Changing only the case of its own name is fine.
    await t
      .http()
      .put(`/api/refrigerants/${other.id}`)
      .set(bearer(admin))
      .send({ name: 'r-32 OTHER' })
      .expect(200);
  });

  it('counts the cylinders using each refrigerant and refuses to delete one in use (409)', async () => {
    const used = await create({ name: 'R-used' });
    const unused = await create({ name: 'R-unused' });
    await insertCylinder(used.id);
    await insertCylinder(used.id);
    await insertCylinder(null);

    expect(
      (await t.http().get(`/api/refrigerants/${used.id}`).set(bearer(fitter)).expect(200)).body._count,
    ).toEqual({ cylinders: 2 });
    const list = await t
      .http()
      .get('/api/refrigerants')
      .query({ filter: JSON.stringify({ id: [used.id, unused.id] }) })
      .set(bearer(fitter))
      .expect(200);
    expect(
      list.body.map((r: { name: string; _count: { cylinders: number } }) => [r.name, r._count.cylinders]),
    ).toEqual([
      ['R-unused', 0],
      ['R-used', 2],
    ]);
    const renamed = await t
      .http()
      .put(`/api/refrigerants/${used.id}`)
      .set(bearer(admin))
      .send({ gwp: 675 })
      .expect(200);
    expect(renamed.body._count.cylinders).toBe(2);

    const refused = await t.http().delete(`/api/refrigerants/${used.id}`).set(bearer(admin)).expect(409);
    expect(refused.body).toMatchObject({
      code: 'REFRIGERANT_IN_USE',
      params: { name: 'R-used', cylinders: 2 },
    });
    expect(refused.body.error).toMatch(/2 cylinders/);
    await t.http().get(`/api/refrigerants/${used.id}`).set(bearer(admin)).expect(200);

    await t.sql('update cylinders set refrigerant_id = null where refrigerant_id = $1', [used.id]);
    await t.http().delete(`/api/refrigerants/${used.id}`).set(bearer(admin)).expect(200);
    await t.http().delete(`/api/refrigerants/${unused.id}`).set(bearer(admin)).expect(200);
  });

  it('waits for a cylinder being created at the same moment and then refuses the delete (409), never orphaning it', async () => {
    const racing = await create({ name: 'R-race' });
    const other = new Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(
        `insert into cylinders (serial_number, gas_type, refrigerant_id, delivery_weight, tare_weight) values ('SN-race', 'R-race', $1, 20, 10)`,
        [racing.id],
      );
      const pending = t
        .http()
        .delete(`/api/refrigerants/${racing.id}`)
        .set(bearer(admin))
        .then((res) => res);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await other.query('commit');
      const res = await pending;
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'REFRIGERANT_IN_USE', params: { cylinders: 1 } });
    } finally {
      await other.end();
    }
    expect(
      (await t.http().get(`/api/refrigerants/${racing.id}`).set(bearer(admin)).expect(200)).body._count
        .cylinders,
    ).toBe(1);
  });

  describe('list dialect', () => {
    let suite: TestApp;
    let token: Account;
    const list = (query: Record<string, unknown>) =>
      suite
        .http()
        .get('/api/refrigerants')
        .query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))
        .set(bearer(token));
    const names = (res: { body: { name: string }[] }) => res.body.map((r) => r.name);

    beforeAll(async () => {
      suite = await createTestApp();
      ({ admin: token } = await adminAndFitter(suite));
      for (const [name, type, gwp] of [
        ['R-32', 'HFC', 675],
        ['R-410A', 'HFC', 2088],
        ['R-1234yf', 'HFO', 4],
        ['R-744', 'Natural', 1],
        ['R-290', 'Natural', 3],
        ['R-22', 'HCFC', 1810],
        ['Mystery 50%', 'Other', null],
      ] as const) {
        await suite.http().post('/api/refrigerants').set(bearer(token)).send({ name, type, gwp }).expect(201);
      }
    });
    afterAll(() => suite.close());

    it('answers the whole list sorted by name with Content-Range', async () => {
      const res = await list({}).expect(200);
      expect(res.headers['content-range']).toBe('refrigerants 0-6/7');
      expect(names(res)).toEqual(['Mystery 50%', 'R-1234yf', 'R-22', 'R-290', 'R-32', 'R-410A', 'R-744']);
    });

    it('sorts by each sortable field, unknown GWP last', async () => {
      expect(names(await list({ sort: ['gwp', 'DESC'] }).expect(200))).toEqual([
        'R-410A',
        'R-22',
        'R-32',
        'R-1234yf',
        'R-290',
        'R-744',
        'Mystery 50%',
      ]);
      expect(names(await list({ sort: ['gwp', 'ASC'] }).expect(200))).toEqual([
        'R-744',
        'R-290',
        'R-1234yf',
        'R-32',
        'R-22',
        'R-410A',
        'Mystery 50%',
      ]);
      expect(names(await list({ sort: ['name', 'DESC'] }).expect(200))[0]).toBe('R-744');
      expect(names(await list({ sort: ['type', 'ASC'] }).expect(200))[0]).toBe('R-22');
      expect(names(await list({ sort: ['id', 'DESC'] }).expect(200))[0]).toBe('Mystery 50%');
      expect(names(await list({ sort: ['createdAt', 'ASC'] }).expect(200))[0]).toBe('R-32');
    });

    it('sorts by the number of cylinders using each, both ways, ties by id', async () => {
      const all = (await list({}).expect(200)).body as { id: number; name: string }[];
      const idOf = (name: string) => all.find((r) => r.name === name)!.id;
      const uses: [string, number][] = [
        ['R-744', 2],
        ['R-22', 1],
      ];
      for (const [name, n] of uses) {
        for (let i = 0; i < n; i++) {
          await suite.sql(
            `insert into cylinders (serial_number, gas_type, refrigerant_id, delivery_weight, tare_weight) values ($1, $2, $3, 20, 10)`,
            [`SORT-${name}-${i}`, name, idOf(name)],
          );
        }
      }
      const desc = (await list({ sort: ['cylinders', 'DESC'] }).expect(200)).body as {
        name: string;
        _count: { cylinders: number };
      }[];
      expect(desc.slice(0, 2).map((r) => r.name)).toEqual(['R-744', 'R-22']);
      const counts = desc.map((r) => r._count.cylinders);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const asc = names(await list({ sort: ['cylinders', 'ASC'], range: [5, 6] }).expect(200));
      expect(asc).toEqual(['R-22', 'R-744']);
      await suite.sql(`delete from cylinders where serial_number like 'SORT-%'`);
    });

    it('counts the register by GWP band in the database, as the domain bands them', async () => {
      const stats = (await suite.http().get('/api/refrigerants/stats').set(bearer(token)).expect(200)).body;
      const all = (await list({}).expect(200)).body as { gwp: number | null }[];
      const expected = { total: all.length, low: 0, medium: 0, high: 0 };
      for (const r of all) {
        const band = gwpBand(r.gwp);
        if (band) expected[band.toLowerCase() as 'low' | 'medium' | 'high'] += 1;
      }
      expect(stats).toEqual(expected);
      expect(stats).toEqual({ total: 7, low: 4, medium: 1, high: 1 });
    });

    it('pages with range', async () => {
      const page = await list({ sort: ['gwp', 'DESC'], range: [2, 4] }).expect(200);
      expect(names(page)).toEqual(['R-32', 'R-1234yf', 'R-290']);
      expect(page.headers['content-range']).toBe('refrigerants 2-4/7');
      const beyond = await list({ range: [50, 59] }).expect(200);
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['content-range']).toBe('refrigerants */7');
    });

    it('filters by q (name or type, case-insensitive, wildcards literal), type and id', async () => {
      expect(names(await list({ filter: { q: 'natural' } }).expect(200))).toEqual(['R-290', 'R-744']);
      expect(names(await list({ filter: { q: '410a' } }).expect(200))).toEqual(['R-410A']);
      expect(names(await list({ filter: { q: '50%' } }).expect(200))).toEqual(['Mystery 50%']);
      expect(names(await list({ filter: { q: '%' } }).expect(200))).toEqual(['Mystery 50%']);
      const hfc = await list({ filter: { type: 'HFC' } }).expect(200);
      expect(names(hfc)).toEqual(['R-32', 'R-410A']);
      expect(hfc.headers['content-range']).toBe('refrigerants 0-1/2');
      expect(names(await list({ filter: { q: 'R-4', type: 'HFC' } }).expect(200))).toEqual(['R-410A']);

      const all = (await list({}).expect(200)).body as { id: number; name: string }[];
      const pick = all.filter((r) => r.name === 'R-22' || r.name === 'R-744').map((r) => r.id);
      expect(names(await list({ filter: { id: pick } }).expect(200))).toEqual(['R-22', 'R-744']);
      expect(names(await list({ filter: { id: pick[0] } }).expect(200))).toEqual(['R-22']);
    });

    it.each([
      ['an unknown sort field', { sort: '["colour","ASC"]' }],
      ['a bad sort order', { sort: '["name","UP"]' }],
      ['bad JSON', { filter: '{q:' }],
      ['an unknown filter', { filter: '{"gwp":5}' }],
      ['a bad type filter', { filter: '{"type":"XYZ"}' }],
      ['a bad id filter', { filter: '{"id":["abc"]}' }],
      ['a reversed range', { range: '[5,2]' }],
    ])('answers 400 for %s', async (_name, query) => {
      const res = await suite.http().get('/api/refrigerants').query(query).set(bearer(token)).expect(400);
      expect(res.body.code).toBe('INVALID_LIST_QUERY');
    });
  });

  it('bands any GWP in SQL exactly as the domain does, around both thresholds (property, fixed seed)', async () => {
    const suite = await createTestApp();
    try {
      const { admin: owner } = await adminAndFitter(suite);
      const near = (edge: number) => fc.integer({ min: Math.max(0, edge - 3), max: edge + 3 });
      const gwps = fc.sample(
        fc.oneof(near(GWP_MEDIUM_FROM), near(GWP_HIGH_FROM), fc.integer({ min: 0, max: 30000 })),
        { numRuns: 40, seed: 20261123 },
      );
      const expected = { total: gwps.length + 1, low: 0, medium: 0, high: 0 };
      for (const [i, gwp] of gwps.entries()) {
        await suite
          .http()
          .post('/api/refrigerants')
          .set(bearer(owner))
          .send({ name: `P-${i}`, type: 'HFC', gwp })
          .expect(201);
        expected[gwpBand(gwp)!.toLowerCase() as 'low' | 'medium' | 'high'] += 1;
      }
      await suite
        .http()
        .post('/api/refrigerants')
        .set(bearer(owner))
        .send({ name: 'P-unknown', type: 'Other' });
      const res = await suite.http().get('/api/refrigerants/stats').set(bearer(owner)).expect(200);
      expect(res.body).toEqual(expected);
    } finally {
      await suite.close();
    }
  });

  it('answers the stats to any signed-in user and 401 without a token', async () => {
    await t.http().get('/api/refrigerants/stats').expect(401);
    await t.http().get('/api/refrigerants/stats').set(bearer(fitter)).expect(200);
  });
});
