// The SQL of the bare reference (bench/bare-server.mjs), taken from the app itself (backend/dist): its query
// builders compiled with MikroORM's own knex dialect, and its statement texts. So the bare reference runs
// exactly the app's SQL and cannot drift from it; bench/lib/same-answers.mjs checks the answers before any
// load. `BENCH_CAPTURE_SQL=1 npm run bench` prints what the app sends.
import { createRequire } from 'node:module';
import { backendDist, repoRoot } from '../scripts/lib/paths.mjs';

const require = createRequire(`${repoRoot}/backend/package.json`);
const orm = require('@mikro-orm/postgresql');
const knex = orm.knex({ client: orm.PostgreSqlKnexDialect });
const { cylinderDetailQueries, cylinderListQueries } = require(
  `${backendDist}/cylinders/cylinders.service.js`,
);
const { dashboardQueries } = require(`${backendDist}/stats/stats.service.js`);
const insert = require(`${backendDist}/logs/log-insert.queries.js`);
const { totalsCheckQuery } = require(`${backendDist}/logs/totals-check.query.js`);
const { SET_GAP } = require(`${backendDist}/logs/logs.service.js`);

/** `?` placeholders to `$1, $2, ...` (the app's statement texts hold no other question mark). */
export const numbered = (sql) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/** database/native-query.ts: the app's own compile-once helper and knex-to-native conversion. */
const { prepareQuery, toNative: native } = require(`${backendDist}/database/native-query.js`);
const prepare = (build, arity) => prepareQuery(knex, arity, (k, ...args) => build(...args));

/** cylinders.service.ts cylinderListQueries(): the page and its count, for parsed list parameters. */
export function listQueries(params) {
  const { page, count } = cylinderListQueries(knex, params);
  return { page: native(page), count: native(count) };
}

/** cylinders.service.ts cylinderDetailQueries(): (id, logsLimit). */
export const detail = {
  cylinder: prepare((id) => cylinderDetailQueries(knex, id, 1).cylinder, 1),
  logs: prepare((id, limit) => cylinderDetailQueries(knex, id, limit).logs, 2),
};

/** stats.service.ts dashboardQueries(). */
const dashboardSql = dashboardQueries(knex);
export const dashboard = {
  totals: { text: dashboardSql.totals, values: [] },
  inventory: { text: dashboardSql.inventory, values: [] },
  gapIds: { text: dashboardSql.gapIds, values: [] },
  recent: native(dashboardSql.recent),
};

/** logs/log-insert.queries.ts: LogsService.create()'s three statements (native SQL in the app too). */
export const logInsert = {
  /** ({text, name}) named prepared statements, as in the app */
  lock: insert.LOCK_FOR_INSERT,
  neighbours: insert.NEIGHBOURS_OF_DATE,
  /** (newEntry) => {text, values} */
  insert: insert.prepareInsertLogEntry(knex),
  /** logs.service.ts setGap(): only when a back-dated entry changes its successor's gap (never in the scenarios). */
  setGap: numbered(SET_GAP),
};

/** settings.service.ts get(): em.findOne(AppSettings, 1), cached 5 s there and in the bare reference. */
export const SETTINGS_SQL = 'select "a0".* from "app_settings" as "a0" where "a0"."id" = 1 limit 1';

/** auth.service.ts login(): em.findOne(User, { email }) with the password hash (MikroORM's own SQL). */
export const USER_BY_EMAIL_SQL = 'select "u0".* from "users" as "u0" where "u0"."email" = $1 limit 1';

/** logs/totals-check.query.ts: the cylinders whose stored totals disagree with their live log. */
const totalsCheck = totalsCheckQuery();
export const TOTALS_CHECK = { text: numbered(totalsCheck.sql), values: totalsCheck.bindings };
