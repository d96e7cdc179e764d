import { UsersService } from '../src/users/users.service';
import { createTestApp, type TestApp } from './support/test-app';

describe('initial administrator from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  let t: TestApp;
  const email = 'Boss@Example.test';
  const password = 'initial-admin-password';
  beforeAll(async () => {
    // REGISTRATION=open: the last test is about who a later self-registration becomes.
    t = await createTestApp({
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: password,
      ADMIN_NAME: 'Boss',
      REGISTRATION: 'open',
    });
  });
  afterAll(() => t.close());

  it('creates the admin once: it signs in as ADMIN, and a second start changes nothing', async () => {
    await t.app.get(UsersService).ensureInitialAdmin();
    const login = await t
      .http()
      .post('/api/auth/login')
      .send({ email: email.toLowerCase(), password })
      .expect(200);
    expect(login.body.user).toMatchObject({ email: 'boss@example.test', role: 'ADMIN', active: true });

    const [before] = await t.sql<{ id: number; password_hash: string }>(
      'select id, password_hash from users where email = $1',
      ['boss@example.test'],
    );
    await t.app.get(UsersService).ensureInitialAdmin();
    await Promise.all([
      t.app.get(UsersService).ensureInitialAdmin(),
      t.app.get(UsersService).ensureInitialAdmin(),
    ]);
    const users = await t.sql<{ id: number; password_hash: string }>('select id, password_hash from users');
    expect(users).toEqual([before]);
    await t.http().post('/api/auth/login').send({ email, password }).expect(200);
  });

  it('makes the next self-registration a MONTEUR, not the "first account"', async () => {
    const res = await t
      .http()
      .post('/api/auth/register')
      .send({ email: 'first-visitor@example.test', password: 'visitor-password', name: 'Visitor' })
      .expect(201);
    expect(res.body.user.role).toBe('MONTEUR');
  });
});
