// What every bench run needs around the servers it measures: child processes started and stopped as a
// group, a throwaway PostgreSQL with the generated data set, the app's production start, sign-in, RSS from
// /proc and one autocannon run. Shared by bench/run.mjs (app against bare, one size) and bench/scales.mjs
// (the growth curve, several instances, the heavy reads).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.mjs';
import { backendDist, repoRoot } from '../../scripts/lib/paths.mjs';
import {
  FITTERS,
  HOT_CYLINDERS,
  LOGBOOK_INSTALLATION,
  PASSWORD,
  datasetSql,
  fitterEmail,
} from './dataset.mjs';
import { storeSchedules } from './installation-schedules.mjs';
import { prng } from './scenarios.mjs';
import { postmasterPidOf } from './process-cpu.mjs';

const require = createRequire(import.meta.url);

export const JWT_SECRET = 'bench-secret-0123456789-0123456789-0123456789';
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const round = (value, digits = 1) => Number(value.toFixed(digits));

/** Resident memory of a process in MB (0 once it is gone). */
export function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Node child processes of one run: `start` resolves once `ready` matches their output; `stopAll` ends them. */
export function childGroup() {
  const children = [];
  let stopping = false;
  function start(name, args, childEnv, ready) {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, args, {
        cwd: repoRoot,
        env: { ...process.env, ...childEnv },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`${name} did not start in 120 s:\n${output}`)),
        120_000,
      );
      const onData = (chunk) => {
        output += chunk;
        if (ready.test(output)) {
          clearTimeout(timer);
          resolve(child);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', (chunk) => {
        output += chunk;
        process.stderr.write(`[${name}] ${chunk}`);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        if (!stopping && !child.expectedExit)
          console.error(
            `[bench] ${name} (pid ${child.pid}) exited: code ${code}, signal ${signal}\n${output.slice(-2000)}`,
          );
        reject(new Error(`${name} exited with ${code ?? signal}:\n${output}`));
      });
    });
  }
  async function stop(child) {
    child.expectedExit = true;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
  async function stopAll() {
    stopping = true;
    await Promise.all(children.map(stop));
  }
  return { start, stop, stopAll };
}

/** The environment the API runs with in every bench run (production, as `npm start` runs it). */
export function serverEnv(databaseUrl) {
  return {
    DATABASE_URL: databaseUrl,
    JWT_SECRET,
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2', // as `npm start` and the Docker image run the API
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://localhost:8080',
  };
}

/** Starts the API (scripts/start.mjs) on `port`; BENCH_APP_NODE_OPTIONS adds node flags (profiling). */
export function startApp(group, name, databaseUrl, port) {
  const env = process.env;
  const args = env.BENCH_APP_NODE_OPTIONS
    ? [...env.BENCH_APP_NODE_OPTIONS.split(' '), 'scripts/start.mjs']
    : ['scripts/start.mjs'];
  return group.start(name, args, { ...serverEnv(databaseUrl), PORT: String(port) }, /is running/);
}

export async function login(base, email) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email} at ${base}: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

/** One autocannon run of a scenario; `connections` overrides the scenario's own. */
export function cannon(url, scenario, duration, token, seed, connections = scenario.connections) {
  const random = prng(seed);
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration, headers, requests: scenario.make(random), timeout: 30 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * A throwaway PostgreSQL in a temp folder, migrated, with the generated data set of the given size and the
 * installations' stored schedules. The generating session gets more sort and index memory (the windows
 * over the whole log, the index builds after the load); the app's own connections keep the defaults.
 */
