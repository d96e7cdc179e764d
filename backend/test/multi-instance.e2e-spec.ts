import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { ChangeFeedService } from '../src/database/change-feed.service';
import { LoginThrottleService } from '../src/auth/login-throttle.service';
import { createTestApp, startInstance, type Instance, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, createAccount, type Account } from './support/accounts';
import { createCylinder } from './support/logs-fixtures';

/**
 * Two API instances on one database, as two replicas behind a load balancer: what one instance does must
 * hold on the other at once (revocations, settings, throttling, the dashboard, idempotency keys).
 * Requests alternate between the instances.
 */
describe('two API instances on one PostgreSQL', () => {
  let t: TestApp;
  let a: Instance;
  let b: Instance;
  let admin: Account;
  let fitter: Account;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
    a = await startInstance(t);
    b = await startInstance(t);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await t.close();
  });

  const until = async (condition: () => boolean | Promise<boolean>, ms = 5000) => {
    const end = Date.now() + ms;
    while (!(await condition())) {
      if (Date.now() > end) throw new Error('condition not reached in time');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  describe('revocations take effect on the other instance at once', () => {
    it('a deactivated fitter is refused on B right after A deactivates them, for reads and writes', async () => {
      const victim = await createAccount(t, admin, 'MONTEUR', 'Soon Gone');
      await b.http().get('/api/cylinders').set(bearer(victim)).expect(200); // B now knows the session
      await a.http().put(`/api/users/${victim.id}`).set(bearer(admin)).send({ active: false }).expect(200);
      expect((await b.http().get('/api/cylinders').set(bearer(victim))).status).toBe(401);
      const write = await b
        .http()
        .post('/api/cylinders')
        .set(bearer(victim))
        .send({ serialNumber: `GONE-${randomUUID()}`, gasType: 'R-32', deliveryWeight: 20, tareWeight: 10 });
      expect(write.status).toBe(401);
    });

    it('a demoted admin cannot create a refrigerant on B, nor read admin pages there', async () => {
      const second = await createAccount(t, admin, 'ADMIN', 'Second Admin');
      const deletedToo = () =>
        b
          .http()
          .get('/api/logs')
          .query({ filter: JSON.stringify({ includeDeleted: true }) })
          .set(bearer(second));
      await deletedToo().expect(200); // an admin-only read, now cached on B
      await a.http().put(`/api/users/${second.id}`).set(bearer(admin)).send({ role: 'MONTEUR' }).expect(200);
      const created = await b
        .http()
        .post('/api/refrigerants')
        .set(bearer(second))
        .send({ name: `R-demoted-${Date.now()}`, type: 'HFC', gwp: 1 });
      expect(created.status).toBe(403);
      expect((await deletedToo()).status).toBe(403);
    });

    it('a password change on A ends the old token on B', async () => {
      const user = await createAccount(t, admin, 'MONTEUR', 'Changes Password');
      await b.http().get('/api/auth/me').set(bearer(user)).expect(200);
      await a
        .http()
        .put('/api/auth/me')
        .set(bearer(user))
        .send({ currentPassword: user.password, newPassword: 'another-password-2' })
        .expect(200);
      expect((await b.http().get('/api/auth/me').set(bearer(user))).status).toBe(401);
    });
  });

  describe('settings', () => {
    it('a tolerance changed on A decides the next mutation on B', async () => {
      const cylinderId = await createCylinder(t, fitter, { deliveryWeight: 60, tareWeight: 10 });
      const log = (instance: Instance, before: number, after: number) =>
        instance
          .http()
          .post('/api/logs')
          .set(bearer(fitter))
          .send({ cylinderId, mutationType: 'FILLUP_LEAKAGE', weightBefore: before, weightAfter: after })
          .expect(201);
      await log(a, 60, 59);
      await b.http().get('/api/settings').set(bearer(fitter)).expect(200); // cached on B
      await a.http().put('/api/settings').set(bearer(admin)).send({ weightGapTolerance: 0.2 }).expect(200);
      expect((await b.http().get('/api/settings').set(bearer(fitter))).body.weightGapTolerance).toBe(0.2);
      expect((await log(b, 58.9, 58)).body.weightGap).toBeNull(); // 0.1 kg gap within 0.2
      await a.http().put('/api/settings').set(bearer(admin)).send({ weightGapTolerance: 0.05 }).expect(200);
      expect((await log(b, 57.9, 57)).body.weightGap).toBe(-0.1); // the same gap beyond 0.05
    });

    it('registration closed on A is closed on B', async () => {
      await b.http().get('/api/settings/public').expect(200);
      await a.http().put('/api/settings').set(bearer(admin)).send({ registrationOpen: false }).expect(200);
      expect((await b.http().get('/api/settings/public')).body.registrationOpen).toBe(false);
      const res = await b
        .http()
        .post('/api/auth/register')
        .send({ email: `late${Date.now()}@example.test`, password: 'user-password-1', name: 'Too Late' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('REGISTRATION_CLOSED');
      await a.http().put('/api/settings').set(bearer(admin)).send({ registrationOpen: true }).expect(200);
    });
  });

  describe('sign-in throttling is shared', () => {
    it('30 wrong passwords at once across both instances let exactly 10 guesses through', async () => {
      const target = await createAccount(t, admin, 'MONTEUR', 'Guessed At');
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          (i % 2 ? a : b)
            .http()
            .post('/api/auth/login')
            .send({ email: target.email, password: `guess-${i}` }),
        ),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      // A restarted instance still counts them: even the right password waits for the window.
      const c = await startInstance(t);
      try {
        const late = await c
          .http()
          .post('/api/auth/login')
          .send({ email: target.email, password: target.password });
        expect(late.status).toBe(429);
      } finally {
        await c.close();
      }
    });

    it('a success gives the account its attempts back; ended windows are swept', async () => {
      const user = await createAccount(t, admin, 'MONTEUR', 'Typo Prone');
      for (let i = 0; i < 9; i++)
        await (i % 2 ? a : b)
          .http()
          .post('/api/auth/login')
          .send({ email: user.email, password: 'typo' })
          .expect(401);
      await a.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
      for (let i = 0; i < 9; i++)
        await (i % 2 ? a : b)
          .http()
          .post('/api/auth/login')
          .send({ email: user.email, password: 'typo' })
          .expect(401);
      await t.sql(`update login_attempts set reset_at = now() - interval '1 second'`);
      await a.app.get(LoginThrottleService).sweep();
      expect(await t.sql('select key from login_attempts')).toEqual([]);
    });
  });

  describe('the dashboard', () => {
    it('a write on A shows on B at once, though B had the figures cached', async () => {
      const before = (await b.http().get('/api/stats/dashboard').set(bearer(fitter)).expect(200)).body;
      await createCylinder({ ...t, http: a.http }, fitter);
      const after = (await b.http().get('/api/stats/dashboard').set(bearer(fitter)).expect(200)).body;
      expect(after.totalCylinders).toBe(before.totalCylinders + 1);
    });
  });

  describe('cylinder pages', () => {
    // B answers each page twice first, so the second answer may come from what B keeps (CommittedStateCache).
    const twice = async (path: string) => {
      await b.http().get(path).set(bearer(fitter)).expect(200);
      return (await b.http().get(path).set(bearer(fitter)).expect(200)).body;
    };

    it("a mutation on A shows in B's detail and list at once, though B had both kept", async () => {
      const cylinderId = await createCylinder({ ...t, http: a.http }, fitter, {
        deliveryWeight: 30,
        tareWeight: 10,
      });
      const detailPath = `/api/cylinders/${cylinderId}`;
      const before = await twice(detailPath);
      const listPath = `/api/cylinders?filter=${encodeURIComponent(JSON.stringify({ q: before.serialNumber }))}`;
      const [listed] = await twice(listPath);
      expect(listed.currentWeight).toBe(before.currentWeight);

      await a
        .http()
        .post('/api/logs')
        .set(bearer(fitter))
        .send({ cylinderId, mutationType: 'FILLUP_LEAKAGE', weight: 1.25, workOrder: 'WO-KEPT' })
        .expect(201);
      const after = (await b.http().get(detailPath).set(bearer(fitter)).expect(200)).body;
      expect(after.logs).toHaveLength(before.logs.length + 1);
      expect(after.currentWeight).toBeCloseTo(before.currentWeight - 1.25, 3);
      const [relisted] = (await b.http().get(listPath).set(bearer(fitter)).expect(200)).body;
      expect(relisted.currentWeight).toBe(after.currentWeight);
    });

    it('a change written outside the API shows at once too', async () => {
      const cylinderId = await createCylinder(t, fitter);
      const path = `/api/cylinders/${cylinderId}`;
      expect((await twice(path)).location).toBeNull();
      await t.sql('update cylinders set location = $1 where id = $2', ['Plant room 3', cylinderId]);
      expect((await b.http().get(path).set(bearer(fitter)).expect(200)).body.location).toBe('Plant room 3');
    });
  });

  describe('idempotency keys', () => {
    it('20 posts with one key alternating instances write one entry; a restarted instance replays it', async () => {
      const cylinderId = await createCylinder(t, fitter, { deliveryWeight: 40, tareWeight: 10 });
      const body = {
        cylinderId,
        mutationType: 'FILLUP_LEAKAGE',
        weight: 0.5,
        workOrder: `WO-${randomUUID()}`,
      };
      const key = randomUUID();
      const post = (instance: Instance) =>
        instance.http().post('/api/logs').set(bearer(fitter)).set('Idempotency-Key', key).send(body);
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(i % 2 ? a : b)));
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
      const first = answers.find((r) => r.headers['idempotent-replayed'] === undefined)!;
      for (const answer of answers) expect(answer.text).toBe(first.text);
      const rows = () => t.sql('select id from log_entries where work_order = $1', [body.workOrder]);
      expect(await rows()).toHaveLength(1);

      await b.close();
      b = await startInstance(t);
      const replay = await post(b).expect(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.text).toBe(first.text);
      expect(await rows()).toHaveLength(1);
    });
  });

  it("a mutation's time comes from the database's clock", async () => {
    const cylinderId = await createCylinder(t, fitter);
    const res = await b
      .http()
      .post('/api/logs')
      .set(bearer(fitter))
      .send({ cylinderId, mutationType: 'INSPECTION' })
      .expect(201);
    const [row] = await t.sql<{ same: boolean }>(
      `select date = date_trunc('milliseconds', created_at) as same from log_entries where id = $1`,
      [res.body.id],
    );
    expect(row.same).toBe(true);
  });

  describe('a notification still in transit', () => {
    /** Holds back what B's listening connection receives for a while, as a busy network or host would. */
    const delayListener = (ms: number) => {
      const client = (
        b.app.get(ChangeFeedService) as unknown as { client: { connection: { stream: Socket } } }
      ).client;
      const stream = client.connection.stream;
      stream.pause();
      setTimeout(() => stream.resume(), ms);
    };

    it('B does not serve cached dashboard figures from before a write A has answered', async () => {
      const before = (await b.http().get('/api/stats/dashboard').set(bearer(fitter)).expect(200)).body;
      delayListener(300);
      await createCylinder({ ...t, http: a.http }, fitter);
      const after = (await b.http().get('/api/stats/dashboard').set(bearer(fitter)).expect(200)).body;
      expect(after.totalCylinders).toBe(before.totalCylinders + 1);
    });

    it('B refuses a user A has just deactivated, though it had the user cached', async () => {
      const victim = await createAccount(t, admin, 'MONTEUR', 'Cached In Transit');
      await b.http().get('/api/cylinders').set(bearer(victim)).expect(200);
      delayListener(300);
      await a.http().put(`/api/users/${victim.id}`).set(bearer(admin)).send({ active: false }).expect(200);
      expect((await b.http().get('/api/cylinders').set(bearer(victim))).status).toBe(401);
    });
  });

  describe('a mutation confirms its session in its own transaction', () => {
    // POST /api/logs may take its user from B's session cache without hearing first: the insert's first
    // statement reads the account again under the cylinder's lock, and that decides.
    const entries = async (userId: number) =>
      (
        await t.sql<{ n: number }>('select count(*)::int as n from log_entries where entered_by_id = $1', [
          userId,
        ])
      )[0].n;
    const post = (account: Account, cylinderId: number) =>
      b.http().post('/api/logs').set(bearer(account)).send({ cylinderId, mutationType: 'INSPECTION' });

    it.each([
      ['deactivated', 'update users set active = false where id = $1'],
      [
        'signed out everywhere (token version raised)',
        'update users set token_version = token_version + 1 where id = $1',
      ],
      ['deleted', 'delete from users where id = $1'],
    ])('refuses a user %s with no announcement B could have heard, and writes nothing', async (_, change) => {
      const victim = await createAccount(t, admin, 'MONTEUR', `Unheard ${randomUUID().slice(0, 8)}`);
      const cylinderId = await createCylinder(t, fitter);
      await b.http().get('/api/cylinders').set(bearer(victim)).expect(200); // B now holds the session in its cache
      await t.sql(change, [victim.id]); // straight in the database: no instance announces it
      expect((await post(victim, cylinderId)).status).toBe(401);
      expect(await entries(victim.id)).toBe(0);
    });

    it('never refuses on what the cache held: a user reactivated unannounced may write at once', async () => {
      const victim = await createAccount(t, admin, 'MONTEUR', `Back ${randomUUID().slice(0, 8)}`);
      const cylinderId = await createCylinder(t, fitter);
      await t.sql('update users set active = false where id = $1', [victim.id]);
      expect((await post(victim, cylinderId)).status).toBe(401); // B caches the user as inactive
      await t.sql('update users set active = true where id = $1', [victim.id]);
      await post(victim, cylinderId).expect(201);
      expect(await entries(victim.id)).toBe(1);
    });

    it('a replayed answer (Idempotency-Key) never passes on a stale cache', async () => {
      const victim = await createAccount(t, admin, 'MONTEUR', `Replay ${randomUUID().slice(0, 8)}`);
      const cylinderId = await createCylinder(t, fitter);
      const key = randomUUID();
      await post(victim, cylinderId).set('Idempotency-Key', key).expect(201);
      await t.sql('update users set active = false where id = $1', [victim.id]);
      expect((await post(victim, cylinderId).set('Idempotency-Key', key)).status).toBe(401);
    });
  });

  describe('a dropped listener connection', () => {
    it('drops the caches, reconnects, and invalidation works again', async () => {
      const feed = b.app.get(ChangeFeedService);
      const victim = await createAccount(t, admin, 'MONTEUR', 'Cached While Down');
      await b.http().get('/api/cylinders').set(bearer(victim)).expect(200);
      const pid = feed.listenerPid;
      expect(pid).not.toBeNull();
      await t.sql('select pg_terminate_backend($1)', [pid]);
      await until(() => feed.listenerPid !== pid);
      // Whether B is still reconnecting or already back, it cannot use what it cached before the drop.
      await a.http().put(`/api/users/${victim.id}`).set(bearer(admin)).send({ active: false }).expect(200);
      expect((await b.http().get('/api/cylinders').set(bearer(victim))).status).toBe(401);

      await until(() => feed.listenerPid !== null);
      const next = await createAccount(t, admin, 'MONTEUR', 'Cached After');
      await b.http().get('/api/cylinders').set(bearer(next)).expect(200);
      await a.http().put(`/api/users/${next.id}`).set(bearer(admin)).send({ active: false }).expect(200);
      expect((await b.http().get('/api/cylinders').set(bearer(next))).status).toBe(401);
    });
  });
});
