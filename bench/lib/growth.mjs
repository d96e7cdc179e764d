// One point of the growth curve: every scenario against one API at one data size. Per scenario: latency
// at one connection (one request at a time, to the microsecond), then throughput at 20 connections with
// the CPU each request cost the API and PostgreSQL (from /proc).
import { cannon, round } from './harness.mjs';
import { oneConnection } from './one-connection.mjs';
import { postgresCpuMs, processCpuMs } from './process-cpu.mjs';

/** The scenarios whose latency at one connection must grow at most 1.5x from scale 1 to 5. */
export const GROWTH_TARGETS = [
  'cylinder list page',
  'cylinder detail + logs',
  'installation page + entries',
  'due list (overdue, soonest due first)',
  'log insert (random cylinders)',
  'dashboard stats',
];
export const GROWTH_LIMIT = 1.5;

/**
 * Waits until PostgreSQL runs no statement but this client's: requests a load run left in flight (an
 * annual balance over 100,000 cylinders takes a second) must not queue before the next measurement.
 */
async function untilIdle(client, maxSeconds = 60) {
  const end = Date.now() + maxSeconds * 1000;
  while (Date.now() < end) {
    const { rows } = await client.query(
      `select count(*)::int as busy from pg_stat_activity
        where state = 'active' and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    if (rows[0].busy === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function measureGrowth({
  url,
  scenarios,
  tokenOf,
  appPid,
  postmasterPid,
  client,
  seconds,
  warmup,
  log,
}) {
  const results = [];
  for (const [index, scenario] of scenarios.entries()) {
    const token = scenario.auth ? tokenOf(scenario) : null;
    await untilIdle(client);
    // The warm-up at one connection too: nothing of it is still running when the measurement starts.
    if (warmup > 0) await oneConnection(url, scenario, warmup, token, 1000 + index);
    const one = await oneConnection(url, scenario, seconds, token, 3000 + index);
    const before = { api: processCpuMs(appPid), postgres: postgresCpuMs(postmasterPid) };
    const many = await cannon(url, scenario, seconds, token, 2000 + index, 20);
    await untilIdle(client);
    const apiMs = processCpuMs(appPid) - before.api;
    const postgresMs = postgresCpuMs(postmasterPid) - before.postgres;
    const errors = one.errors + many.non2xx + many.errors + many.timeouts;
    const result = {
      name: scenario.name,
      p50Ms: round(one.p50, 2),
      p99Ms: round(one.p99, 2),
      oneConnectionRequests: one.requests,
      rps20: round(many.requests.average),
      p50Ms20: many.latency.p50,
      p99Ms20: many.latency.p99,
      apiCpuUsPerRequest: round((apiMs * 1000) / Math.max(1, many.requests.total)),
      postgresCpuUsPerRequest: round((postgresMs * 1000) / Math.max(1, many.requests.total)),
      errors,
    };
    results.push(result);
    log(
      `${scenario.name}: 1 conn p50 ${result.p50Ms} ms p99 ${result.p99Ms} ms; 20 conn ${result.rps20} req/s` +
        ` (CPU µs/req API ${result.apiCpuUsPerRequest}, PostgreSQL ${result.postgresCpuUsPerRequest})${errors ? `, ${errors} errors/non-2xx` : ''}`,
    );
  }
  return results;
}

/** Large against small, per scenario present at both: the growth of p50, p99 and req/s. */
export function growthRatios(small, large) {
  return small.growth
    .map((s) => {
      const l = large.growth.find((r) => r.name === s.name);
      if (!l) return null;
      const ratio = (a, b) => (b > 0 ? round(a / b, 2) : null);
      const target = GROWTH_TARGETS.includes(s.name);
      const p50Ratio = ratio(l.p50Ms, s.p50Ms);
      return {
        name: s.name,
        p50Ratio,
        p99Ratio: ratio(l.p99Ms, s.p99Ms),
        rps20Ratio: ratio(l.rps20, s.rps20),
        target: target ? `p50 <= ${GROWTH_LIMIT}x` : null,
        met: target ? p50Ratio !== null && p50Ratio <= GROWTH_LIMIT : null,
      };
    })
    .filter(Boolean);
}
