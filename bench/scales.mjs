// npm run bench -- --scales 1,5 (or BENCH_SCALES=1,5): how the cost grows with the data, whether a second
// instance adds capacity, and how close the heavy reads come to PostgreSQL's own COPY. Per scale, in turn:
// a throwaway PostgreSQL with the data set of that size (bench/lib/sizes.mjs) -> the API in production
// mode -> every scenario at one connection (latency) and at 20 (req/s, CPU per request) -> the heavy
// reads against COPY -> at the first scale also: a second API instance (one against two), the phone audit
// hook -> stored totals, schedules and idempotency ledger checked -> everything stopped and removed.
// Then the ratios large/small, a table, bench/results.json (key `scales`), and, at full size,
// docs/bench-growth.svg and the growth table in docs/BENCHMARKS.md.
// Settings: BENCH_SIZE_FACTOR (shrinks every scale, e.g. 0.05 while developing; results then go to
// bench/results.local.json and the docs are left alone), BENCH_GROWTH_SECONDS (per measurement, default 5),
// BENCH_WARMUP (default 2), BENCH_ONLY (scenario name parts), BENCH_INSTANCE_SCALE (the scale of the
// one-against-two run, default the first; "none" skips it), BENCH_SKIP_HEAVY=1, BENCH_SKIP_PHONE=1 (no
// Lighthouse audit), BENCH_SKIP_BUILD=1.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/lib/embedded-postgres.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { ADMINS, FITTERS, PASSWORD, adminEmail, fitterEmail } from './lib/dataset.mjs';
import { GROWTH_LIMIT, GROWTH_TARGETS, growthRatios, measureGrowth } from './lib/growth.mjs';
import { growthSvg, growthTable, heavyReadsTable, instancesTable, phoneTable } from './lib/growth-report.mjs';
import {
  childGroup,
  login,
  passwordHash,
  preparedDatabase,
  round,
  rssMb,
  scenarioContext,
  startApp,
} from './lib/harness.mjs';
import { measureHeavyReads } from './lib/heavy-reads.mjs';
import { scheduleCheck } from './lib/installation-schedules.mjs';
import { idempotencyLedger, idempotentInsertScenario, measureInstances } from './lib/instances.mjs';
import { phoneFirstLoad } from './lib/phone.mjs';
import { scenarios as allScenarios } from './lib/scenarios.mjs';
import { sizeOf } from './lib/sizes.mjs';
import { frontendSize } from './frontend-size.mjs';
import { TOTALS_CHECK } from './sql.mjs';

const env = process.env;
const FACTOR = Number(env.BENCH_SIZE_FACTOR ?? 1);
const SECONDS = Number(env.BENCH_GROWTH_SECONDS ?? 5);
const WARMUP = Number(env.BENCH_WARMUP ?? 2);
const ONLY = env.BENCH_ONLY ? env.BENCH_ONLY.split(',').map((s) => s.trim().toLowerCase()) : null;
const FULL_SIZE = FACTOR === 1 && !ONLY;
const RESULTS =
  env.BENCH_RESULTS ?? join(repoRoot, 'bench', FULL_SIZE ? 'results.json' : 'results.local.json');
/** The scenarios of the one-against-two run (the idempotent insert is added to them). */
const INSTANCE_SCENARIOS = [
  'cylinder list page',
  'cylinder detail + logs',
  'installation page + entries',
  'due list (overdue, soonest due first)',
];
const GROWTH_DOC = join(repoRoot, 'docs', 'BENCHMARKS.md');
const GROWTH_SVG = join(repoRoot, 'docs', 'bench-growth.svg');
const DOC_START = '<!-- growth table: written by npm run bench -- --scales (start) -->';
const DOC_END = '<!-- growth table (end) -->';

/** The API on a free port: its process, pid and base URL. */
async function startedApp(group, name, databaseUrl) {
  const port = await freePort();
  const child = await startApp(group, name, databaseUrl, port);
  return { child, pid: child.pid, url: `http://127.0.0.1:${port}` };
}

