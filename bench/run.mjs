// npm run bench: realistic data at scale, every hot path of the API measured against a bare reference.
// Steps: build if stale -> throwaway embedded PostgreSQL -> migrate -> bulk-generate data -> start the app
// (production) and the bare reference -> autocannon A B A B per scenario -> totals check -> frontend size
// -> bench/results.json and a table. Scale and durations: BENCH_CYLINDERS, BENCH_LOGS, BENCH_DURATION,
// BENCH_INSTALLATIONS, BENCH_CUSTOMERS, BENCH_WARMUP (seconds), BENCH_ROUNDS (app-then-bare rounds per scenario), BENCH_SKIP_BUILD=1 (use dist as it is), BENCH_ONLY (comma-separated scenario name parts), BENCH_CAPTURE_SQL=1 (print the
// SQL the app runs for one request of each scenario and stop), BENCH_RESULTS (output file).
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/lib/embedded-postgres.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { ADMINS, FITTERS, adminEmail, fitterEmail } from './lib/dataset.mjs';
import {
  cannon,
  childGroup,
  login,
  passwordHash,
  preparedDatabase,
  round,
  scenarioContext,
  rssMb,
  serverEnv,
  sleep,
  startApp,
} from './lib/harness.mjs';
import { scheduleCheck } from './lib/installation-schedules.mjs';
import { prng, scenarios } from './lib/scenarios.mjs';
import { scalesOf } from './lib/sizes.mjs';
import { TOTALS_CHECK } from './sql.mjs';
import { assertSameAnswers } from './lib/same-answers.mjs';
import { postgresCpuMs, processCpuMs } from './lib/process-cpu.mjs';
import { frontendSize } from './frontend-size.mjs';

const env = process.env;
// `--scales 1,5` (or BENCH_SCALES=1,5): the growth curve, several instances and the heavy reads instead.
const SCALES = scalesOf(process.argv.slice(2), env);
if (SCALES) {
  const { runScales } = await import('./scales.mjs');
  await runScales(SCALES);
  process.exit(process.exitCode ?? 0);
}
const CYLINDERS = Number(env.BENCH_CYLINDERS ?? 20000);
const LOGS = Number(env.BENCH_LOGS ?? 1000000);
const INSTALLATIONS = env.BENCH_INSTALLATIONS === undefined ? undefined : Number(env.BENCH_INSTALLATIONS);
const CUSTOMERS = env.BENCH_CUSTOMERS === undefined ? undefined : Number(env.BENCH_CUSTOMERS);
const DURATION = Number(env.BENCH_DURATION ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 3);
// Rounds of app-then-bare per scenario: on a shared 2-core machine single runs swing by 10-20 %.
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const ONLY = env.BENCH_ONLY ? env.BENCH_ONLY.split(',').map((s) => s.trim().toLowerCase()) : null;
const CAPTURE = env.BENCH_CAPTURE_SQL === '1';
const RESULTS =
  env.BENCH_RESULTS ??
  join(
    repoRoot,
    'bench',
    CYLINDERS === 20000 && LOGS === 1000000 && !ONLY ? 'results.json' : 'results.local.json',
  );

