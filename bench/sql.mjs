// The SQL of the bare reference (bench/bare-server.mjs), taken from the app itself (backend/dist): its query
// builders compiled with MikroORM's own knex dialect, and its statement texts. So the bare reference runs
// exactly the app's SQL and cannot drift from it; bench/lib/same-answers.mjs checks the answers before any
// load. `BENCH_CAPTURE_SQL=1 npm run bench` prints what the app sends.
import { createRequire } from 'node:module';
import { backendDist, repoRoot } from '../scripts/lib/paths.mjs';

const require = createRequire(`${repoRoot}/backend/package.json`);
const orm = require('@mikro-orm/postgresql');
const knex = orm.knex({ client: orm.PostgreSqlKnexDialect });
// The app's repositories hold every statement; the bare reference takes them from there.
const { cylinderDetailQueries, cylinderListQueries } = require(
  `${backendDist}/cylinders/cylinder-queries.js`,
);
const { dashboardQueries } = require(`${backendDist}/stats/stats.repository.js`);
const logs = require(`${backendDist}/logs/logs.repository.js`);
const installations = require(`${backendDist}/installations/installations.repository.js`);

/** database/native-query.ts: the app's own compile-once helper and knex-to-native conversion. */
const { prepareQuery, toNative: native } = require(`${backendDist}/database/native-query.js`);
const { named } = require(`${backendDist}/database/native-query.js`);
const domain = require(`${backendDist}/domain/index.js`);
const prepare = (build, arity) => prepareQuery(knex, arity, (k, ...args) => build(...args));

/** cylinder-queries.ts cylinderListQueries(): the page and its count, for parsed list parameters. */
export function listQueries(params) {
  const { page, count } = cylinderListQueries(knex, params);
  return { page: native(page), count: native(count) };
}

/** cylinder-queries.ts cylinderDetailQueries(): (id, logsLimit). */
export const detail = {
  cylinder: prepare((id) => cylinderDetailQueries(knex, id, 1).cylinder, 1),
  logs: prepare((id, limit) => cylinderDetailQueries(knex, id, limit).logs, 2),
};

/** domain/balance.ts: the annual balance (values: [year]), named as in the app's repository. */
export const balance = named(domain.BALANCE_SQL);

/** stats.repository.ts dashboardQueries(). */
const dashboardSql = dashboardQueries(knex);
export const dashboard = {
  totals: { ...dashboardSql.totals, values: [] },
  inventory: { ...dashboardSql.inventory, values: [] },
  gapIds: { ...dashboardSql.gapIds, values: [] },
  recent: native(dashboardSql.recent),
  /** values: [today] (the company's calendar day, as the app binds it) */
  leakChecks: dashboardSql.leakChecks,
};

/** logs.repository.ts: LogsService.create()'s statements (native SQL, named, in the app too). */
export const logInsert = {
  /** ({text, name}) named prepared statements, as in the app */
  lock: logs.LOCK_FOR_INSERT,
  /** values: cylinder id, date, afterEveryId */
  neighbours: logs.NEIGHBOURS,
  afterEveryId: logs.AFTER_EVERY_ID,
  /** (newEntry) => {text, values} */
  insert: logs.prepareInsertLogEntry(knex),
  /** LogsService.setGap(): only when a back-dated entry changes its successor's gap (never in the scenarios). */
  setGap: logs.SET_GAP,
};

/** installations.repository.ts: one installation (values: today, id) and a list page with its total. */
export const installationQueries = {
  byId: installations.INSTALLATION_BY_ID,
  list(params, today) {
    const { page, count } = installations.installationListQueries(knex, params, today);
    return { page: native(page), count: native(count) };
  },
};

/** logs.repository.ts logListQueries(): a list page of log entries and its total, for parsed list parameters. */
export function logListQueries(params) {
  const { page, count } = logs.logListQueries(knex, params);
  return { page: native(page), count: native(count) };
}

/** logbook.repository.ts: an installation's logbook reads (named, as in the app). */
const logbook = require(`${backendDist}/logbook/logbook.repository.js`);
export const logbookQueries = {
  /** values: installation id */
  context: logbook.LOGBOOK_CONTEXT,
  /** values: installation id, from, to (calendar days or null) */
  entries: logbook.LOGBOOK_ENTRIES,
  leakChecks: logbook.LOGBOOK_LEAK_CHECKS,
};

/** settings.service.ts get(): em.findOne(AppSettings, 1), cached 5 s there and in the bare reference. */
export const SETTINGS_SQL = 'select "a0".* from "app_settings" as "a0" where "a0"."id" = 1 limit 1';

/** users.repository.ts SIGN_IN: the account a sign-in names, with its hash (a named prepared statement). */
export const SIGN_IN = require(`${backendDist}/users/users.repository.js`).SIGN_IN;

/** logs.repository.ts totalsCheckQuery(): the cylinders whose stored totals disagree with their live log. */
export const TOTALS_CHECK = logs.totalsCheckQuery();
