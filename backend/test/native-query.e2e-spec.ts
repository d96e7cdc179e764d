import { MikroORM } from '@mikro-orm/postgresql';
import {
  named,
  nativeTransaction,
  prepareQuery,
  queryRows,
  toNative,
  usePreparedStatements,
} from '../src/database/native-query';
import { WRITE_CONFLICT_ATTEMPTS } from '../src/database/write-conflict';
import { createTestApp, type TestApp } from './support/test-app';

describe('native queries (database/native-query.ts)', () => {
  let t: TestApp;
  let orm: MikroORM;

  beforeAll(async () => {
    t = await createTestApp();
    orm = t.app.get(MikroORM);
  });
  afterAll(() => t.close());

  const backendPid = `select pg_backend_pid() as pid, txid_current_if_assigned()::text as txid`;

  it("runs inside the entity manager's transaction, on its connection", async () => {
    await orm.em.fork().transactional(async (em) => {
      await em.execute('select txid_current()');
      const [viaOrm] = await em.execute<{ pid: number; txid: string }[]>(backendPid);
      const [native] = await queryRows<{ pid: number; txid: string }>(em, { text: backendPid, values: [] });
      expect(native.pid).toBe(viaOrm.pid);
      expect(native.txid).not.toBeNull();
      expect(native.txid).toBe(viaOrm.txid);
    });
  });

  it('outside a transaction, runs on a pooled connection without one and gives rows as em.execute does', async () => {
    const em = orm.em.fork();
    const [native] = await queryRows<{ txid: string | null }>(em, { text: backendPid, values: [] });
    expect(native.txid).toBeNull();
    const sql = `select 1.250::numeric(10,3) as kg, date '2026-01-02' as day, timestamptz '2026-01-02 03:04:05Z' as at, 7 as n`;
    expect(await queryRows(em, { text: sql, values: [] })).toEqual(await em.execute(sql));
  });

  it('a prepared query puts the values where the markers were and answers like the built query', async () => {
    const em = orm.em.fork();
    const knex = em.getKnex();
    const build = (k: typeof knex, min: number, limit: number) =>
      k
        .from(k.raw('generate_series(1, 10) as g(id)'))
        .select('id')
        .where('id', '>=', min)
        .orderBy('id')
        .limit(limit);
    const prepared = prepareQuery(knex, 2, build);
    expect(prepared(2, 3)).toEqual({ ...toNative(build(knex, 2, 3)), name: expect.stringMatching(/^fgas_/) });
    expect(await queryRows(em, prepared(2, 3))).toEqual([{ id: 2 }, { id: 3 }, { id: 4 }]);
    expect(await queryRows(em, prepared(9, 5))).toEqual(await em.execute(build(knex, 9, 5)));
  });

  it('a named query is prepared once on its connection; DATABASE_PREPARED_STATEMENTS=false sends it unnamed', async () => {
    const query = { ...named('select $1::int + 1 as n'), values: [41] };
    const preparedOn = async (orm_: MikroORM) =>
      orm_.em.fork().transactional(async (em) => {
        expect(await queryRows(em, query)).toEqual([{ n: 42 }]);
        expect(await queryRows(em, { ...query, values: [1] })).toEqual([{ n: 2 }]);
        return queryRows<{ name: string }>(em, {
          text: 'select name from pg_prepared_statements where name = $1',
          values: [query.name],
        });
      });
    expect(await preparedOn(orm)).toEqual([{ name: query.name }]);

    const unnamed = await createTestApp({ DATABASE_PREPARED_STATEMENTS: 'false' });
    try {
      expect(await preparedOn(unnamed.app.get(MikroORM))).toEqual([]);
    } finally {
      await unnamed.close();
      usePreparedStatements(true);
    }
  });

  it('a native transaction commits its work, rolls all of it back on an error and always frees its connection', async () => {
    await t.sql('create table native_tx_probe (n int primary key)');
    const em = orm.em.fork();
    await nativeTransaction(em, async (tx) => {
      await tx.query({ text: 'insert into native_tx_probe values ($1)', values: [1] });
      await tx.execute('insert into native_tx_probe values (?)', [2]);
    });
    // More failing transactions than the pool has connections: each one must give its connection back.
    for (let i = 0; i < 12; i++) {
      await expect(
        nativeTransaction(em, async (tx) => {
          await tx.execute('insert into native_tx_probe values (?)', [100 + i]);
          throw new Error(`refused ${i}`);
        }),
      ).rejects.toThrow(`refused ${i}`);
    }
    await expect(
      nativeTransaction(em, (tx) => tx.execute('insert into native_tx_probe values (?)', [1])),
    ).rejects.toThrow(/duplicate key/);
    expect(await t.sql('select n from native_tx_probe order by n')).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it("inside a caller's transaction, a native transaction's work commits or rolls back with it", async () => {
    await t.sql('create table native_tx_nested (n int primary key)');
    const insert = (em: typeof orm.em, n: number) =>
      nativeTransaction(em, (tx) => tx.execute('insert into native_tx_nested values (?)', [n]));
    await orm.em.fork().transactional(async (outer) => {
      await insert(outer, 1);
      await outer.execute('insert into native_tx_nested values (?)', [2]);
    });
    await expect(
      orm.em.fork().transactional(async (outer) => {
        await insert(outer, 3);
        throw new Error('caller refused');
      }),
    ).rejects.toThrow('caller refused');
    // Work that fails inside rolls the caller back too, and no connection is left behind.
    for (let i = 0; i < 12; i++) {
      await expect(
        orm.em.fork().transactional(async (outer) => {
          await outer.execute('insert into native_tx_nested values (?)', [100 + i]);
          await insert(outer, 1);
        }),
      ).rejects.toThrow(/duplicate key/);
    }
    expect(await t.sql('select n from native_tx_nested order by n')).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('inside an entity manager transaction, joins it: a failed native part undoes only itself, the outer rollback undoes all', async () => {
    await t.sql('create table native_tx_savepoint (n int primary key)');
    const insert = (tx: { execute: (sql: string, p: unknown[]) => Promise<unknown> }, n: number) =>
      tx.execute('insert into native_tx_savepoint values (?)', [n]);
    await orm.em.fork().transactional(async (outer) => {
      await nativeTransaction(outer, (tx) => insert(tx, 1));
      await expect(
        nativeTransaction(outer, async (tx) => {
          await insert(tx, 2);
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      await outer.execute('insert into native_tx_savepoint values (3)');
    });
    expect(await t.sql('select n from native_tx_savepoint order by n')).toEqual([{ n: 1 }, { n: 3 }]);

    await expect(
      orm.em.fork().transactional(async (outer) => {
        await nativeTransaction(outer, (tx) => insert(tx, 10));
        throw new Error('outer refused');
      }),
    ).rejects.toThrow('outer refused');
    expect(await t.sql('select n from native_tx_savepoint where n = 10')).toEqual([]);
  });

  it('an outermost native transaction that loses a deadlock runs again; both racers commit', async () => {
    await t.sql('create table native_tx_deadlock (n int primary key, v int not null default 0)');
    await t.sql('insert into native_tx_deadlock (n) values (1), (2)');
    const attempts = [0, 0];
    let arrived = 0;
    let release!: () => void;
    const bothHoldTheirFirstRow = new Promise<void>((resolve) => (release = resolve));
    const racer = (index: number, first: number, second: number) =>
      nativeTransaction(orm.em.fork(), async (tx) => {
        attempts[index]++;
        await tx.execute('update native_tx_deadlock set v = v + 1 where n = ?', [first]);
        if (++arrived === 2) release();
        await bothHoldTheirFirstRow;
        // Opposite orders: PostgreSQL finds the cycle and aborts one of the two with 40P01.
        await tx.execute('update native_tx_deadlock set v = v + 1 where n = ?', [second]);
        return index;
      });
    expect(await Promise.all([racer(0, 1, 2), racer(1, 2, 1)])).toEqual([0, 1]);
    // The loser ran again (PostgreSQL picks which one); each within the helper's attempts.
    expect(attempts[0] + attempts[1]).toBeGreaterThanOrEqual(3);
    expect(Math.max(...attempts)).toBeLessThanOrEqual(WRITE_CONFLICT_ATTEMPTS);
    expect(await t.sql('select n, v from native_tx_deadlock order by n')).toEqual([
      { n: 1, v: 2 },
      { n: 2, v: 2 },
    ]);
  });

  it('a write conflict is retried a few times, then given up; nested, it is left to the caller', async () => {
    const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
    let outermost = 0;
    await expect(
      nativeTransaction(orm.em.fork(), async () => {
        outermost++;
        throw deadlock();
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(outermost).toBe(WRITE_CONFLICT_ATTEMPTS);

    let nested = 0;
    await expect(
      orm.em.fork().transactional((outer) =>
        nativeTransaction(outer, async () => {
          nested++;
          throw deadlock();
        }),
      ),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(nested).toBe(1);

    let other = 0;
    await expect(
      nativeTransaction(orm.em.fork(), async () => {
        other++;
        throw Object.assign(new Error('unique'), { code: '23505' });
      }),
    ).rejects.toThrow('unique');
    expect(other).toBe(1);
  });

  it('refuses at compile time an argument that is not passed through as a binding', () => {
    const knex = orm.em.getKnex();
    expect(() => prepareQuery(knex, 1, (k) => k.from('refrigerants').select('id').limit(5))).toThrow(
      /argument 0 is not a binding/,
    );
  });
});