const t0 = Date.now();
const startLoad = os.loadavg().map((v) => Number(v.toFixed(2)));
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(0)}s`;
const log = (message) => console.log(`[bench ${elapsed()}] ${message}`);
const loadavg = () => os.loadavg().map((v) => Number(v.toFixed(2)));

const group = childGroup();
let prepared;
async function cleanup() {
  await group.stopAll();
  if (prepared) await prepared.drop();
}
process.on('SIGINT', () => cleanup().finally(() => process.exit(130)));
process.on('SIGTERM', () => cleanup().finally(() => process.exit(143)));

try {
  log(`load average at start: ${startLoad.join(' ')} (${os.cpus().length} cpus)`);
  const built = env.BENCH_SKIP_BUILD === '1' ? [] : ensureBuilt(repoRoot, log);
  if (built.length) log(`built: ${built.join(', ')}`);

  // ---- database -------------------------------------------------------------------------------------
  const pgLog = [];
  prepared = await preparedDatabase({
    cylinders: CYLINDERS,
    logs: LOGS,
    installations: INSTALLATIONS,
    customers: CUSTOMERS,
    hash: await passwordHash(),
    log,
    serverLog: (line) => CAPTURE && pgLog.push(line),
  });
  const { db, client, postmasterPid, pgVersion, counts, genSeconds, schedulesSeconds } = prepared;
  log(
    `data: ${JSON.stringify(counts)} in ${genSeconds.toFixed(1)} s (stored schedules ${schedulesSeconds.toFixed(1)} s)`,
  );

  const ctx = await scenarioContext(client, CYLINDERS);

  // ---- servers --------------------------------------------------------------------------------------
  const appPort = await freePort();
  const app = await startApp(group, 'app', db.url, appPort);
  const barePort = await freePort();
  const bare = CAPTURE
    ? { pid: app.pid }
    : await group.start(
        'bare',
        ['bench/bare-server.mjs'],
        { ...serverEnv(db.url), PORT: String(barePort) },
        /bare listening/,
      );
  const appUrl = `http://127.0.0.1:${appPort}`;
  const bareUrl = `http://127.0.0.1:${barePort}`;
  log(`app pid ${app.pid} on ${appUrl}, bare pid ${bare.pid} on ${bareUrl}`);
  const appToken = await login(appUrl, fitterEmail(1));
  // Scenarios with auth: 'admin' (the annual balance is an administrator's page) sign in as an admin.
  const adminToken = await login(appUrl, adminEmail(1));
  const tokenOf = (scenario) => (scenario.auth === 'admin' ? adminToken : appToken);

  let appMaxRss = rssMb(app.pid);
  let bareMaxRss = rssMb(bare.pid);
  const appRssAfterStart = appMaxRss;
  let scenarioMaxRss = 0;
  const poller = setInterval(() => {
    const appRss = rssMb(app.pid);
    appMaxRss = Math.max(appMaxRss, appRss);
    scenarioMaxRss = Math.max(scenarioMaxRss, appRss);
    bareMaxRss = Math.max(bareMaxRss, rssMb(bare.pid));
  }, 200);
  poller.unref(); // a failed check must not keep the process alive

  const all = scenarios(ctx).filter((s) => !ONLY || ONLY.some((part) => s.name.toLowerCase().includes(part)));

  if (CAPTURE) {
    await client.query(`alter system set log_statement = 'all'`);
    await client.query('select pg_reload_conf()');
    await sleep(500);
    for (const scenario of all) {
      const context = {};
      for (const request of scenario.make(prng(1))) {
        pgLog.length = 0;
        const req = request.setupRequest ? request.setupRequest({ ...request }, context) : request;
        const response = await fetch(appUrl + req.path, {
          method: req.method,
          headers: {
            ...(req.headers ?? {}),
            ...(scenario.auth ? { authorization: `Bearer ${tokenOf(scenario)}` } : {}),
          },
          body: req.body,
        });
        await response.arrayBuffer();
        await sleep(300);
        console.log(`\n===== ${scenario.name}: ${req.method} ${req.path} -> ${response.status}`);
        console.log(
          pgLog
            .join('')
            .split('\n')
            .filter((l) => /LOG:|DETAIL:/.test(l))
            .join('\n'),
        );
      }
    }
    throw Object.assign(new Error('capture done'), { done: true });
  }

  // ---- same answers, then load ----------------------------------------------------------------------
  log(
    `same answers from app and bare: ${(await assertSameAnswers(all, appUrl, bareUrl, tokenOf)).join(', ')}`,
  );
  const results = [];
  for (const [index, scenario] of all.entries()) {
    const runs = { app: [], bare: [] };
    scenarioMaxRss = rssMb(app.pid);
    for (let round_ = 0; round_ < ROUNDS; round_++) {
      for (const side of ['app', 'bare']) {
        const url = side === 'app' ? appUrl : bareUrl;
        const token = scenario.auth && side === 'app' ? tokenOf(scenario) : null;
        const serverPid = side === 'app' ? app.pid : bare.pid;
        if (WARMUP > 0) await cannon(url, scenario, WARMUP, token, 1000 + index);
        const cpuBefore = { server: processCpuMs(serverPid), postgres: postgresCpuMs(postmasterPid) };
        const result = await cannon(url, scenario, DURATION, token, 2000 + index * 10 + round_);
        const non2xx = result.non2xx + result.errors + result.timeouts;
        runs[side].push({
          rps: result.requests.average,
          total: result.requests.total,
          serverCpuMs: processCpuMs(serverPid) - cpuBefore.server,
          postgresCpuMs: postgresCpuMs(postmasterPid) - cpuBefore.postgres,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: non2xx,
          duration: result.duration,
        });
        log(
          `${scenario.name} [${side} ${round_ + 1}]: ${round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${non2xx ? `, ${non2xx} errors/non-2xx` : ''}`,
        );
      }
    }
    const agg = (list) => ({
      rps: list.reduce((s, r) => s + r.total, 0) / list.reduce((s, r) => s + r.duration, 0),
      p50: list.reduce((s, r) => s + r.p50, 0) / list.length,
      p99: list.reduce((s, r) => s + r.p99, 0) / list.length,
      errors: list.reduce((s, r) => s + r.errors, 0),
      // CPU per request in microseconds, over all rounds: the server process and PostgreSQL.
      serverCpuUs:
        (list.reduce((s, r) => s + r.serverCpuMs, 0) * 1000) / list.reduce((s, r) => s + r.total, 0),
      postgresCpuUs:
        (list.reduce((s, r) => s + r.postgresCpuMs, 0) * 1000) / list.reduce((s, r) => s + r.total, 0),
    });
    const a = agg(runs.app);
    const b = agg(runs.bare);
    results.push({
      name: scenario.name,
      connections: scenario.connections,
      appRps: round(a.rps),
      bareRps: round(b.rps),
      ratio: round(a.rps / b.rps, 2),
      p50Ms: round(a.p50),
      p99Ms: round(a.p99),
      bareP50Ms: round(b.p50),
      bareP99Ms: round(b.p99),
      appErrors: a.errors,
      bareErrors: b.errors,
      appCpuUsPerRequest: round(a.serverCpuUs),
      appPostgresCpuUsPerRequest: round(a.postgresCpuUs),
      bareCpuUsPerRequest: round(b.serverCpuUs),
      barePostgresCpuUsPerRequest: round(b.postgresCpuUs),
      appMaxRssMb: round(scenarioMaxRss),
      runs,
    });
  }
  clearInterval(poller);

  // ---- stored totals vs the log ---------------------------------------------------------------------
  const verifyStart = Date.now();
  const mismatches = (await client.query(TOTALS_CHECK)).rows;
  const totalsCheck = {
    cylindersChecked: (await client.query('select count(*)::int as n from cylinders')).rows[0].n,
    logEntriesAfterRun: (await client.query('select count(*)::int as n from log_entries')).rows[0].n,
    mismatches: mismatches.length,
    sample: mismatches.slice(0, 5),
    seconds: round((Date.now() - verifyStart) / 1000, 2),
  };
  log(
    `totals check: ${totalsCheck.mismatches} mismatches over ${totalsCheck.cylindersChecked} cylinders (${totalsCheck.logEntriesAfterRun} log entries)`,
  );
  const schedules = await scheduleCheck(client);
  log(
    `schedule check: ${schedules.mismatches} mismatches over ${schedules.installationsChecked} installations (today: ${JSON.stringify(schedules.statuses)})`,
  );

  // ---- frontend -------------------------------------------------------------------------------------
  const frontend = frontendSize(join(repoRoot, 'frontend/dist'));

  const output = {
    generatedAt: new Date().toISOString(),
    machine: {
      nproc: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memoryGb: round(os.totalmem() / 1024 ** 3),
      node: process.version,
      postgres: pgVersion,
      loadAverageStart: null,
      loadAverageEnd: loadavg(),
    },
    settings: {
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      rounds: ROUNDS,
      order: `per scenario, ${ROUNDS} rounds of: app (warm-up, run), bare (warm-up, run)`,
      bareAuth: 'none (the app verifies a JWT per request)',
    },
    dataset: {
      cylinders: counts.cylinders,
      logEntries: counts.logs,
      deleted: counts.deleted,
      gaps: counts.gaps,
      maxPerCylinder: counts.max_per_cylinder,
      hotCylinders: counts.hot,
      databaseSize: counts.size,
      generationSeconds: round(genSeconds),
      storedSchedulesSeconds: round(schedulesSeconds, 2),
      users: FITTERS + ADMINS,
      customers: counts.customers,
      installations: counts.installations,
      leakChecks: counts.leak_checks,
      linkedLogEntries: counts.linked,
      logbookInstallationEntries: counts.logbook_entries,
    },
    scenarios: results,
    memory: {
      appMaxRssMb: round(appMaxRss),
      appRssAfterStartMb: round(appRssAfterStart),
      bareMaxRssMb: round(bareMaxRss),
      targetMb: 300,
    },
    totalsCheck,
    scheduleCheck: schedules,
    frontend,
    totalSeconds: round((Date.now() - t0) / 1000),
  };
  output.machine.loadAverageStart = startLoad;
  // The growth curve's figures (npm run bench -- --scales 1,5) live in the same file: keep them.
  let previous;
  try {
    previous = JSON.parse(readFileSync(RESULTS, 'utf8'));
  } catch {
    previous = {};
  }
  if (previous.scales) output.scales = previous.scales;
  writeFileSync(RESULTS, JSON.stringify(output, null, 2) + '\n');

  // ---- table ----------------------------------------------------------------------------------------
  const pad = (value, width) => String(value).padStart(width);
  console.log(
    '\n' +
      [
        'scenario'.padEnd(32),
        pad('conn', 4),
        pad('app rps', 9),
        pad('bare rps', 9),
        pad('ratio', 6),
        pad('p50', 7),
        pad('p99', 7),
        pad('bare p50', 9),
        pad('bare p99', 9),
        pad('cpu µs/req app+pg', 18),
        pad('bare+pg', 12),
      ].join(' '),
  );
  for (const r of results) {
    console.log(
      [
        r.name.padEnd(32),
        pad(r.connections, 4),
        pad(r.appRps, 9),
        pad(r.bareRps, 9),
        pad(r.ratio, 6),
        pad(r.p50Ms, 7),
        pad(r.p99Ms, 7),
        pad(r.bareP50Ms, 9),
        pad(r.bareP99Ms, 9),
        pad(`${r.appCpuUsPerRequest}+${r.appPostgresCpuUsPerRequest}`, 18),
        pad(`${r.bareCpuUsPerRequest}+${r.barePostgresCpuUsPerRequest}`, 12),
      ].join(' '),
    );
  }
  console.log(`\nAPI max RSS ${round(appMaxRss)} MB (target < 300), bare ${round(bareMaxRss)} MB`);
  console.log(
    `Stored totals vs log: ${totalsCheck.mismatches} mismatches over ${totalsCheck.cylindersChecked} cylinders`,
  );
  console.log(
    `Stored leak-check schedules vs the app's rules: ${schedules.mismatches} mismatches over ${schedules.installationsChecked} installations`,
  );
  console.log(
    `Frontend initial JS as sent (brotli; gzip-only clients): sign-in ${frontend.signIn.sentKb} kB (${frontend.signIn.gzipKb}), dashboard ${frontend.dashboard.sentKb} kB (${frontend.dashboard.gzipKb}), cylinder list ${frontend.cylinderList.sentKb} kB (${frontend.cylinderList.gzipKb}) (budget ${frontend.budgetKb} kB); scanner chunk ${frontend.scanner.sentKb} kB (lazy: ${frontend.scanner.lazy})`,
  );
  console.log(
    `Load average start ${startLoad.join(' ')}, end ${loadavg().join(' ')}; total ${elapsed()}; written ${RESULTS}`,
  );
} catch (error) {
  if (!error.done) {
    console.error(error);
    process.exitCode = 1;
  }
} finally {
  await cleanup();
}
