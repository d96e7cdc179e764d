import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, registerFirstAdmin, type Account } from './support/accounts';
import { createCylinder } from './support/logs-fixtures';
import { runScript } from './support/child-script';

/**
 * The database the app runs on is emptied under it (its schema dropped: a restore gone wrong). Every API
 * call then answers 503 SCHEMA_OUTDATED, as readiness says, never a 500; once the schema is migrated back
 * the app answers again, without a restart.
 */
describe('the schema dropped under a running app', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  let cylinderId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
    cylinderId = await createCylinder(t, admin);
    // Warm what the app caches (sessions, settings, dashboard): a cached answer must not hide the loss.
    await t.http().get('/api/settings/public').expect(200);
    await t.http().get('/api/stats/dashboard').set(bearer(fitter)).expect(200);
  }, 60_000);
  afterAll(() => t.close());

  const calls: [string, (a: Account) => Promise<{ status: number; body: { code?: string } }>][] = [
    [
      'GET /api/cylinders',
      (a) =>
        t
          .http()
          .get('/api/cylinders')
          .set(bearer(a))
          .then((r) => r),
    ],
    [
      'GET /api/cylinders/:id',
      (a) =>
        t
          .http()
          .get(`/api/cylinders/${cylinderId}`)
          .set(bearer(a))
          .then((r) => r),
    ],
    [
      'POST /api/logs',
      (a) =>
        t
          .http()
          .post('/api/logs')
          .set(bearer(a))
          .send({ cylinderId, mutationType: 'INSPECTION' })
          .then((r) => r),
    ],
    [
      'GET /api/stats/dashboard',
      (a) =>
        t
          .http()
          .get('/api/stats/dashboard')
          .set(bearer(a))
          .then((r) => r),
    ],
    [
      'GET /api/settings/public',
      () =>
        t
          .http()
          .get('/api/settings/public')
          .then((r) => r),
    ],
    [
      'GET /api/settings',
      (a) =>
        t
          .http()
          .get('/api/settings')
          .set(bearer(a))
          .then((r) => r),
    ],
    [
      'GET /api/auth/me',
      (a) =>
        t
          .http()
          .get('/api/auth/me')
          .set(bearer(a))
          .then((r) => r),
    ],
    [
      'GET /api/customers',
      (a) =>
        t
          .http()
          .get('/api/customers')
          .set(bearer(a))
          .then((r) => r),
    ],
    [
      'GET /api/installations',
      (a) =>
        t
          .http()
          .get('/api/installations')
          .set(bearer(a))
          .then((r) => r),
    ],
    [
      'POST /api/auth/login',
      (a) =>
        t
          .http()
          .post('/api/auth/login')
          .send({ email: a.email, password: a.password })
          .then((r) => r),
    ],
    [
      'POST /api/auth/register',
      () =>
        t
          .http()
          .post('/api/auth/register')
          .send({ email: 'late@example.test', password: 'password-1', name: 'Late' })
          .then((r) => r),
    ],
    [
      'GET /api/health/ready',
      () =>
        t
          .http()
          .get('/api/health/ready')
          .then((r) => r),
    ],
  ];

  it('answers every call 503 SCHEMA_OUTDATED while it is gone, and again once it is migrated back', async () => {
    await t.sql('drop schema public cascade');
    await t.sql('create schema public');

    // The first call that reaches the database finds its table missing; every call after it, whether its
    // answer would have come from a cache or not, is refused the same way.
    for (const who of [fitter, admin]) {
      for (const [name, call] of calls) {
        const res = await call(who);
        expect({ name, status: res.status, code: res.body.code }).toEqual({
          name,
          status: 503,
          code: 'SCHEMA_OUTDATED',
        });
      }
    }
    // Liveness: the process answers and reaches its database.
    await t.http().get('/api/health').expect(200);

    const migrated = await runScript('migrate.mjs', { DATABASE_URL: t.databaseUrl });
    expect({ code: migrated.code, output: migrated.output }).toEqual({ code: 0, output: expect.any(String) });

    await t.http().get('/api/health/ready').expect(200);
    expect((await t.http().get('/api/settings/public').expect(200)).body.registrationOpen).toBe(true);
    // An empty register: the old accounts are gone, their cached sessions with them (401); the first new
    // account is the admin.
    await t.http().get('/api/cylinders').set(bearer(fitter)).expect(401);
    const boss = await registerFirstAdmin(t, 'Boss Again');
    expect(boss.role).toBe('ADMIN');
    await t.http().get('/api/cylinders').set(bearer(boss)).expect(200);
  }, 120_000);
});

describe('a table missing while the migrations say the schema is whole', () => {
  it('stays a 500 INTERNAL_ERROR on the call that needs it (readiness agrees the schema is current)', async () => {
    const t = await createTestApp();
    try {
      const admin = await registerFirstAdmin(t);
      await t.sql('drop table cylinder_register_size cascade');
      const res = await t.http().get('/api/cylinders').set(bearer(admin));
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 500, code: 'INTERNAL_ERROR' });
      await t.http().get('/api/health/ready').expect(200);
      await t.http().get('/api/refrigerants').set(bearer(admin)).expect(200);
    } finally {
      await t.close();
    }
  });
});
