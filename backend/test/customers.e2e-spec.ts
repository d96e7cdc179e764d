import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { createRefrigerant } from './support/logs-fixtures';
import { createCustomer, createInstallation } from './support/installations-fixtures';

describe('customers', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  let refrigerantId: number;
  let counter = 0;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
    refrigerantId = await createRefrigerant(t, admin, 'R-410A', 2088);
  });
  afterAll(() => t.close());

  type Who = 'anonymous' | 'MONTEUR' | 'ADMIN';
  const as = (who: Who) => (who === 'ADMIN' ? bearer(admin) : who === 'MONTEUR' ? bearer(fitter) : {});

  describe('who may call what', () => {
    const cases: [string, Who, number][] = [
      ['GET /api/customers', 'anonymous', 401],
      ['GET /api/customers', 'MONTEUR', 200],
      ['GET /api/customers', 'ADMIN', 200],
      ['GET /api/customers/:id', 'anonymous', 401],
      ['GET /api/customers/:id', 'MONTEUR', 200],
      ['GET /api/customers/:id', 'ADMIN', 200],
      ['POST /api/customers', 'anonymous', 401],
      ['POST /api/customers', 'MONTEUR', 201],
      ['POST /api/customers', 'ADMIN', 201],
      ['PUT /api/customers/:id', 'anonymous', 401],
      ['PUT /api/customers/:id', 'MONTEUR', 200],
      ['PUT /api/customers/:id', 'ADMIN', 200],
      ['DELETE /api/customers/:id', 'anonymous', 401],
      ['DELETE /api/customers/:id', 'MONTEUR', 403],
      ['DELETE /api/customers/:id', 'ADMIN', 200],
    ];
    it.each(cases)('%s as %s → %i', async (route, who, status) => {
      const [method, pathTemplate] = route.split(' ');
      const path = pathTemplate.replace(':id', String(await createCustomer(t, admin)));
      let req = t.http()[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path).set(as(who));
      if (method === 'POST') req = req.send({ name: `Role customer ${++counter}` });
      if (method === 'PUT') req = req.send({ phone: '020 1234567' });
      const res = await req;
      expect(res.status).toBe(status);
      if (status >= 400) expect(res.body.code).toBe(status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
    });
  });

  it('creates, reads, updates and deletes a customer, answering DTOs', async () => {
    const created = await t
      .http()
      .post('/api/customers')
      .set(bearer(fitter))
      .send({
        name: '  Slagerij De Vries ',
        address: 'Dorpsstraat 1',
        contactPerson: 'Jan',
        email: 'jan@example.test',
        phone: '',
      })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Slagerij De Vries',
      address: 'Dorpsstraat 1',
      postcode: null,
      city: null,
      kvkNumber: null,
      contactPerson: 'Jan',
      email: 'jan@example.test',
      phone: null,
      installationCount: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const id = created.body.id;
    const updated = await t
      .http()
      .put(`/api/customers/${id}`)
      .set(bearer(fitter))
      .send({ contactPerson: null, phone: '+31 20 123 4567' })
      .expect(200);
    expect(updated.body).toMatchObject({
      name: 'Slagerij De Vries',
      contactPerson: null,
      phone: '+31 20 123 4567',
    });
    await t.http().get(`/api/customers/${id}`).set(bearer(fitter)).expect(200);
    const deleted = await t.http().delete(`/api/customers/${id}`).set(bearer(admin)).expect(200);
    expect(deleted.body.name).toBe('Slagerij De Vries');
    const gone = await t.http().get(`/api/customers/${id}`).set(bearer(admin)).expect(404);
    expect(gone.body.code).toBe('CUSTOMER_NOT_FOUND');
  });

  it('counts installations and refuses to delete a customer that has them (409 CUSTOMER_IN_USE)', async () => {
    const customerId = await createCustomer(t, admin);
    await createInstallation(t, admin, { customerId, refrigerantId });
    await createInstallation(t, admin, { customerId, refrigerantId });
    const shown = await t.http().get(`/api/customers/${customerId}`).set(bearer(fitter)).expect(200);
    expect(shown.body.installationCount).toBe(2);
    const refused = await t.http().delete(`/api/customers/${customerId}`).set(bearer(admin)).expect(409);
    expect(refused.body).toMatchObject({ code: 'CUSTOMER_IN_USE' });
    await t.http().get(`/api/customers/${customerId}`).set(bearer(admin)).expect(200);
  });

  it('lists with the ra-data-simple-rest dialect: search, sort, range and Content-Range', async () => {
    const tag = `Zoek${Date.now().toString(36)}`;
    for (const name of ['B', 'A', 'C']) await createCustomer(t, admin, { name: `${tag} ${name}` });
    await createCustomer(t, admin, { name: 'Other', address: `${tag} straat` });
    const res = await t
      .http()
      .get('/api/customers')
      .query({ filter: JSON.stringify({ q: tag }), sort: '["name","DESC"]', range: '[0,1]' })
      .set(bearer(fitter))
      .expect(200);
    expect(res.body.map((c: { name: string }) => c.name)).toEqual([`${tag} C`, `${tag} B`]);
    expect(res.headers['content-range']).toBe('customers 0-1/4');
    const bad = await t.http().get('/api/customers').query({ sort: '["nope","ASC"]' }).set(bearer(fitter));
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_LIST_QUERY');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no name', {}, 'name'],
    ['blank name', { name: '   ' }, 'name'],
    ['name too long', { name: 'x'.repeat(201) }, 'name'],
    ['bad e-mail', { name: 'X', email: 'not-an-email' }, 'email'],
    ['bad phone', { name: 'X', phone: 'call me' }, 'phone'],
    ['a number as name', { name: 12 }, 'name'],
    ['an unknown field', { name: 'X', vat: 'NL1' }, 'vat'],
    ['a KvK number of 7 digits', { name: 'X', kvkNumber: '1234567' }, 'kvkNumber'],
    ['a KvK number of 9 digits', { name: 'X', kvkNumber: '123456789' }, 'kvkNumber'],
    ['a KvK number with a letter', { name: 'X', kvkNumber: '6912345A' }, 'kvkNumber'],
    ['a KvK number as a JSON number', { name: 'X', kvkNumber: 69123456 }, 'kvkNumber'],
    ['a postcode with punctuation', { name: 'X', postcode: '1234/AB' }, 'postcode'],
    ['a postcode too long', { name: 'X', postcode: '1'.repeat(21) }, 'postcode'],
    ['a city too long', { name: 'X', city: 'x'.repeat(101) }, 'city'],
  ])('refuses %s with 400 and the field', async (_, body, field) => {
    const res = await t.http().post('/api/customers').set(bearer(fitter)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.fields ?? {}).join(',')).toContain(field);
  });

  describe('KvK number, postcode and city', () => {
    it.each([
      ['a Dutch postcode in any case, without space', { postcode: '1234ab' }, { postcode: '1234 AB' }],
      ['a Dutch postcode with spaces around', { postcode: ' 9999  zz ' }, { postcode: '9999 ZZ' }],
      ['a Belgian postcode, as typed', { postcode: 'B-2000' }, { postcode: 'B-2000' }],
      ['a British postcode, inner spaces single', { postcode: 'SW1A  1AA' }, { postcode: 'SW1A 1AA' }],
      ['a KvK number grouped with spaces', { kvkNumber: '6912 3456' }, { kvkNumber: '69123456' }],
      ['a KvK number grouped with dots', { kvkNumber: '69.12.34.56' }, { kvkNumber: '69123456' }],
      ['a city, trimmed', { city: '  Zwolle ' }, { city: 'Zwolle' }],
      [
        'empty texts',
        { postcode: '', city: ' ', kvkNumber: '' },
        { postcode: null, city: null, kvkNumber: null },
      ],
    ])('stores %s in its normal form, on create and on edit', async (_, input, stored) => {
      const created = await t
        .http()
        .post('/api/customers')
        .set(bearer(fitter))
        .send({ name: `Klant ${counter++}`, ...input })
        .expect(201);
      expect(created.body).toMatchObject(stored);
      const other = await createCustomer(t, fitter);
      const edited = await t
        .http()
        .put(`/api/customers/${other}`)
        .set(bearer(fitter))
        .send(input)
        .expect(200);
      expect(edited.body).toMatchObject(stored);
      const [row] = await t.sql(
        'select postcode, city, kvk_number as "kvkNumber" from customers where id = $1',
        [other],
      );
      expect(row).toMatchObject(stored);
    });

    it('an edit that sends only the old address keeps postcode, city and KvK; null clears them', async () => {
      const id = (
        await t
          .http()
          .post('/api/customers')
          .set(bearer(fitter))
          .send({
            name: `Klant ${counter++}`,
            address: 'Kade 1',
            postcode: '8011AB',
            city: 'Zwolle',
            kvkNumber: '12345678',
          })
          .expect(201)
      ).body.id;
      const kept = await t
        .http()
        .put(`/api/customers/${id}`)
        .set(bearer(fitter))
        .send({ address: 'Kade 2' })
        .expect(200);
      expect(kept.body).toMatchObject({
        address: 'Kade 2',
        postcode: '8011 AB',
        city: 'Zwolle',
        kvkNumber: '12345678',
      });
      const cleared = await t
        .http()
        .put(`/api/customers/${id}`)
        .set(bearer(fitter))
        .send({ postcode: null, city: null, kvkNumber: null })
        .expect(200);
      expect(cleared.body).toMatchObject({ address: 'Kade 2', postcode: null, city: null, kvkNumber: null });
    });

    it('filters by city (any case) and KvK number, searches postcode and city, sorts by city', async () => {
      const city = `Plaats${Date.now().toString(36)}`;
      const made: number[] = [];
      for (const [name, kvkNumber, postcode] of [
        ['Gamma', '11112222', '1111 AA'],
        ['Alfa', '33334444', '2222 BB'],
      ])
        made.push(
          (
            await t
              .http()
              .post('/api/customers')
              .set(bearer(fitter))
              .send({ name: `${city} ${name}`, city, kvkNumber, postcode })
              .expect(201)
          ).body.id,
        );
      const list = async (filter: object, sort = '["name","ASC"]') =>
        (
          await t
            .http()
            .get('/api/customers')
            .query({ filter: JSON.stringify(filter), sort })
            .set(bearer(fitter))
            .expect(200)
        ).body.map((c: { id: number }) => c.id);
      expect(await list({ city: city.toUpperCase() })).toEqual([made[1], made[0]]);
      expect(await list({ city, kvkNumber: '3333 4444' })).toEqual([made[1]]);
      expect(await list({ q: '2222 bb' })).toEqual([made[1]]);
      expect(await list({ q: city }, '["city","ASC"]')).toEqual(expect.arrayContaining(made));
      const bad = await t
        .http()
        .get('/api/customers')
        .query({ filter: JSON.stringify({ city: 12 }) })
        .set(bearer(fitter));
      expect(bad.body.code).toBe('INVALID_LIST_QUERY');
    });
  });
});