export async function preparedDatabase({ cylinders, logs, installations, customers, hash, log, serverLog }) {
  const tmpDir = mkdtempSync(join(os.tmpdir(), 'fgas-bench-'));
  chmodSync(tmpDir, 0o755); // as root, PostgreSQL runs as the OS user postgres and must reach its data folder
  let db;
  let client;
  const drop = async () => {
    if (client) await client.end().catch(() => {});
    if (db) await db.stop().catch(() => {});
    rmSync(tmpDir, { recursive: true, force: true });
  };
  try {
    db = await startEmbeddedPostgres({
      dataDir: join(tmpDir, 'pg'),
      database: 'bench',
      throwaway: true,
      serverLog: serverLog ?? (() => {}),
    });
    log(`embedded PostgreSQL on 127.0.0.1:${db.port} (${tmpDir})`);
    const { migrate } = require(`${backendDist}/database/migrate.js`);
    await migrate(db.url);
    client = new pg.Client({ connectionString: db.url });
    client.on('error', () => {});
    await client.connect();
    const postmasterPid = await postmasterPidOf(client);
    const pgVersion = (await client.query('show server_version')).rows[0].server_version;
    await client.query(`set work_mem = '256MB'`);
    await client.query(`set maintenance_work_mem = '1GB'`);
    const genStart = Date.now();
    for (const statement of datasetSql({ cylinders, logs, hash, installations, customers }))
      await client.query(statement);
    const schedulesStart = Date.now();
    await storeSchedules(client);
    const schedulesSeconds = (Date.now() - schedulesStart) / 1000;
    const genSeconds = (Date.now() - genStart) / 1000;
    await client.query('reset work_mem');
    await client.query('reset maintenance_work_mem');
    const counts = (
      await client.query(`select (select count(*) from cylinders)::int as cylinders, (select count(*) from log_entries)::int as logs,
      (select count(*) from log_entries where deleted_at is not null)::int as deleted,
      (select count(*) from log_entries where weight_gap is not null and gap_explained_at is null and deleted_at is null)::int as gaps,
      (select max(log_count) from cylinders)::int as max_per_cylinder,
      (select count(*) from cylinders where log_count > 1000)::int as hot,
      (select count(*) from customers)::int as customers, (select count(*) from installations)::int as installations,
      (select count(*) from leak_checks)::int as leak_checks,
      (select count(*) from log_entries where installation_id is not null)::int as linked,
      (select count(*) from log_entries where installation_id = ${LOGBOOK_INSTALLATION} and deleted_at is null)::int as logbook_entries,
      pg_size_pretty(pg_database_size(current_database())) as size`)
    ).rows[0];
    return { db, client, tmpDir, postmasterPid, pgVersion, counts, genSeconds, schedulesSeconds, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** One argon2id hash shared by every generated user (the app's own parameters). */
export async function passwordHash() {
  const { hash } = require(require.resolve('@node-rs/argon2', { paths: [join(repoRoot, 'backend')] }));
  return hash(PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

/** The ids the scenarios pick from: fixed lists in a deterministic order (see scenarios.mjs). */
export async function scenarioContext(client, cylinders) {
  // Active cylinders with logs, and the hot ones.
  const active = (
    await client.query(
      `select id from cylinders where status = 'ACTIVE' and log_count > 0 and id > 5 order by md5(id::text) limit 200`,
    )
  ).rows.map((r) => r.id);
  const hotIds = HOT_CYLINDERS.filter((id) => id <= cylinders);
  // Installation pages: active installations with entries, and the logbook one.
  const installationIds = (
    await client.query(
      `select i.id from installations i where i.status = 'ACTIVE' and i.id <> $1
          and exists (select 1 from log_entries le where le.installation_id = i.id) order by md5(i.id::text) limit 19`,
      [LOGBOOK_INSTALLATION],
    )
  ).rows.map((r) => r.id);
  return {
    installationIds: [...installationIds, LOGBOOK_INSTALLATION],
    logbookInstallationId: LOGBOOK_INSTALLATION,
    detailIds: [...active.slice(0, 19), hotIds[0]],
    cylinderCount: cylinders,
    insertIds: active,
    hotInsertId: hotIds[1] ?? hotIds[0],
    emails: Array.from({ length: FITTERS }, (_, i) => fitterEmail(i + 1)),
    password: PASSWORD,
  };
}
