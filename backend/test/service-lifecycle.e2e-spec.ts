import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import type { TestApp } from './support/test-app';
import { createTestApp } from './support/test-app';
import { loadConfig } from '../src/config/app-config';
import { createApp } from '../src/app.setup';
import { DrainState } from '../src/health/drain-state';
import { registerFirstAdmin, bearer } from './support/accounts';
import { createCylinder, postLog } from './support/logs-fixtures';
import { embeddedServer, runScript, startApp } from './support/child-script';

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
async function database(suffix: string, template = true): Promise<string> {
  const name = `fgas_test_${process.pid}_${suffix}_${randomBytes(3).toString('hex')}`;
  await admin((c) =>
    c.query(`create database "${name}" ${template ? `template "${process.env.TEST_DB_TEMPLATE}"` : ''}`),
  );
  return name;
}
async function sql<T = Record<string, unknown>>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}
/** A TestApp over a URL, for the account helpers (they only speak HTTP). */
const overHttp = (url: string) => ({ http: () => request(url) }) as unknown as TestApp;

describe('stopping like a service (a real start.mjs process)', () => {
  it('SIGTERM with 8 writes waiting on a row lock: readiness fails, all 8 complete, exit 0, totals agree', async () => {
    const name = await database('drain');
    const dbUrl = urlOf(name);
    const app = startApp({ DATABASE_URL: dbUrl, JWT_SECRET: 'd'.repeat(40), SHUTDOWN_TIMEOUT_SECONDS: '20' });
    try {
      const base = await app.url;
      const t = overHttp(base);
      await request(base).get('/api/health/ready').expect(200);
      const boss = await registerFirstAdmin(t);
      const cylinderId = await createCylinder(t, boss);
      const holder = new Client({ connectionString: dbUrl });
      await holder.connect();
      await holder.query('begin');
      await holder.query('select id from cylinders where id = $1 for update', [cylinderId]);
      const writes = Array.from({ length: 8 }, (_, i) =>
        postLog(t, boss, { cylinderId, mutationType: 'RECLAIM_WEIGH', weight: (i + 1) / 10 }).then(
          (res) => res.status,
          (error: Error) => error.message,
        ),
      );
      // All 8 inside the API, waiting on the lock.
      for (let i = 0; i < 100; i++) {
        const [{ waiting }] = await sql<{ waiting: number }>(
          dbUrl,
          `select count(*)::int as waiting from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
          [name],
        );
        if (waiting === 8) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const signalled = Date.now();
      app.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 700));
      // Stopped accepting: a new connection is refused or answered 503, never served.
      const probe = await request(base)
        .get('/api/health/ready')
        .then(
          (res) => res.status,
          () => 'refused',
        );
      expect([503, 'refused']).toContain(probe);
      expect(app.child.exitCode).toBeNull();
      await holder.query('commit');
      await holder.end();
      expect(await Promise.all(writes)).toEqual(Array(8).fill(201));
      expect(await app.exited).toBe(0);
      console.log(
        `drain: SIGTERM to exit ${Date.now() - signalled} ms (lock held 700 ms); ${app.output().match(/API drained in \d+ ms/)?.[0]}`,
      );
      const [row] = await sql<{ log_count: number; total_reclaimed: string; sum: string; n: number }>(
        dbUrl,
        `select c.log_count, c.total_reclaimed::text, (select sum(weight) from log_entries where cylinder_id = c.id)::text as sum,
                (select count(*) from log_entries where cylinder_id = c.id)::int as n from cylinders c where id = $1`,
        [cylinderId],
      );
      expect(row).toEqual({ log_count: 8, total_reclaimed: '3.600', sum: '3.600', n: 8 });
    } finally {
      if (app.child.exitCode === null) app.child.kill('SIGKILL');
      await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
    }
  }, 120_000);

  it('writes still waiting at the drain timeout are refused cleanly (503) and leave nothing behind', async () => {
    const name = await database('drainto');
    const dbUrl = urlOf(name);
    const app = startApp({ DATABASE_URL: dbUrl, JWT_SECRET: 'd'.repeat(40), SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const holder = new Client({ connectionString: dbUrl });
    try {
      const base = await app.url;
      const t = overHttp(base);
      const boss = await registerFirstAdmin(t);
      const cylinderId = await createCylinder(t, boss);
      await holder.connect();
      await holder.query('begin');
      await holder.query('select id from cylinders where id = $1 for update', [cylinderId]);
      const writes = Array.from({ length: 8 }, () =>
        postLog(t, boss, { cylinderId, mutationType: 'RECLAIM_WEIGH', weight: 1 }).then(
          (res) => `${res.status} ${res.body.code}`,
          (error: Error) => error.message,
        ),
      );
      await new Promise((r) => setTimeout(r, 1500));
      app.child.kill('SIGTERM');
      expect(await Promise.all(writes)).toEqual(Array(8).fill('503 DATABASE_UNAVAILABLE'));
      expect(await app.exited).toBe(0);
      await holder.query('commit');
      expect(await sql(dbUrl, 'select count(*)::int as n from log_entries')).toEqual([{ n: 0 }]);
      expect(await sql(dbUrl, 'select log_count from cylinders where id = $1', [cylinderId])).toEqual([
        { log_count: 0 },
      ]);
    } finally {
      await holder.end().catch(() => undefined);
      if (app.child.exitCode === null) app.child.kill('SIGKILL');
      await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
    }
  }, 120_000);
});

describe('readiness and a database that goes away', () => {
  it('ready on a migrated database; 503 SCHEMA_OUTDATED on one that is not; 503 SHUTTING_DOWN while draining', async () => {
    const t = await createTestApp();
    try {
      await t.http().get('/api/health/ready').expect(200, { status: 'ready', database: 'ok', schema: 'ok' });
      const [{ name }] = await t.sql<{ name: string }>(
        'select name from mikro_orm_migrations order by id desc limit 1',
      );
      await t.sql('delete from mikro_orm_migrations where name = $1', [name]);
      expect((await t.http().get('/api/health/ready').expect(503)).body.code).toBe('SCHEMA_OUTDATED');
      await t.sql('insert into mikro_orm_migrations (name) values ($1)', [name]);
      await t.http().get('/api/health/ready').expect(200);
      t.app.get(DrainState).draining = true;
      expect((await t.http().get('/api/health/ready').expect(503)).body.code).toBe('SHUTTING_DOWN');
      await t.http().get('/api/health').expect(200);
    } finally {
      await t.close();
    }
  });

  it('while its PostgreSQL is stopped, API calls answer 503 DATABASE_UNAVAILABLE (not 500) and recover after', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fgas-down-'));
    chmodSync(dir, 0o755);
    const first = await embeddedServer(join(dir, 'pg'));
    let server = first;
    const migrated = await runScript('migrate.mjs', { DATABASE_URL: first.url });
    expect(migrated.code).toBe(0);
    const app = await createApp(
      loadConfig({
        DATABASE_URL: first.url,
        JWT_SECRET: 'z'.repeat(40),
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
      }),
    );
    await app.getHttpAdapter().getInstance().ready();
    const http = () => request(app.getHttpServer());
    try {
      const boss = await registerFirstAdmin({ http } as unknown as TestApp);
      await http().get('/api/cylinders').set(bearer(boss)).expect(200);
      await first.stop();
      for (const [method, path] of [
        ['get', '/api/cylinders'],
        ['get', '/api/health/ready'],
        ['post', '/api/auth/login'],
        ['get', '/api/stats/dashboard'],
      ] as const) {
        const agent = http();
        const res = await agent[method](path)
          .set(bearer(boss))
          .send(method === 'post' ? { email: boss.email, password: boss.password } : undefined);
        expect({ path, status: res.status, code: res.body.code }).toEqual({
          path,
          status: 503,
          code: 'DATABASE_UNAVAILABLE',
        });
      }
      server = await embeddedServer(join(dir, 'pg'), first.port);
      await http().get('/api/cylinders').set(bearer(boss)).expect(200);
    } finally {
      await app.close();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('backup and restore drill', () => {
  it('data in through the API, db:backup, db:restore into a fresh database: the app starts on it and every row and total matches', async () => {
    const source = await createTestApp();
    const targetName = await database('restored', false);
    const dumpDir = mkdtempSync(join(tmpdir(), 'fgas-dump-'));
    const file = join(dumpDir, 'drill.dump');
    try {
      const boss = await registerFirstAdmin(source);
      const cylinders: number[] = [];
      for (let i = 0; i < 6; i++)
        cylinders.push(await createCylinder(source, boss, { deliveryWeight: 40, tareWeight: 10 }));
      for (let i = 0; i < 60; i++)
        await postLog(source, boss, {
          cylinderId: cylinders[i % 6],
          mutationType: i % 3 ? 'FILLUP_WEIGH' : 'RECLAIM_WEIGH',
          weight: ((i % 7) + 1) * 0.125,
        }).expect(201);
      const started = Date.now();
      const backup = await runScript('backup.mjs', { DATABASE_URL: source.databaseUrl }, [file]);
      expect({ code: backup.code, output: backup.output }).toEqual({
        code: 0,
        output: expect.stringMatching(/Backup written/),
      });
      const backupMs = Date.now() - started;
      const restore = await runScript('restore.mjs', { DATABASE_URL: urlOf(targetName) }, [file]);
      expect({ code: restore.code, output: restore.output }).toEqual({
        code: 0,
        output: expect.stringMatching(/Restored/),
      });
      // A second restore into the now filled database is refused.
      const again = await runScript('restore.mjs', { DATABASE_URL: urlOf(targetName) }, [file]);
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/restore into an empty database/);

      const counts = async (url: string) => {
        const tables = await sql<{ tablename: string }>(
          url,
          `select tablename from pg_tables where schemaname = 'public' order by 1`,
        );
        const out: Record<string, number> = {};
        for (const { tablename } of tables)
          out[tablename] = (
            await sql<{ n: number }>(url, `select count(*)::int as n from "${tablename}"`)
          )[0].n;
        return out;
      };
      const totals = (url: string) =>
        sql(
          url,
          'select id, total_filled::text, total_reclaimed::text, log_count, gap_count, last_log_date from cylinders order by id',
        );
      const before = await counts(source.databaseUrl);
      expect(before.log_entries).toBe(60);
      expect(await counts(urlOf(targetName))).toEqual(before);
      expect(await totals(urlOf(targetName))).toEqual(await totals(source.databaseUrl));

      const app = startApp({ DATABASE_URL: urlOf(targetName), JWT_SECRET: 'r'.repeat(40) });
      try {
        const base = await app.url;
        await request(base).get('/api/health/ready').expect(200);
        const login = await request(base)
          .post('/api/auth/login')
          .send({ email: boss.email, password: boss.password })
          .expect(200);
        const detail = await request(base)
          .get(`/api/cylinders/${cylinders[0]}`)
          .set('Authorization', `Bearer ${login.body.token}`)
          .expect(200);
        expect(detail.body.id).toBe(cylinders[0]);
        await request(base)
          .post('/api/logs')
          .set('Authorization', `Bearer ${login.body.token}`)
          .send({ cylinderId: cylinders[0], mutationType: 'INSPECTION' })
          .expect(201);
        app.child.kill('SIGTERM');
        expect(await app.exited).toBe(0);
      } finally {
        if (app.child.exitCode === null) app.child.kill('SIGKILL');
      }
      console.log(
        `backup drill: ${before.log_entries} mutations, ${Object.keys(before).length} tables; backup + restore ${Date.now() - started} ms (backup ${backupMs} ms)`,
      );
    } finally {
      await source.close();
      await admin((c) => c.query(`drop database if exists "${targetName}" with (force)`));
      rmSync(dumpDir, { recursive: true, force: true });
    }
  }, 180_000);
});
