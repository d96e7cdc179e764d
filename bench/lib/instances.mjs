// Several instances on one database: the same scenarios against one API (20 connections) and against two
// (two autocannon clients of 10 connections each, one per instance, run at the same time: no proxy hop
// in the way). Per run: req/s, the CPU each request cost the APIs, PostgreSQL and the load generator
// (from /proc), and how busy the machine's cores were. On a machine with N cores the ceiling is about
// N cores / (CPU per request), whichever side that CPU is on; a second instance adds capacity only where
// cores are idle. Afterwards: the idempotency ledger (keys against entries) and the stored totals.
import { readFileSync } from 'node:fs';
import { cannon, round } from './harness.mjs';
import { postgresCpuMs, processCpuMs } from './process-cpu.mjs';

/** Busy and total jiffies of the whole machine (/proc/stat, first line). */
function machineTicks() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const values = fields.map(Number);
  const idle = values[3] + (values[4] ?? 0);
  const total = values.reduce((sum, v) => sum + v, 0);
  return { busy: total - idle, total };
}

const KEY_PREFIX = 'bench-idem-';

/**
 * Log inserts with an Idempotency-Key drawn from a small pool, so that both instances see the same keys
 * again and again (retries, races on one key): every key must end as exactly one entry.
 */
export function idempotentInsertScenario(ctx, tag, pool = 3000) {
  return {
    name: 'log insert with Idempotency-Key',
    connections: 20,
    auth: true,
    make: (random) => [
      {
        method: 'POST',
        path: '/api/logs',
        setupRequest: (req) => {
          const k = Math.floor(random() * pool);
          const key = `${KEY_PREFIX}${tag}-${k}`;
          return {
            ...req,
            headers: { ...req.headers, 'content-type': 'application/json', 'idempotency-key': key },
            body: JSON.stringify({
              cylinderId: ctx.insertIds[k % ctx.insertIds.length],
              mutationType: 'INSPECTION',
              weight: 0,
              note: key,
            }),
          };
        },
      },
    ],
  };
}

/** Keys against entries: each stored key names one entry carrying that key, each such entry has its key. */
export async function idempotencyLedger(client) {
  const { rows } = await client.query(
    `with k as (select key, (response_body::jsonb ->> 'id')::int as entry_id from idempotency_keys where key like $1),
          e as (select id, note from log_entries where note like $1)
     select (select count(*) from k)::int as keys, (select count(*) from e)::int as entries,
            (select count(*) from k where not exists (select 1 from e where e.id = k.entry_id and e.note = k.key))::int as keys_without_their_entry,
            (select count(*) from e where not exists (select 1 from k where k.entry_id = e.id))::int as entries_without_a_key,
            (select count(*) from (select note from e group by note having count(*) > 1) d)::int as keys_written_twice`,
    [`${KEY_PREFIX}%`],
  );
  const row = rows[0];
  return {
    ...row,
    mismatches: row.keys_without_their_entry + row.entries_without_a_key + row.keys_written_twice,
  };
}

async function loadRun({ targets, scenario, seconds, tokenOf, postmasterPid, seed }) {
  const token = scenario.auth ? tokenOf(scenario) : null;
  const apiPids = targets.map((t) => t.pid);
  const apiBefore = apiPids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
  const postgresBefore = postgresCpuMs(postmasterPid);
  const clientBefore = process.cpuUsage();
  const machineBefore = machineTicks();
  const connections = Math.round(20 / targets.length);
  const results = await Promise.all(
    targets.map((t, i) => cannon(t.url, scenario, seconds, token, seed + i * 7919, connections)),
  );
  const machineAfter = machineTicks();
  const clientUsage = process.cpuUsage(clientBefore);
  const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
  const perRequest = (ms) => round((ms * 1000) / Math.max(1, requests));
  const apiUs = perRequest(apiPids.reduce((sum, pid) => sum + processCpuMs(pid), 0) - apiBefore);
  const postgresUs = perRequest(postgresCpuMs(postmasterPid) - postgresBefore);
  const clientUs = perRequest((clientUsage.user + clientUsage.system) / 1000);
  return {
    instances: targets.length,
    rps: round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    p50Ms: Math.max(...results.map((r) => r.latency.p50)),
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
    apiCpuUsPerRequest: apiUs,
    postgresCpuUsPerRequest: postgresUs,
    loadGeneratorCpuUsPerRequest: clientUs,
    machineBusyPercent: round(
      (100 * (machineAfter.busy - machineBefore.busy)) /
        Math.max(1, machineAfter.total - machineBefore.total),
    ),
    // Requests per second per core if only the API's (or only PostgreSQL's) CPU counted.
    apiRpsPerCore: apiUs > 0 ? round(1e6 / apiUs) : null,
    postgresRpsPerCore: postgresUs > 0 ? round(1e6 / postgresUs) : null,
  };
}

/** One instance against two for each scenario; `second` is the already started second API. */
export async function measureInstances({ first, second, scenarios, seconds, tokenOf, postmasterPid, log }) {
  const results = [];
  for (const [index, scenario] of scenarios.entries()) {
    const common = { scenario, seconds, tokenOf, postmasterPid, seed: 5000 + index * 10 };
    const one = await loadRun({ ...common, targets: [first] });
    const two = await loadRun({ ...common, targets: [first, second] });
    results.push({ name: scenario.name, one, two, twoOverOne: round(two.rps / one.rps, 2) });
    log(
      `${scenario.name}: 1 instance ${one.rps} req/s (machine ${one.machineBusyPercent} % busy), ` +
        `2 instances ${two.rps} req/s (${two.machineBusyPercent} %); CPU µs/req API ${two.apiCpuUsPerRequest}, ` +
        `PostgreSQL ${two.postgresCpuUsPerRequest}, load generator ${two.loadGeneratorCpuUsPerRequest}` +
        (one.errors + two.errors ? `; ${one.errors + two.errors} errors/non-2xx` : ''),
    );
  }
  return results;
}
