import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { companyToday } from '../src/common/calendar-date';
import { BALANCE_SQL, leakCheckStatusSql, toGrams } from '../src/domain';
import { runScript } from './support/child-script';

/** The operator's commands as real processes: db:migrate, db:seed-demo, start's configuration checks. */
describe('service scripts', () => {
  const created: string[] = [];
  const admin = async <T>(work: (client: Client) => Promise<T>) => {
    const client = new Client({ connectionString: process.env.TEST_DB_ADMIN_URL });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const urlOf = (name: string) => {
    const url = new URL(process.env.TEST_DB_ADMIN_URL!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const emptyDatabase = async (suffix: string) => {
    const name = `fgas_test_${process.pid}_${suffix}_${Date.now() % 100000}`;
    await admin((c) => c.query(`create database "${name}"`));
    created.push(name);
    return urlOf(name);
  };
  afterAll(() =>
    admin(async (c) => {
      for (const name of created) await c.query(`drop database if exists "${name}" with (force)`);
    }),
  );

  it('three db:migrate runs at once on an empty database all succeed (advisory lock)', async () => {
    const url = await emptyDatabase('three');
    const runs = await Promise.all([1, 2, 3].map(() => runScript('migrate.mjs', { DATABASE_URL: url })));
    for (const run of runs)
      expect({ code: run.code, output: run.output }).toEqual({ code: 0, output: expect.any(String) });
    const applied = runs.filter((run) => /Applied: /.test(run.output));
    expect(applied).toHaveLength(1);
    expect(runs.filter((run) => /up to date/.test(run.output))).toHaveLength(2);
  }, 120_000);

  it('never creates the database DATABASE_URL names: a misspelt name fails with PostgreSQL’s own words', async () => {
    const name = `fgas_test_${process.pid}_no_such_db`;
    const run = await runScript('migrate.mjs', { DATABASE_URL: urlOf(name) });
    expect(run.code).toBe(1);
    expect(run.output).toContain(`database "${name}" does not exist`);
    const { rowCount } = await admin((c) => c.query('select 1 from pg_database where datname = $1', [name]));
    expect(rowCount).toBe(0);
  }, 60_000);

  it.each([
    ['mysql://u:p@localhost:3306/fgas', /DATABASE_URL must start with postgres/],
    ['not a url', /DATABASE_URL is not a URL/],
    ['postgresql://u:p@localhost:5432', /DATABASE_URL names no database/],
  ])(
    'refuses DATABASE_URL=%p before connecting, naming the variable',
    async (url, message) => {
      for (const script of ['start.mjs', 'migrate.mjs']) {
        const run = await runScript(script, { DATABASE_URL: url, JWT_SECRET: 'x'.repeat(40) });
        expect(run.code).toBe(1);
        expect(run.output).toMatch(message);
        expect(run.output).not.toMatch(/SASL|ECONNREFUSED|at .*\.js:\d+/);
      }
    },
    60_000,
  );

  it.each([
    ['PORT', '70000'],
    ['PORT', 'abc'],
    ['PG_PORT', '0'],
    ['SHUTDOWN_TIMEOUT_SECONDS', '0'],
  ])(
    'refuses %s=%p at start with a message naming it',
    async (name, value) => {
      const run = await runScript('start.mjs', {
        DATABASE_URL: urlOf('fgas_unused'),
        JWT_SECRET: 'x'.repeat(40),
        [name]: value,
      });
      expect(run.code).toBe(1);
      expect(run.output).toContain(name);
    },
    60_000,
  );

  it('in production with a DATABASE_URL, a missing JWT_SECRET stops the boot with a clear message', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fgas-jwt-'));
    try {
      const run = await runScript('start.mjs', {
        DATABASE_URL: urlOf('fgas_unused'),
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
      });
      expect(run.code).toBe(1);
      expect(run.output).toMatch(/JWT_SECRET is required in production/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  /** The demo's customers and installations: every due status, a repair with its follow-up, a closed one. */
  const expectDemoInstallations = async (client: Client) => {
    const [counts] = (
      await client.query(`select (select count(*) from customers)::int as customers,
          (select count(*) from installations)::int as installations,
          (select count(distinct category)::int from installations) as categories,
          (select count(*) from installations where status = 'DECOMMISSIONED')::int as decommissioned,
          (select count(*) from leak_checks l where l.follow_up_of_id is not null
             and exists (select 1 from leak_checks f where f.id = l.follow_up_of_id and f.result = 'LEAK_FOUND'
                           and f.repaired_on is not null and l.checked_on > f.repaired_on))::int as follow_ups,
          (select count(*) from installations where hermetically_sealed and leak_check_interval_months is null)::int as hermetic_exempt,
          (select count(*) from installations i join refrigerants r on r.id = i.refrigerant_id
             where r.type = 'HFO' and i.leak_check_interval_months is not null)::int as hfo_checked,
          (select count(*) from installations i join refrigerants r on r.id = i.refrigerant_id
             where i.charge_kg * r.gwp >= 500000 and i.leak_detection_system and i.leak_check_interval_months = 6)::int as large_with_detection,
          (select count(*) from log_entries where installation_id is not null)::int as linked,
          (select count(*) from log_entries le join cylinders c on c.id = le.cylinder_id
             join installations i on i.id = le.installation_id
             where c.refrigerant_id <> i.refrigerant_id)::int as gas_mismatches,
          (select count(*) from log_entries le join installations i on i.id = le.installation_id
             where i.status = 'DECOMMISSIONED' and le.mutation_type = 'RECLAIM_DECOMMISSION')::int as recovered`)
    ).rows;
    expect(counts).toEqual({
      customers: 8,
      installations: 26,
      categories: 4,
      decommissioned: 1,
      follow_ups: 1,
      hermetic_exempt: expect.any(Number),
      hfo_checked: 1,
      large_with_detection: 1,
      linked: expect.any(Number),
      gas_mismatches: 0,
      recovered: 1,
    });
    expect(counts.hermetic_exempt).toBeGreaterThanOrEqual(1);
    expect(counts.linked).toBeGreaterThan(50);
    const statuses = Object.fromEntries(
      (
        await client.query(
          `select ${leakCheckStatusSql('i', '$1::date')} as status, count(*)::int as n from installations i group by 1`,
          [companyToday()],
        )
      ).rows.map((row: { status: string; n: number }) => [row.status, row.n]),
    );
    // The decommissioned installation keeps its interval and the status it had (OK), never due.
    expect(statuses).toEqual({ OVERDUE: 5, DUE_SOON: 4, OK: 9, NEVER_CHECKED: 2, EXEMPT: 6 });
  };

  /** The annual balance's identity holds to the gram for every gas of every year the demo spans. */
  const expectDemoBalances = async (client: Client) => {
    let rows = 0;
    for (let year = new Date().getUTCFullYear() - 6; year <= new Date().getUTCFullYear() + 1; year++) {
      const balance = (await client.query<Record<string, string>>(BALANCE_SQL, [year])).rows;
      rows += balance.length;
      for (const row of balance) {
        const g = (column: string) => toGrams(row[column]);
        expect({ gas: row.gas, year, closing: g('closing') }).toEqual({
          gas: row.gas,
          year,
          closing:
            g('opening') + g('received') + g('recovered') - g('filled') - g('returned') + g('unexplained'),
        });
      }
    }
    expect(rows).toBeGreaterThan(0);
  };

  it('db:seed-demo fills an empty database on its own, and one that start has migrated; a second run refuses', async () => {
    for (const migratedFirst of [false, true]) {
      const url = await emptyDatabase(migratedFirst ? 'seedmig' : 'seedraw');
      if (migratedFirst) expect((await runScript('migrate.mjs', { DATABASE_URL: url })).code).toBe(0);
      const run = await runScript('seed-demo.mjs', { DATABASE_URL: url });
      expect({ code: run.code, output: run.output }).toEqual({
        code: 0,
        output: expect.stringMatching(/Demo data added/),
      });
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        const [{ cylinders, logs, bad }] = (
          await client.query(`select (select count(*) from cylinders)::int as cylinders,
              (select count(*) from log_entries)::int as logs,
              (select count(*) from cylinders c where c.log_count <> (select count(*) from log_entries l where l.cylinder_id = c.id and l.deleted_at is null))::int as bad`)
        ).rows;
        expect(cylinders).toBe(40);
        expect(logs).toBeGreaterThan(100);
        expect(bad).toBe(0);
        await expectDemoInstallations(client);
        await expectDemoBalances(client);
      } finally {
        await client.end();
      }
      const again = await runScript('seed-demo.mjs', { DATABASE_URL: url });
      expect(again.code).toBe(0);
      expect(again.output).toMatch(/not added: the register already holds data/);
    }
  }, 240_000);
});
