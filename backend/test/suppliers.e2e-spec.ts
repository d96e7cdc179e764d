import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';

describe('suppliers', () => {
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
        .post('/api/suppliers')
        .set(bearer(admin))
        .send({ name: `Supplier ${++counter}`, ...body })
        .expect(201)
    ).body;
  /** The cylinders API is another module: a row straight in the table is enough to point to a supplier. */
  const insertCylinder = async (supplierId: number | null) =>
    (
      await t.sql<{ id: number }>(
        `insert into cylinders (serial_number, gas_type, supplier_id, delivery_weight, tare_weight) values ($1, 'R-32', $2, 20, 10) returning id`,
        [`SN-${++counter}`, supplierId],
      )
    )[0].id;

  describe('who may call what', () => {
    const cases: [string, Who, number][] = [
      ['GET /api/suppliers', 'anonymous', 401],
      ['GET /api/suppliers', 'MONTEUR', 200],
      ['GET /api/suppliers', 'ADMIN', 200],
      ['GET /api/suppliers/:id', 'anonymous', 401],
      ['GET /api/suppliers/:id', 'MONTEUR', 200],
      ['GET /api/suppliers/:id', 'ADMIN', 200],
      ['POST /api/suppliers', 'anonymous', 401],
      ['POST /api/suppliers', 'MONTEUR', 403],
      ['POST /api/suppliers', 'ADMIN', 201],
      ['PUT /api/suppliers/:id', 'anonymous', 401],
      ['PUT /api/suppliers/:id', 'MONTEUR', 403],
      ['PUT /api/suppliers/:id', 'ADMIN', 200],
      ['DELETE /api/suppliers/:id', 'anonymous', 401],
      ['DELETE /api/suppliers/:id', 'MONTEUR', 403],
      ['DELETE /api/suppliers/:id', 'ADMIN', 200],
    ];
    it.each(cases)('%s as %s → %i', async (route, who, status) => {
      const [method, pathTemplate] = route.split(' ');
      const path = pathTemplate.includes(':id')
        ? pathTemplate.replace(':id', String((await create()).id))
        : pathTemplate;
      let req = t.http()[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path).set(as(who));
      if (method === 'POST') req = req.send({ name: 'Role Supplier' });
      if (method === 'PUT') req = req.send({ phone: '020 1234567' });
      const res = await req;
      expect(res.status).toBe(status);
      if (status >= 400) expect(res.body.code).toBe(status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
    });
  });

  it('creates, reads, updates and deletes a supplier, answering DTOs', async () => {
    const body = {
      name: 'Koeltechniek BV',
      contactPerson: 'Petra Jansen',
      email: 'orders@koeltechniek.example',
      phone: '+31 (0)20-123 4567',
      address: 'Industrieweg 1\n1234 AB Amsterdam',
    };
    const created = await t.http().post('/api/suppliers').set(bearer(admin)).send(body).expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      ...body,
      createdAt: expect.any(String),
      _count: { cylinders: 0 },
    });
    expect(new Date(created.body.createdAt).toISOString()).toBe(created.body.createdAt);
    const id = created.body.id;

    expect((await t.http().get(`/api/suppliers/${id}`).set(bearer(fitter)).expect(200)).body).toEqual(
      created.body,
    );

    const updated = await t
      .http()
      .put(`/api/suppliers/${id}`)
      .set(bearer(admin))
      .send({ ...body, name: 'Koeltechniek B.V.', phone: null })
      .expect(200);
    expect(updated.body).toEqual({ ...created.body, name: 'Koeltechniek B.V.', phone: null });
    const partial = await t
      .http()
      .put(`/api/suppliers/${id}`)
      .set(bearer(admin))
      .send({ contactPerson: 'Kees' })
      .expect(200);
    expect(partial.body).toEqual({ ...updated.body, contactPerson: 'Kees' });

    expect((await t.http().delete(`/api/suppliers/${id}`).set(bearer(admin)).expect(200)).body).toEqual(
      partial.body,
    );
    await t.http().get(`/api/suppliers/${id}`).set(bearer(admin)).expect(404);
    const missing = await t
      .http()
      .put(`/api/suppliers/${id}`)
      .set(bearer(admin))
      .send({ name: 'Ghost' })
      .expect(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', error: 'Supplier not found' });
    await t.http().delete(`/api/suppliers/${id}`).set(bearer(admin)).expect(404);
  });

  it('trims text and stores empty optional fields as null, on create and update', async () => {
    const created = await t
      .http()
      .post('/api/suppliers')
      .set(bearer(admin))
      .send({
        name: '  Frost & Co  ',
        contactPerson: '   ',
        email: '',
        phone: ' 020 1234567 ',
        address: '\n',
      })
      .expect(201);
    expect(created.body).toMatchObject({
      name: 'Frost & Co',
      contactPerson: null,
      email: null,
      phone: '020 1234567',
      address: null,
    });
    const [row] = await t.sql(
      'select name, contact_person, email, phone, address from suppliers where id = $1',
      [created.body.id],
    );
    expect(row).toEqual({
      name: 'Frost & Co',
      contact_person: null,
      email: null,
      phone: '020 1234567',
      address: null,
    });

    const onlyName = await t
      .http()
      .post('/api/suppliers')
      .set(bearer(admin))
      .send({ name: 'Bare' })
      .expect(201);
    expect(onlyName.body).toMatchObject({ contactPerson: null, email: null, phone: null, address: null });

    const updated = await t
      .http()
      .put(`/api/suppliers/${created.body.id}`)
      .set(bearer(admin))
      .send({ contactPerson: ' Jan ', email: ' info@frost.example ', phone: '' })
      .expect(200);
    expect(updated.body).toMatchObject({
      name: 'Frost & Co',
      contactPerson: 'Jan',
      email: 'info@frost.example',
      phone: null,
      address: null,
    });
  });

  describe('validation', () => {
    it.each([
      ['missing name', {}, 'name'],
      ['blank name', { name: '  ' }, 'name'],
      ['name too long', { name: 'x'.repeat(201) }, 'name'],
      ['bad e-mail', { name: 'S', email: 'not-an-email' }, 'email'],
      ['e-mail not text', { name: 'S', email: 12 }, 'email'],
      ['letters in the phone', { name: 'S', phone: 'call me' }, 'phone'],
      ['too few digits', { name: 'S', phone: '123' }, 'phone'],
      ['phone too long', { name: 'S', phone: '1'.repeat(51) }, 'phone'],
      ['contact person too long', { name: 'S', contactPerson: 'x'.repeat(201) }, 'contactPerson'],
      ['address too long', { name: 'S', address: 'x'.repeat(1001) }, 'address'],
      ['unknown field', { name: 'S', website: 'https://x.example' }, 'website'],
    ])('refuses %s on create with 400 and the field', async (_name, body, field) => {
      const res = await t.http().post('/api/suppliers').set(bearer(admin)).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fields)).toEqual([field]);
    });

    it.each([
      ['name null', { name: null }, 'name'],
      ['blank name', { name: '' }, 'name'],
      ['bad e-mail', { email: 'a@' }, 'email'],
      ['unknown field', { _count: { cylinders: 1 } }, '_count'],
    ])('refuses %s on update with 400 and the field', async (_name, body, field) => {
      const { id } = await create();
      const res = await t.http().put(`/api/suppliers/${id}`).set(bearer(admin)).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fields)).toEqual([field]);
    });

    it.each(['abc', '-1', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
      expect((await t.http().get(`/api/suppliers/${id}`).set(bearer(admin)).expect(400)).body.code).toBe(
        'INVALID_ID',
      );
      await t.http().delete(`/api/suppliers/${id}`).set(bearer(admin)).expect(400);
    });
  });

  it('counts the cylinders of each supplier and refuses to delete one in use (409)', async () => {
    const used = await create({ name: 'Used Supplier' });
    const unused = await create({ name: 'Unused Supplier' });
    await insertCylinder(used.id);
    await insertCylinder(null);

    expect(
      (await t.http().get(`/api/suppliers/${used.id}`).set(bearer(fitter)).expect(200)).body._count,
    ).toEqual({ cylinders: 1 });
    const list = await t
      .http()
      .get('/api/suppliers')
      .query({ filter: JSON.stringify({ id: [used.id, unused.id] }) })
      .set(bearer(fitter))
      .expect(200);
    expect(
      list.body.map((s: { name: string; _count: { cylinders: number } }) => [s.name, s._count.cylinders]),
    ).toEqual([
      ['Unused Supplier', 0],
      ['Used Supplier', 1],
    ]);

    const refused = await t.http().delete(`/api/suppliers/${used.id}`).set(bearer(admin)).expect(409);
    expect(refused.body).toMatchObject({
      code: 'SUPPLIER_IN_USE',
      params: { name: 'Used Supplier', cylinders: 1 },
    });
    expect(refused.body.error).toMatch(/1 cylinder\b/);
    await t.http().get(`/api/suppliers/${used.id}`).set(bearer(admin)).expect(200);
    await t.http().delete(`/api/suppliers/${unused.id}`).set(bearer(admin)).expect(200);
  });

  describe('list dialect', () => {
    let suite: TestApp;
    let token: Account;
    const list = (query: Record<string, unknown>) =>
      suite
        .http()
        .get('/api/suppliers')
        .query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))
        .set(bearer(token));
    const names = (res: { body: { name: string }[] }) => res.body.map((s) => s.name);

    beforeAll(async () => {
      suite = await createTestApp();
      ({ admin: token } = await adminAndFitter(suite));
      for (const [name, contactPerson, email] of [
        ['Coolgas', 'Anna de Wit', 'sales@coolgas.example'],
        ['Airco Depot', null, 'INFO@airco.example'],
        ['Zuidkoel', 'Bram Zuid', null],
        ['Bright Cooling', 'Cora Koel', 'b@bright.example'],
      ] as const) {
        await suite
          .http()
          .post('/api/suppliers')
          .set(bearer(token))
          .send({ name, contactPerson, email })
          .expect(201);
      }
    });
    afterAll(() => suite.close());

    it('answers the whole list sorted by name with Content-Range', async () => {
      const res = await list({}).expect(200);
      expect(res.headers['content-range']).toBe('suppliers 0-3/4');
      expect(names(res)).toEqual(['Airco Depot', 'Bright Cooling', 'Coolgas', 'Zuidkoel']);
    });

    it('sorts by each sortable field, empty values last', async () => {
      expect(names(await list({ sort: ['name', 'DESC'] }).expect(200))).toEqual([
        'Zuidkoel',
        'Coolgas',
        'Bright Cooling',
        'Airco Depot',
      ]);
      expect(names(await list({ sort: ['contactPerson', 'ASC'] }).expect(200))).toEqual([
        'Coolgas',
        'Zuidkoel',
        'Bright Cooling',
        'Airco Depot',
      ]);
      expect(names(await list({ sort: ['email', 'ASC'] }).expect(200))).toEqual([
        'Bright Cooling',
        'Airco Depot',
        'Coolgas',
        'Zuidkoel',
      ]);
      expect(names(await list({ sort: ['id', 'ASC'] }).expect(200))).toEqual([
        'Coolgas',
        'Airco Depot',
        'Zuidkoel',
        'Bright Cooling',
      ]);
      expect(names(await list({ sort: ['createdAt', 'DESC'] }).expect(200))[0]).toBe('Bright Cooling');
    });

    it('sorts by phone, address and number of cylinders; filters on having cylinders; counts the stat cards', async () => {
      const all = (await list({}).expect(200)).body as { id: number; name: string }[];
      const idOf = (name: string) => all.find((x) => x.name === name)!.id;
      await suite
        .http()
        .put(`/api/suppliers/${idOf('Zuidkoel')}`)
        .set(bearer(token))
        .send({ phone: '+31 30 000 0001', address: 'Amsterdam' })
        .expect(200);
      await suite
        .http()
        .put(`/api/suppliers/${idOf('Coolgas')}`)
        .set(bearer(token))
        .send({ phone: '+31 20 000 0002', address: 'utrecht' })
        .expect(200);
      const linked: [string, number][] = [
        ['Airco Depot', 2],
        ['Coolgas', 1],
      ];
      for (const [name, n] of linked) {
        for (let i = 0; i < n; i++) {
          await suite.sql(
            `insert into cylinders (serial_number, gas_type, supplier_id, delivery_weight, tare_weight) values ($1, 'R-32', $2, 20, 10)`,
            [`SUP-${name}-${i}`, idOf(name)],
          );
        }
      }
      try {
        expect(names(await list({ sort: ['phone', 'ASC'] }).expect(200)).slice(0, 2)).toEqual([
          'Coolgas',
          'Zuidkoel',
        ]);
        expect(names(await list({ sort: ['address', 'DESC'] }).expect(200)).slice(0, 2)).toEqual([
          'Coolgas',
          'Zuidkoel',
        ]);
        expect(names(await list({ sort: ['cylinders', 'DESC'] }).expect(200)).slice(0, 2)).toEqual([
          'Airco Depot',
          'Coolgas',
        ]);
        const withAny = await list({ filter: { hasCylinders: true } }).expect(200);
        expect(names(withAny)).toEqual(['Airco Depot', 'Coolgas']);
        expect(withAny.headers['content-range']).toBe('suppliers 0-1/2');
        expect(names(await list({ filter: { hasCylinders: false } }).expect(200))).toEqual([
          'Bright Cooling',
          'Zuidkoel',
        ]);
        const stats = await suite.http().get('/api/suppliers/stats').set(bearer(token)).expect(200);
        expect(stats.body).toEqual({ total: 4, cylinders: 3, withCylinders: 2, withoutCylinders: 2 });
      } finally {
        await suite.sql(`delete from cylinders where serial_number like 'SUP-%'`);
      }
      const empty = await suite.http().get('/api/suppliers/stats').set(bearer(token)).expect(200);
      expect(empty.body).toEqual({ total: 4, cylinders: 0, withCylinders: 0, withoutCylinders: 4 });
    });

    it('pages with range', async () => {
      const page = await list({ range: [1, 2] }).expect(200);
      expect(names(page)).toEqual(['Bright Cooling', 'Coolgas']);
      expect(page.headers['content-range']).toBe('suppliers 1-2/4');
    });

    it('filters by q (name or contact person, case-insensitive) and id', async () => {
      expect(names(await list({ filter: { q: 'KOEL' } }).expect(200))).toEqual([
        'Bright Cooling',
        'Zuidkoel',
      ]);
      expect(names(await list({ filter: { q: 'anna' } }).expect(200))).toEqual(['Coolgas']);
      const res = await list({ filter: { q: 'cool' } }).expect(200);
      expect(names(res)).toEqual(['Bright Cooling', 'Coolgas']);
      expect(res.headers['content-range']).toBe('suppliers 0-1/2');
      const ids = (res.body as { id: number }[]).map((s) => s.id);
      expect(names(await list({ filter: { id: ids } }).expect(200))).toEqual(['Bright Cooling', 'Coolgas']);
      expect((await list({ filter: { q: 'nobody' } }).expect(200)).headers['content-range']).toBe(
        'suppliers */0',
      );
    });

    it.each([
      ['an unknown sort field', { sort: '["colour","ASC"]' }],
      ['a bad hasCylinders filter', { filter: '{"hasCylinders":"maybe"}' }],
      ['an unknown filter', { filter: '{"email":"x"}' }],
      ['bad JSON', { range: '[0,' }],
    ])('answers 400 for %s', async (_name, query) => {
      const res = await suite.http().get('/api/suppliers').query(query).set(bearer(token)).expect(400);
      expect(res.body.code).toBe('INVALID_LIST_QUERY');
    });
  });
});
