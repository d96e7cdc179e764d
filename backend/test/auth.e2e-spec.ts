import { createHmac } from 'node:crypto';
import { createTestApp, startInstance, type Instance, type TestApp } from './support/test-app';
import { bearer, createAccount, registerFirstAdmin } from './support/accounts';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function signHs256(payload: object, secret: string, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const unsigned = `${b64(header)}.${b64(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('auth', () => {
  let t: TestApp;
  beforeEach(async () => {
    // REGISTRATION=open: these tests are about registration as the admin setting allows it (on until
    // switched off); the default (off after the first account) has its own suite below.
    t = await createTestApp({
      LOGIN_MAX_ATTEMPTS: '3',
      LOGIN_MAX_ATTEMPTS_PER_CLIENT: '6',
      REGISTRATION: 'open',
    });
  });
  afterEach(() => t.close());

  it('makes the first account ADMIN and later ones MONTEUR; sign-in and /me answer the same user', async () => {
    const first = await t
      .http()
      .post('/api/auth/register')
      .send({ email: 'First@Example.com ', password: 'password-1', name: ' Eva ' })
      .expect(201);
    expect(first.body.user).toEqual({
      id: expect.any(Number),
      name: 'Eva',
      email: 'first@example.com',
      role: 'ADMIN',
      active: true,
      certificateNumber: null,
      certificateCategory: null,
      certificateValidUntil: null,
      createdAt: expect.any(String),
    });
    const second = await t
      .http()
      .post('/api/auth/register')
      .send({ email: 'second@example.com', password: 'password-2', name: 'Sam', role: 'MONTEUR' })
      .expect(201);
    expect(second.body.user.role).toBe('MONTEUR');

    const login = await t
      .http()
      .post('/api/auth/login')
      .send({ email: 'FIRST@example.com', password: 'password-1' })
      .expect(200);
    expect(login.body.user.id).toBe(first.body.user.id);
    const me = await t
      .http()
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${login.body.token}`)
      .expect(200);
    expect(me.body).toEqual(first.body.user);
    expect(JSON.stringify([first.body, login.body, me.body])).not.toMatch(/password|hash|argon/i);
  });

  it('makes exactly one ADMIN when the first registrations race', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t
          .http()
          .post('/api/auth/register')
          .send({ email: `race${i}@example.com`, password: 'password-1', name: `Racer ${i}` }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(results.filter((r) => r.body.user.role === 'ADMIN')).toHaveLength(1);
  });

  it('refuses a registration that asks for ADMIN (403), a duplicate e-mail in any case (409) and closed registration (403)', async () => {
    await registerFirstAdmin(t);
    const admin = await t
      .http()
      .post('/api/auth/register')
      .send({ email: 'x@example.com', password: 'password-1', name: 'X', role: 'ADMIN' })
      .expect(403);
    expect(admin.body.code).toBe('REGISTRATION_ADMIN_FORBIDDEN');
    await t
      .http()
      .post('/api/auth/register')
      .send({ email: 'dup@example.com', password: 'password-1', name: 'D' })
      .expect(201);
    const dup = await t
      .http()
      .post('/api/auth/register')
      .send({ email: 'DUP@example.com', password: 'password-1', name: 'D2' })
      .expect(409);
    expect(dup.body.code).toBe('EMAIL_TAKEN');
  });

  it('answers 403 REGISTRATION_CLOSED when the admin switched registration off', async () => {
    const admin = await registerFirstAdmin(t);
    await t.http().put('/api/settings').set(bearer(admin)).send({ registrationOpen: false }).expect(200);
    const closed = await t
      .http()
      .post('/api/auth/register')
      .send({ email: 'late@example.com', password: 'password-1', name: 'Late' })
      .expect(403);
    expect(closed.body).toMatchObject({
      code: 'REGISTRATION_CLOSED',
      error: expect.stringMatching(/closed/i),
    });
    expect((await t.http().get('/api/settings/public').expect(200)).body.registrationOpen).toBe(false);
  });

  it('answers wrong credentials with one generic 401, whether or not the e-mail exists', async () => {
    const admin = await registerFirstAdmin(t);
    const wrongPassword = await t
      .http()
      .post('/api/auth/login')
      .send({ email: admin.email, password: 'nope-nope' })
      .expect(401);
    const unknownEmail = await t
      .http()
      .post('/api/auth/login')
      .send({ email: 'ghost@example.com', password: 'nope-nope' })
      .expect(401);
    expect(wrongPassword.body.error).toBe(unknownEmail.body.error);
    expect(wrongPassword.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('throttles sign-in per account (429) and a forged X-Forwarded-For does not reset it', async () => {
    const admin = await registerFirstAdmin(t);
    for (let i = 0; i < 3; i++) {
      await t
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-For', `10.0.0.${i}`)
        .send({ email: admin.email, password: 'wrong-one' })
        .expect(401);
    }
    const blocked = await t
      .http()
      .post('/api/auth/login')
      .set('X-Forwarded-For', '10.9.9.9')
      .send({ email: admin.email, password: admin.password })
      .expect(429);
    expect(blocked.body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('throttles sign-in per client across accounts', async () => {
    await registerFirstAdmin(t);
    for (let i = 0; i < 6; i++) {
      await t
        .http()
        .post('/api/auth/login')
        .send({ email: `nobody${i}@example.com`, password: 'wrong-one' })
        .expect(401);
    }
    await t
      .http()
      .post('/api/auth/login')
      .send({ email: 'another@example.com', password: 'wrong-one' })
      .expect(429);
  });

  describe('tokens', () => {
    it.each([
      ['no header', undefined],
      ['garbage', 'Bearer not-a-jwt'],
      ['wrong scheme', 'Basic abc'],
    ])('refuses %s with 401', async (_name, header) => {
      const req = t.http().get('/api/auth/me');
      if (header) req.set('Authorization', header);
      const res = await req.expect(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    });

    it('refuses a forged, expired, alg:none, tampered or deleted-user token with 401', async () => {
      const admin = await registerFirstAdmin(t);
      const secret = t.config.jwtSecret;
      const now = Math.floor(Date.now() / 1000);
      const expired = signHs256({ sub: admin.id, tv: 0, iat: now - 7200, exp: now - 3600 }, secret);
      const forged = signHs256(
        { sub: admin.id, tv: 0, iat: now, exp: now + 3600 },
        'another-secret-another-secret-1234',
      );
      const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: admin.id, tv: 0, iat: now, exp: now + 3600 })}.`;
      const [header, , signature] = admin.token.split('.');
      const tampered = `${header}.${b64({ sub: admin.id + 1, tv: 0, iat: now, exp: now + 3600 })}.${signature}`;
      const valid = signHs256({ sub: admin.id, tv: 0, iat: now, exp: now + 3600 }, secret);
      await t.http().get('/api/auth/me').set('Authorization', `Bearer ${valid}`).expect(200);
      for (const token of [expired, forged, none, tampered]) {
        await t.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
      }

      const fitter = await createAccount(t, admin, 'MONTEUR');
      await t.http().get('/api/auth/me').set(bearer(fitter)).expect(200);
      await t.http().delete(`/api/users/${fitter.id}`).set(bearer(admin)).expect(200);
      await t.http().get('/api/auth/me').set(bearer(fitter)).expect(401);
    });
  });

  describe('own profile', () => {
    it('changes name and e-mail; a password change needs the current password and ends older tokens', async () => {
      const admin = await registerFirstAdmin(t);
      const renamed = await t
        .http()
        .put('/api/auth/me')
        .set(bearer(admin))
        .send({ name: 'Anna B', email: 'anna.b@example.com' })
        .expect(200);
      expect(renamed.body.user).toMatchObject({ name: 'Anna B', email: 'anna.b@example.com' });

      const missing = await t
        .http()
        .put('/api/auth/me')
        .set(bearer(admin))
        .send({ newPassword: 'new-password-1' })
        .expect(400);
      expect(missing.body.code).toBe('CURRENT_PASSWORD_REQUIRED');
      const wrong = await t
        .http()
        .put('/api/auth/me')
        .set(bearer(admin))
        .send({ currentPassword: 'nope-nope', newPassword: 'new-password-1' })
        .expect(400);
      expect(wrong.body.code).toBe('CURRENT_PASSWORD_WRONG');

      const changed = await t
        .http()
        .put('/api/auth/me')
        .set(bearer(admin))
        .send({ currentPassword: admin.password, newPassword: 'new-password-1' })
        .expect(200);
      await t.http().get('/api/auth/me').set(bearer(admin)).expect(401);
      await t.http().get('/api/auth/me').set('Authorization', `Bearer ${changed.body.token}`).expect(200);
      await t
        .http()
        .post('/api/auth/login')
        .send({ email: 'anna.b@example.com', password: 'new-password-1' })
        .expect(200);
    });
  });

  describe('sign-ins racing', () => {
    let racing: TestApp;
    let server: Instance;
    beforeAll(async () => {
      racing = await createTestApp({ LOGIN_MAX_ATTEMPTS: '100', LOGIN_MAX_ATTEMPTS_PER_CLIENT: '100' });
      // A listening server, so the tabs' requests really overlap (each request to an unstarted one
      // starts and stops a server of its own).
      server = await startInstance(racing);
    });
    afterAll(async () => {
      await server.close();
      await racing.close();
    });

    it('one account signing in from many tabs at once always gets in (taking and giving back places never deadlock)', async () => {
      const admin = await registerFirstAdmin(racing);
      // Sixteen tabs, each signing in again as soon as it is answered: one tab's giving back overlaps the
      // others' taking, as it does when a fitter's phone and laptop sign in together.
      const statuses: number[] = [];
      const tab = async () => {
        for (let i = 0; i < 40; i++) {
          const answer = await server
            .http()
            .post('/api/auth/login')
            .send({ email: admin.email, password: admin.password });
          statuses.push(answer.status);
        }
      };
      await Promise.all(Array.from({ length: 16 }, tab));
      expect(statuses).toHaveLength(640);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    });
  });
});

describe('self-registration after the first account, per REGISTRATION', () => {
  const visitor = (name: string) => ({
    email: `${name.toLowerCase()}-${Date.now()}@example.test`,
    password: 'visitor-password',
    name,
  });
  const publicOpen = async (t: TestApp) =>
    (await t.http().get('/api/settings/public').expect(200)).body.registrationOpen as boolean;

  // [REGISTRATION, sign-up offered on the empty database, a visitor after the first account, the
  //  admin's settings page, a visitor once the admin switched it on]
  it.each([
    ['unset', {}, true, 403, false, 201],
    ['open', { REGISTRATION: 'open' }, true, 201, true, 201],
    ['closed', { REGISTRATION: 'closed' }, false, 403, false, 403],
  ] as const)(
    'REGISTRATION %s: empty database offers sign-up %p, a visitor after the first account gets %i, the setting reads %p, after an admin switches it on %i',
    async (_mode, env, offeredWhenEmpty, afterFirst, settingShown, afterOpened) => {
      const t = await createTestApp(env);
      try {
        expect(await publicOpen(t)).toBe(offeredWhenEmpty);
        // The first account of an empty database always registers and becomes ADMIN.
        const admin = await registerFirstAdmin(t);
        expect(admin.role).toBe('ADMIN');

        const first = await t.http().post('/api/auth/register').send(visitor('Stranger'));
        expect(first.status).toBe(afterFirst);
        if (afterFirst === 403) expect(first.body.code).toBe('REGISTRATION_CLOSED');
        else expect(first.body.user.role).toBe('MONTEUR');
        expect(await publicOpen(t)).toBe(afterFirst === 201);
        expect(
          (await t.http().get('/api/settings').set(bearer(admin)).expect(200)).body.registrationOpen,
        ).toBe(settingShown);

        await t.http().put('/api/settings').set(bearer(admin)).send({ registrationOpen: true }).expect(200);
        const later = await t.http().post('/api/auth/register').send(visitor('Fitter'));
        expect(later.status).toBe(afterOpened);
        if (afterOpened === 201) expect(later.body.user.role).toBe('MONTEUR');
        else expect(later.body.code).toBe('REGISTRATION_CLOSED');
        expect(await publicOpen(t)).toBe(afterOpened === 201);
      } finally {
        await t.close();
      }
    },
  );

  it('by default the admin creates fitters in the users register, who sign in at once', async () => {
    const t = await createTestApp();
    try {
      const admin = await registerFirstAdmin(t);
      const fitter = await createAccount(t, admin, 'MONTEUR', 'Monteur Mila');
      expect(fitter.role).toBe('MONTEUR');
      const me = await t.http().get('/api/auth/me').set(bearer(fitter)).expect(200);
      expect(me.body).toMatchObject({ name: 'Monteur Mila', role: 'MONTEUR', active: true });
      expect(await publicOpen(t)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
