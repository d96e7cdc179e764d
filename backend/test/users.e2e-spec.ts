import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, createAccount, type Account } from './support/accounts';

describe('users', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
  });
  afterAll(() => t.close());

  type Who = 'anonymous' | 'MONTEUR' | 'ADMIN';
  const as = (who: Who) => (who === 'ADMIN' ? bearer(admin) : who === 'MONTEUR' ? bearer(fitter) : {});

  describe('who may call what', () => {
    const cases: [string, Who, number][] = [
      ['GET /api/users', 'anonymous', 401],
      ['GET /api/users', 'MONTEUR', 200],
      ['GET /api/users', 'ADMIN', 200],
      ['GET /api/users/:admin', 'anonymous', 401],
      ['GET /api/users/:admin', 'MONTEUR', 200],
      ['POST /api/users', 'anonymous', 401],
      ['POST /api/users', 'MONTEUR', 403],
      ['POST /api/users', 'ADMIN', 201],
      ['PUT /api/users/:fitter', 'anonymous', 401],
      ['PUT /api/users/:fitter', 'MONTEUR', 403],
      ['PUT /api/users/:fitter', 'ADMIN', 200],
      ['DELETE /api/users/:other', 'anonymous', 401],
      ['DELETE /api/users/:other', 'MONTEUR', 403],
      ['DELETE /api/users/:other', 'ADMIN', 200],
    ];
    it.each(cases)('%s as %s → %i', async (route, who, status) => {
      const [method, pathTemplate] = route.split(' ');
      let path = pathTemplate.replace(':admin', String(admin.id)).replace(':fitter', String(fitter.id));
      if (path.includes(':other'))
        path = path.replace(':other', String((await createAccount(t, admin, 'MONTEUR')).id));
      let req = t.http()[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path).set(as(who));
      if (method === 'POST')
        req = req.send({
          name: 'New One',
          email: `new-${Date.now()}-${Math.random()}@example.test`,
          password: 'password-9',
          role: 'MONTEUR',
        });
      if (method === 'PUT') req = req.send({ name: 'Monteur Mark' });
      const res = await req;
      expect(res.status).toBe(status);
    });
  });

  it('shows e-mail addresses to admins only', async () => {
    const asAdmin = await t.http().get('/api/users').set(bearer(admin)).expect(200);
    expect(new Date(asAdmin.body[0].createdAt).toISOString()).toBe(asAdmin.body[0].createdAt);
    expect(asAdmin.body[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      email: expect.any(String),
      role: expect.any(String),
      active: expect.any(Boolean),
      certificateNumber: null,
      certificateCategory: null,
      certificateValidUntil: null,
      createdAt: expect.any(String),
    });
    const asFitter = await t.http().get('/api/users').set(bearer(fitter)).expect(200);
    for (const user of asFitter.body)
      expect(Object.keys(user).sort()).toEqual([
        'active',
        'certificateCategory',
        'certificateNumber',
        'certificateValidUntil',
        'id',
        'name',
        'role',
      ]);
    const one = await t.http().get(`/api/users/${admin.id}`).set(bearer(fitter)).expect(200);
    expect(one.body.email).toBeUndefined();
    const search = await t
      .http()
      .get('/api/users')
      .query({ filter: JSON.stringify({ q: admin.email }) })
      .set(bearer(fitter))
      .expect(200);
    expect(search.body).toEqual([]);
  });

  it('keeps the role when an edit does not mention it, and defaults a new user to MONTEUR', async () => {
    const second = await createAccount(t, admin, 'ADMIN', 'Second Admin Keep');
    const res = await t
      .http()
      .put(`/api/users/${second.id}`)
      .set(bearer(admin))
      .send({ name: 'Renamed Admin' })
      .expect(200);
    expect(res.body.role).toBe('ADMIN');
    const created = await t
      .http()
      .post('/api/users')
      .set(bearer(admin))
      .send({ name: 'No Role', email: `norole-${Date.now()}@example.test`, password: 'password-1' })
      .expect(201);
    expect(created.body.role).toBe('MONTEUR');
    await t.http().delete(`/api/users/${second.id}`).set(bearer(admin)).expect(200);
  });

  it('leaves the password unchanged on an empty or missing one, and changes it when given', async () => {
    const user = await createAccount(t, admin, 'MONTEUR', 'Pieter');
    await t
      .http()
      .put(`/api/users/${user.id}`)
      .set(bearer(admin))
      .send({ name: 'Pieter P', password: '' })
      .expect(200);
    await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    await t
      .http()
      .put(`/api/users/${user.id}`)
      .set(bearer(admin))
      .send({ password: 'brand-new-pw' })
      .expect(200);
    await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
    await t.http().post('/api/auth/login').send({ email: user.email, password: 'brand-new-pw' }).expect(200);
  });

  it('never lets the last admin be deleted, demoted or deactivated (409), nor yourself be deleted', async () => {
    const demote = await t
      .http()
      .put(`/api/users/${admin.id}`)
      .set(bearer(admin))
      .send({ role: 'MONTEUR' })
      .expect(409);
    expect(demote.body.code).toBe('LAST_ADMIN');
    await t.http().put(`/api/users/${admin.id}`).set(bearer(admin)).send({ active: false }).expect(409);
    const self = await t.http().delete(`/api/users/${admin.id}`).set(bearer(admin)).expect(409);
    expect(self.body.code).toBe('CANNOT_DELETE_SELF');

    const second = await createAccount(t, admin, 'ADMIN', 'Second Admin');
    const last = await t.http().delete(`/api/users/${admin.id}`).set(bearer(second)).expect(200);
    expect(last.body.id).toBe(admin.id);
    const refused = await t
      .http()
      .put(`/api/users/${second.id}`)
      .set(bearer(second))
      .send({ role: 'MONTEUR' })
      .expect(409);
    expect(refused.body.code).toBe('LAST_ADMIN');
    admin = second;
  });

  it('deactivates instead of erasing a user that records point to, and they can no longer sign in', async () => {
    const worker = await createAccount(t, admin, 'MONTEUR', 'Worker With Records');
    const [cylinder] = await t.sql<{ id: number }>(
      `insert into cylinders (serial_number, gas_type, delivery_weight, tare_weight) values ('U-1', 'R-32', 20, 10) returning id`,
    );
    await t.sql(
      `insert into log_entries (cylinder_id, mutation_type, weight, user_id, entered_by_id, date) values ($1, 'INSPECTION', 0, $2, $2, now())`,
      [cylinder.id, worker.id],
    );
    const res = await t.http().delete(`/api/users/${worker.id}`).set(bearer(admin)).expect(200);
    expect(res.body.active).toBe(false);
    expect(await t.sql('select id from users where id = $1', [worker.id])).toHaveLength(1);
    await t
      .http()
      .post('/api/auth/login')
      .send({ email: worker.email, password: worker.password })
      .expect(401);
    await t.http().get('/api/auth/me').set(bearer(worker)).expect(401);
  });

  it('answers 409 EMAIL_TAKEN for a duplicate e-mail in another case, 404 for an unknown id, 400 for a bad id', async () => {
    const dup = await t
      .http()
      .post('/api/users')
      .set(bearer(admin))
      .send({ name: 'Dup', email: fitter.email.toUpperCase(), password: 'password-1', role: 'MONTEUR' })
      .expect(409);
    expect(dup.body.code).toBe('EMAIL_TAKEN');
    await t.http().get('/api/users/999999').set(bearer(admin)).expect(404);
    for (const id of ['abc', '-1', '1.5', '99999999999', '0']) {
      const res = await t.http().get(`/api/users/${id}`).set(bearer(admin)).expect(400);
      expect(res.body.code).toBe('INVALID_ID');
    }
  });

  it('validates bodies: unknown fields, bad types and bad values are 400 with field messages', async () => {
    const unknown = await t
      .http()
      .post('/api/users')
      .set(bearer(admin))
      .send({ name: 'X', email: 'x1@example.test', password: 'password-1', role: 'MONTEUR', isAdmin: true })
      .expect(400);
    expect(unknown.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { isAdmin: [expect.stringMatching(/should not exist/)] },
    });
    const nulls = await t
      .http()
      .put(`/api/users/${fitter.id}`)
      .set(bearer(admin))
      .send({ name: null, email: null })
      .expect(400);
    expect(Object.keys(nulls.body.fields).sort()).toEqual(['email', 'name']);
    const types = await t
      .http()
      .post('/api/users')
      .set(bearer(admin))
      .send({ name: 42, email: 'not-an-email', password: 'short', role: 'USER' })
      .expect(400);
    expect(Object.keys(types.body.fields).sort()).toEqual(['email', 'name', 'password', 'role']);
  });

  describe('list dialect', () => {
    beforeAll(async () => {
      for (const name of ['Zeger', 'Bram', 'Carla']) await createAccount(t, admin, 'MONTEUR', name);
    });

    it('sorts, pages and answers Content-Range', async () => {
      const res = await t
        .http()
        .get('/api/users')
        .query({ sort: '["name","DESC"]', range: '[0,1]' })
        .set(bearer(admin))
        .expect(200);
      expect(res.body).toHaveLength(2);
      expect(res.body[0].name).toBe('Zeger');
      const total = (await t.sql<{ n: string }>('select count(*) as n from users'))[0].n;
      expect(res.headers['content-range']).toBe(`users 0-1/${total}`);
      const page2 = await t
        .http()
        .get('/api/users')
        .query({ sort: '["name","DESC"]', range: '[2,3]' })
        .set(bearer(admin))
        .expect(200);
      expect(page2.headers['content-range']).toBe(`users 2-3/${total}`);
      expect(page2.body.map((u: { id: number }) => u.id)).not.toContain(res.body[0].id);
    });

    it('filters by q, role, active and id list; the whole array without parameters', async () => {
      const q = await t
        .http()
        .get('/api/users')
        .query({ filter: '{"q":"bra"}' })
        .set(bearer(admin))
        .expect(200);
      expect(q.body.map((u: { name: string }) => u.name)).toEqual(['Bram']);
      const admins = await t
        .http()
        .get('/api/users')
        .query({ filter: '{"role":"ADMIN"}' })
        .set(bearer(admin))
        .expect(200);
      expect(admins.body.every((u: { role: string }) => u.role === 'ADMIN')).toBe(true);
      const ids = await t
        .http()
        .get('/api/users')
        .query({ filter: JSON.stringify({ id: [admin.id, fitter.id] }) })
        .set(bearer(admin))
        .expect(200);
      expect(ids.body.map((u: { id: number }) => u.id).sort()).toEqual([admin.id, fitter.id].sort());
      const all = await t.http().get('/api/users').set(bearer(admin)).expect(200);
      expect(all.body.length).toBeGreaterThanOrEqual(5);
      expect(all.headers['content-range']).toMatch(/^users 0-\d+\/\d+$/);
    });

    it.each([
      ['sort', 'not json'],
      ['sort', '["password","ASC"]'],
      ['sort', '["name","SIDEWAYS"]'],
      ['range', '[5,2]'],
      ['range', '[0,5000]'],
      ['range', '{"a":1}'],
      ['filter', '[1,2]'],
      ['filter', '{"password":"x"}'],
      ['filter', '{"active":"maybe"}'],
      ['filter', '{"role":"ROOT"}'],
    ])('answers 400 for %s=%s', async (param, value) => {
      const res = await t
        .http()
        .get('/api/users')
        .query({ [param]: value })
        .set(bearer(admin))
        .expect(400);
      expect(res.body.code).toBe('INVALID_LIST_QUERY');
    });
  });
});