export async function runScales(scales) {
  const t0 = Date.now();
  const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(0)}s`;
  const log = (message) => console.log(`[bench ${elapsed()}] ${message}`);
  const startLoad = os.loadavg().map((v) => round(v, 2));
  log(`scales ${scales.join(', ')} (size factor ${FACTOR}); load average ${startLoad.join(' ')}`);
  if (env.BENCH_SKIP_BUILD !== '1') {
    const built = ensureBuilt(repoRoot, log);
    if (built.length) log(`built: ${built.join(', ')}`);
  }
  const instanceScale =
    env.BENCH_INSTANCE_SCALE === 'none' ? null : Number(env.BENCH_INSTANCE_SCALE ?? scales[0]);
  const hash = await passwordHash();
  const points = [];
  let active = null;
  const stop = async () => {
    if (!active) return;
    const { group, prepared } = active;
    active = null;
    await group.stopAll();
    if (prepared) await prepared.drop();
  };
  process.on('SIGINT', () => stop().finally(() => process.exit(130)));
  process.on('SIGTERM', () => stop().finally(() => process.exit(143)));

  try {
    for (const scale of scales) {
      const size = sizeOf(scale, FACTOR);
      const scaleStart = Date.now();
      log(`---- scale ${scale}x: ${JSON.stringify(size)}`);
      active = { group: childGroup(), prepared: null };
      const { group } = active;
      const prepared = await preparedDatabase({ ...size, hash, log });
      active.prepared = prepared;
      const { db, client, postmasterPid, counts, genSeconds, schedulesSeconds } = prepared;
      log(
        `data: ${JSON.stringify(counts)} in ${genSeconds.toFixed(1)} s (stored schedules ${schedulesSeconds.toFixed(1)} s)`,
      );
      const ctx = await scenarioContext(client, size.cylinders);

      let app = await startedApp(group, `app ${scale}x`, db.url);
      const fitterToken = await login(app.url, fitterEmail(1));
      const adminToken = await login(app.url, adminEmail(1));
      const tokenOf = (scenario) => (scenario.auth === 'admin' ? adminToken : fitterToken);
      let peakRss = rssMb(app.pid);
      const poller = setInterval(() => (peakRss = Math.max(peakRss, rssMb(app.pid))), 200);

      const scenarios = allScenarios(ctx).filter(
        (s) =>
          s.name !== 'cylinder detail, br-encoded' &&
          s.name !== 'cylinder detail, any cylinder' &&
          (!ONLY || ONLY.some((part) => s.name.toLowerCase().includes(part))),
      );
      const growth = await measureGrowth({
        url: app.url,
        scenarios,
        tokenOf,
        appPid: app.pid,
        postmasterPid,
        client,
        seconds: SECONDS,
        warmup: WARMUP,
        log,
      });
      clearInterval(poller);
      // The heavy reads on a freshly started API: its peak RSS is then what an export adds to an idle
      // process, not what the load scenarios before it left in the heap.
      await group.stop(app.child);
      app = await startedApp(group, `fresh app ${scale}x`, db.url);
      const heavyReads =
        env.BENCH_SKIP_HEAVY === '1'
          ? null
          : await measureHeavyReads({
              url: app.url,
              token: adminToken,
              appPid: app.pid,
              databaseUrl: db.url,
              log,
            });

      let instances = null;
      let ledger = null;
      if (scale === instanceScale) {
        const second = await startedApp(group, `second app ${scale}x`, db.url);
        const chosen = scenarios.filter((s) => INSTANCE_SCENARIOS.includes(s.name));
        chosen.push(idempotentInsertScenario(ctx, `${scale}x`));
        instances = await measureInstances({
          first: app,
          second,
          scenarios: chosen,
          seconds: SECONDS,
          tokenOf,
          postmasterPid,
          log,
        });
        ledger = await idempotencyLedger(client);
        log(`idempotency ledger: ${JSON.stringify(ledger)}`);
        await group.stop(second.child);
      }
      const phone =
        scale !== scales[0]
          ? null
          : env.BENCH_SKIP_PHONE === '1'
            ? { measured: false, reason: 'skipped (BENCH_SKIP_PHONE=1)' }
            : await phoneFirstLoad({
                url: app.url,
                email: adminEmail(1),
                password: PASSWORD,
                cylinderId: ctx.detailIds[0],
                log,
              });

      const mismatches = (await client.query(TOTALS_CHECK)).rows;
      const totalsCheck = {
        cylindersChecked: (await client.query('select count(*)::int as n from cylinders')).rows[0].n,
        logEntriesAfterRun: (await client.query('select count(*)::int as n from log_entries')).rows[0].n,
        mismatches: mismatches.length,
        sample: mismatches.slice(0, 5),
      };
      const schedules = await scheduleCheck(client);
      log(
        `totals check: ${totalsCheck.mismatches} mismatches over ${totalsCheck.cylindersChecked} cylinders; ` +
          `schedules: ${schedules.mismatches} mismatches over ${schedules.installationsChecked} installations`,
      );
      points.push({
        scale,
        size,
        dataset: {
          ...counts,
          users: FITTERS + ADMINS,
          generationSeconds: round(genSeconds),
          storedSchedulesSeconds: round(schedulesSeconds, 2),
        },
        growth,
        heavyReads,
        instances,
        idempotencyLedger: ledger,
        phone,
        apiPeakRssDuringScenariosMb: round(peakRss),
        totalsCheck,
        scheduleCheck: schedules,
        seconds: round((Date.now() - scaleStart) / 1000),
      });
      await stop();
    }
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
    await stop();
    return;
  }

  const ratios = points.length >= 2 ? growthRatios(points[0], points[points.length - 1]) : [];
  const output = {
    generatedAt: new Date().toISOString(),
    machine: {
      nproc: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memoryGb: round(os.totalmem() / 1024 ** 3),
      node: process.version,
      loadAverageStart: startLoad,
      loadAverageEnd: os.loadavg().map((v) => round(v, 2)),
    },
    settings: {
      scales,
      sizeFactor: FACTOR,
      secondsPerMeasurement: SECONDS,
      warmupSeconds: WARMUP,
      oneConnection: 'sequential requests on one keep-alive socket, latency to the microsecond',
      twentyConnections: 'autocannon, 20 connections',
      growthTargets: GROWTH_TARGETS,
      growthLimit: GROWTH_LIMIT,
    },
    points,
    ratios,
    frontend: frontendSize(join(repoRoot, 'frontend/dist')),
    totalSeconds: round((Date.now() - t0) / 1000),
  };
  let previous;
  try {
    previous = JSON.parse(readFileSync(RESULTS, 'utf8'));
  } catch {
    previous = {};
  }
  writeFileSync(RESULTS, JSON.stringify({ ...previous, scales: output }, null, 2) + '\n');

  if (ratios.length) {
    const table = growthTable([points[0], points[points.length - 1]], ratios);
    console.log(`\n${table}\n`);
    if (FULL_SIZE) {
      writeFileSync(GROWTH_SVG, growthSvg([points[0], points[points.length - 1]], ratios));
      const doc = readFileSync(GROWTH_DOC, 'utf8');
      const at = doc.indexOf(DOC_START);
      const end = doc.indexOf(DOC_END);
      if (at >= 0 && end > at)
        writeFileSync(GROWTH_DOC, doc.slice(0, at + DOC_START.length) + `\n\n${table}\n\n` + doc.slice(end));
    }
  }
  const withInstances = points.find((p) => p.instances);
  if (withInstances)
    console.log(
      `\nOne against two instances (${withInstances.scale}x):\n\n${instancesTable(withInstances.instances)}\n`,
    );
  if (points.some((p) => p.heavyReads))
    console.log(`\nHeavy reads against COPY:\n\n${heavyReadsTable(points)}\n`);
  const phone = points[0]?.phone;
  if (phone?.measured)
    console.log(
      `\nPhone first load (Lighthouse mobile, ${points[0].scale}x data):\n\n${phoneTable(phone, output.frontend)}\n`,
    );
  else if (phone)
    console.log(`\nPhone first load: not measured (${phone.reason ?? `exit ${phone.exitCode}`})\n`);
  for (const p of points)
    console.log(
      `${p.scale}x: data generated in ${p.dataset.generationSeconds} s (${p.dataset.size}); scale done in ${p.seconds} s; ` +
        `totals ${p.totalsCheck.mismatches} mismatches, schedules ${p.scheduleCheck.mismatches}` +
        (p.idempotencyLedger
          ? `, idempotency ledger ${p.idempotencyLedger.mismatches} mismatches over ${p.idempotencyLedger.keys} keys`
          : ''),
    );
  log(`total ${elapsed()}; written ${RESULTS}${FULL_SIZE && ratios.length ? `, ${GROWTH_SVG}` : ''}`);
}
