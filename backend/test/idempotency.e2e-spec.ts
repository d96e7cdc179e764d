import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { keyLockId } from '../src/idempotency/idempotency-key';
import { IdempotencyService } from '../src/idempotency/idempotency.service';
import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, createAccount, type Account } from './support/accounts';
import { createCylinder } from './support/logs-fixtures';

/**
 * Idempotency-Key on every creating route: one table drives the class (each route, its caller, a body,
 * and how to count the rows it writes), so a new creating route is one more line here.
 */
describe('Idempotency-Key on creating requests', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  let cylinderId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
    cylinderId = await createCylinder(t, fitter, { deliveryWeight: 60, tareWeight: 10 });
  });
  afterAll(() => t.close());

  let n = 0;
  const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
  const count = async (sql: string, params: unknown[]) =>
    Number((await t.sql<{ n: string }>(sql, params))[0].n);

  interface CreatingRoute {
    path: string;
    who: () => Account | null;
    /** A valid body, unique per call, and a variant with one other value changed (same identifying field). */
    body: () => Record<string, unknown>;
    changed: (body: Record<string, unknown>) => Record<string, unknown>;
    /** Rows this body wrote. */
    rows: (body: Record<string, unknown>) => Promise<number>;
  }

  // Self-registration is not among them: its answer carries a session token, which must never sit in a
  // table for a day; a repeated registration is refused as a taken e-mail address instead.
  const ROUTES: CreatingRoute[] = [
    {
      path: '/api/logs',
      who: () => fitter,
      body: () => ({ cylinderId, mutationType: 'FILLUP_LEAKAGE', weight: 0.125, workOrder: unique() }),
      changed: (body) => ({ ...body, weight: 0.126 }),
      rows: (body) => count('select count(*) as n from log_entries where work_order = $1', [body.workOrder]),
    },
    {
      path: '/api/cylinders',
      who: () => fitter,
      body: () => ({ serialNumber: `IDEM-${unique()}`, gasType: 'R-32', deliveryWeight: 30, tareWeight: 10 }),
      changed: (body) => ({ ...body, deliveryWeight: 31 }),
      rows: (body) =>
        count('select count(*) as n from cylinders where serial_number = $1', [body.serialNumber]),
    },
    {
      path: '/api/refrigerants',
      who: () => admin,
      body: () => ({ name: `R-${unique()}`, type: 'HFC', gwp: 675 }),
      changed: (body) => ({ ...body, gwp: 676 }),
      rows: (body) => count('select count(*) as n from refrigerants where name = $1', [body.name]),
    },
    {
      path: '/api/suppliers',
      who: () => admin,
      body: () => ({ name: `Supplier ${unique()}` }),
      changed: (body) => ({ ...body, contactPerson: 'Someone else' }),
      rows: (body) => count('select count(*) as n from suppliers where name = $1', [body.name]),
    },
    {
      path: '/api/users',
      who: () => admin,
      body: () => ({ email: `u${unique()}@example.test`, password: 'user-password-1', name: 'New Fitter' }),
      changed: (body) => ({ ...body, name: 'Another Name' }),
      rows: (body) => count('select count(*) as n from users where email = $1', [body.email]),
    },
  ];

  const post = (route: CreatingRoute, body: object, key?: string, who = route.who()) => {
    let req = t.http().post(route.path);
    if (who) req = req.set(bearer(who));
    if (key !== undefined) req = req.set('Idempotency-Key', key);
    return req.send(body);
  };

  describe.each(ROUTES.map((route) => [route.path, route] as const))('POST %s', (_path, route) => {
    it('20 parallel requests with one key write one row and all answer the same', async () => {
      const body = route.body();
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 20 }, () => post(route, body, key)));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
      for (const answer of answers) expect(answer.body).toEqual(answers[0].body);
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
      expect(await route.rows(body)).toBe(1);

      // And later, sequentially: the stored answer, byte for byte, without a write.
      const again = await post(route, body, key).expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.text).toBe(answers.find((a) => !a.headers['idempotent-replayed'])!.text);
      expect(await route.rows(body)).toBe(1);
    });

    it('the same key with another body is 422 IDEMPOTENCY_KEY_REUSED and writes nothing', async () => {
      const body = route.body();
      const key = randomUUID();
      await post(route, body, key).expect(201);
      const changed = route.changed(body);
      const res = await post(route, changed, key).expect(422);
      expect(res.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      // Each changed body keeps the field that identifies its row: still the one first row.
      expect(await route.rows(changed)).toBe(1);
    });

    it('a refused request keeps nothing: the corrected retry with the same key runs', async () => {
      const key = randomUUID();
      const body = route.body();
      const broken = { ...body, unexpectedField: true };
      const refused = await post(route, broken, key).expect(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
      const res = await post(route, body, key).expect(201);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
      expect(await route.rows(body)).toBe(1);
    });

    it.each<[string, string]>([
      ['too short', 'short'],
      ['too long', 'k'.repeat(256)],
      ['a space', 'key with spaces'],
      ['a non-ASCII letter', 'sleutel-é-1234'],
    ])('a key with %s is 400 IDEMPOTENCY_KEY_INVALID and writes nothing', async (_name, key) => {
      const body = route.body();
      const res = await post(route, body, key).expect(400);
      expect(res.body.code).toBe('IDEMPOTENCY_KEY_INVALID');
      expect(await route.rows(body)).toBe(0);
    });
  });

  it('without the header nothing changes: two identical posts write two entries', async () => {
    const body = { cylinderId, mutationType: 'INSPECTION', workOrder: unique() };
    await post(ROUTES[0], body).expect(201);
    await post(ROUTES[0], body).expect(201);
    expect(await ROUTES[0].rows(body)).toBe(2);
  });

  it('keys belong to their user: another fitter with the same key and body gets an answer of their own', async () => {
    const other = await createAccount(t, admin, 'MONTEUR', 'Monteur Nina');
    const body = ROUTES[0].body();
    const key = randomUUID();
    const mine = await post(ROUTES[0], body, key, fitter).expect(201);
    const theirs = await post(ROUTES[0], body, key, other).expect(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.body.enteredBy.id).toBe(other.id);
    expect(await ROUTES[0].rows(body)).toBe(2);
  });

  it('a key used on one route is refused on another (422), not replayed there', async () => {
    const key = randomUUID();
    await post(ROUTES[1], ROUTES[1].body(), key).expect(201);
    const res = await post(ROUTES[0], ROUTES[0].body(), key).expect(422);
    expect(res.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('accepts the key as a structured-field string ("...") and replays it bare', async () => {
    const body = ROUTES[0].body();
    const key = randomUUID();
    await post(ROUTES[0], body, `"${key}"`).expect(201);
    const again = await post(ROUTES[0], body, key).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('keeps keys 24 hours; an expired key is swept and then runs as new', async () => {
    const body = ROUTES[0].body();
    const key = randomUUID();
    await post(ROUTES[0], body, key).expect(201);
    const [kept] = await t.sql<{ hours: number }>(
      `select extract(epoch from expires_at - created_at) / 3600 as hours from idempotency_keys where key = $1`,
      [key],
    );
    expect(Number(kept.hours)).toBeGreaterThanOrEqual(24);
    await t.sql(`update idempotency_keys set expires_at = now() - interval '1 second' where key = $1`, [key]);
    expect(await t.app.get(IdempotencyService).sweep()).toBeGreaterThanOrEqual(1);
    expect(await t.sql('select 1 from idempotency_keys where key = $1', [key])).toHaveLength(0);
    const fresh = await post(ROUTES[0], body, key).expect(201);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    expect(await ROUTES[0].rows(body)).toBe(2);
  });

  it('a request still running makes another with its key wait; past the wait it is 409 IN_PROGRESS', async () => {
    const service = t.app.get(IdempotencyService);
    const lock = new Client({ connectionString: t.databaseUrl });
    await lock.connect();
    try {
      // Hold the cylinder's row: the first request stops inside its transaction, holding the key.
      await lock.query('begin');
      await lock.query('select 1 from cylinders where id = $1 for update', [cylinderId]);
      const body = ROUTES[0].body();
      const key = randomUUID();
      const first = post(ROUTES[0], body, key).then((res) => res);
      await new Promise((resolve) => setTimeout(resolve, 300));
      service.waitForOwnerMs = 300;
      const second = await post(ROUTES[0], body, key).expect(409);
      expect(second.body.code).toBe('IDEMPOTENCY_REQUEST_IN_PROGRESS');
      service.waitForOwnerMs = 10_000;
      const waiting = post(ROUTES[0], body, key).then((res) => res);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await lock.query('commit');
      const [a, b] = await Promise.all([first, waiting]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(b.text).toBe(a.text);
      expect(b.headers['idempotent-replayed']).toBe('true');
      expect(await ROUTES[0].rows(body)).toBe(1);
    } finally {
      service.waitForOwnerMs = 10_000;
      await lock.end();
    }
  });

  it('a request whose database connection dies mid-write (as under kill -9) leaves neither row nor key', async () => {
    const lock = new Client({ connectionString: t.databaseUrl });
    await lock.connect();
    try {
      await lock.query('begin');
      await lock.query('select 1 from cylinders where id = $1 for update', [cylinderId]);
      const body = ROUTES[0].body();
      const key = randomUUID();
      const doomed = post(ROUTES[0], body, key).then((res) => res);
      // The API's connection that waits for the cylinder's lock holds the key's advisory lock: end it.
      let killed = 0;
      for (let i = 0; i < 50 && killed === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const rows = await lock.query(
          `select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and objid = $1 and pid <> pg_backend_pid()`,
          [keyLockId(fitter.id, key) >>> 0],
        );
        killed = rows.rowCount ?? 0;
      }
      expect(killed).toBe(1);
      expect((await doomed).status).toBeGreaterThanOrEqual(500);
      await lock.query('commit');
      expect(await ROUTES[0].rows(body)).toBe(0);
      expect(await t.sql('select 1 from idempotency_keys where key = $1', [key])).toHaveLength(0);
      // The retry the client sends after losing its answer writes exactly once.
      await post(ROUTES[0], body, key).expect(201);
      await post(ROUTES[0], body, key).expect(201);
      expect(await ROUTES[0].rows(body)).toBe(1);
    } finally {
      await lock.end();
    }
  });
});
