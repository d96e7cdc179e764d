// The heavy reads against the hardware's limit: each export (and the annual balance) as the API answers
// it, timed to the last byte with the API's peak RSS, beside PostgreSQL's own `COPY (same query) TO
// STDOUT` through psql into /dev/null: the time the database alone needs to produce the same rows. The
// COPY statements are compiled from the app's own query builders in backend/dist (as bench/sql.mjs does
// for the bare reference), with the values inlined because COPY takes no parameters.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { backendDist, repoRoot } from '../../scripts/lib/paths.mjs';
import { round, rssMb } from './harness.mjs';

const require = createRequire(`${repoRoot}/backend/package.json`);
const orm = require('@mikro-orm/postgresql');
const knex = orm.knex({ client: orm.PostgreSqlKnexDialect });
const { parseListQuery } = require(`${backendDist}/common/list-query.js`);
const { LOG_LIST, logListQueries, logbookCsvQuery } = require(`${backendDist}/logs/logs.repository.js`);
const { CYLINDER_LIST, MAX_EXPORT_ROWS, registerCsvQuery, selectCylinders } = require(
  `${backendDist}/cylinders/cylinder-queries.js`,
);
const { BALANCE_SQL } = require(`${backendDist}/domain/index.js`);

const PSQL = process.env.BENCH_PSQL ?? '/usr/bin/psql';
const YEAR = 2024;
const YEAR_FILTER = JSON.stringify({ dateFrom: `${YEAR}-01-01`, dateTo: `${YEAR}-12-31` });

/** The logbook export's rows as one statement: its filter, oldest first. */
function logbookCopySql(filter) {
  const params = parseListQuery({ sort: '["date","ASC"]', filter }, LOG_LIST);
  return logListQueries(knex, { ...params, offset: 0, limit: 1e9 }).page.toQuery();
}

/** The statement the app's logbook export runs under COPY: the same rows, its cells formatted in SQL. */
function logbookCsvSql(filter) {
  const params = parseListQuery({ filter }, LOG_LIST);
  return logbookCsvQuery(knex, params, 'en').toQuery();
}

/** The register export's rows: the list's default order (id), at most MAX_EXPORT_ROWS. */
function registerCopySql() {
  return selectCylinders(knex).orderBy('c.id').limit(MAX_EXPORT_ROWS).toQuery();
}

/** The statement the app's register export runs under COPY. */
function registerCsvSql() {
  const params = { ...parseListQuery({}, CYLINDER_LIST), offset: 0, limit: MAX_EXPORT_ROWS };
  return registerCsvQuery(knex, params, 'en', 'http://localhost:8080').toQuery();
}

export const HEAVY_READS = [
  {
    name: 'logbook CSV, all entries',
    path: '/api/logs/export.csv?filter=%7B%7D',
    copySql: () => logbookCopySql('{}'),
    formattedSql: () => logbookCsvSql('{}'),
  },
  {
    name: `logbook CSV, one year (${YEAR})`,
    path: `/api/logs/export.csv?filter=${encodeURIComponent(YEAR_FILTER)}`,
    copySql: () => logbookCopySql(YEAR_FILTER),
    formattedSql: () => logbookCsvSql(YEAR_FILTER),
  },
  {
    name: `annual balance (${YEAR})`,
    path: `/api/balances?year=${YEAR}`,
    copySql: () => BALANCE_SQL.replaceAll('$1', String(YEAR)),
    repeat: 5,
    targetMs: 500,
  },
  {
    name: 'register CSV (cylinders)',
    path: '/api/cylinders/export.csv',
    copySql: () => registerCopySql(),
    repeat: 3,
    formattedSql: () => registerCsvSql(),
  },
];

/** Downloads `path` to its last byte: ms, bytes and status. */
function download(base, path, token) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    let bytes = 0;
    const req = http.get(new URL(path, base), { headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({ status: res.statusCode, bytes, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** psql runs `COPY (sql) TO STDOUT` with its output going to /dev/null: wall time in ms. */
function copyToNull(databaseUrl, sql) {
  return new Promise((resolve, reject) => {
    const devNull = openSync('/dev/null', 'w');
    const started = process.hrtime.bigint();
    const child = spawn(
      PSQL,
      ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', databaseUrl, '-c', `COPY (${sql}) TO STDOUT`],
      {
        stdio: ['ignore', devNull, 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => {
      closeSync(devNull);
      reject(error);
    });
    child.on('close', (code) => {
      closeSync(devNull);
      if (code === 0) resolve(Number(process.hrtime.bigint() - started) / 1e6);
      else reject(new Error(`psql COPY failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measureHeavyReads({ url, token, appPid, databaseUrl, log }) {
  const hasPsql = existsSync(PSQL);
  const results = [];
  const only = process.env.BENCH_HEAVY_ONLY;
  for (const read of HEAVY_READS.filter((r) => !only || r.name.includes(only))) {
    const rssBefore = rssMb(appPid);
    let peak = rssBefore;
    const poller = setInterval(() => (peak = Math.max(peak, rssMb(appPid))), 50);
    const times = [];
    let last;
    try {
      for (let i = 0; i < (read.repeat ?? 1); i++) {
        last = await download(url, read.path, token);
        if (last.status !== 200) throw new Error(`${read.name}: HTTP ${last.status}`);
        times.push(last.ms);
      }
    } finally {
      clearInterval(poller);
    }
    peak = Math.max(peak, rssMb(appPid));
    const copyTimes = [];
    if (hasPsql)
      for (let i = 0; i < (read.repeat ?? 1); i++)
        copyTimes.push(await copyToNull(databaseUrl, read.copySql()));
    // The export's own statement under COPY (cells formatted in SQL): what the app adds beyond it is transport.
    const formattedTimes = [];
    if (hasPsql && read.formattedSql) formattedTimes.push(await copyToNull(databaseUrl, read.formattedSql()));
    const appMs = median(times);
    const copyMs = copyTimes.length ? median(copyTimes) : null;
    const formattedCopyMs = formattedTimes.length ? round(median(formattedTimes)) : null;
    const result = {
      name: read.name,
      appMs: round(appMs),
      copyMs: copyMs === null ? null : round(copyMs),
      appOverCopy: copyMs ? round(appMs / copyMs, 2) : null,
      formattedCopyMs,
      bytes: last.bytes,
      apiRssBeforeMb: round(rssBefore),
      apiPeakRssMb: round(peak),
      target: read.targetMs ? `< ${read.targetMs} ms` : '<= 2x COPY, API RSS < 300 MB',
      met: read.targetMs ? appMs < read.targetMs : copyMs !== null && appMs <= 2 * copyMs && peak < 300,
    };
    results.push(result);
    log(
      `${read.name}: app ${result.appMs} ms (${(result.bytes / 1e6).toFixed(1)} MB, API peak RSS ${result.apiPeakRssMb} MB), ` +
        `COPY ${result.copyMs ?? 'n/a'} ms${result.appOverCopy ? ` (${result.appOverCopy}x)` : ''}` +
        (formattedCopyMs === null
          ? ''
          : `; COPY of the export's own formatted statement ${formattedCopyMs} ms`),
    );
  }
  return results;
}
