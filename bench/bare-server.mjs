// The bare reference: a minimal Fastify + pg handler per benchmark scenario, running the app's own SQL
// (bench/sql.mjs compiles it from backend/dist) and answering the same JSON (the app's own pure mappers and
// domain rules). What it leaves out, on purpose: Nest (guards, pipes, interceptors, filters), helmet, CORS,
// request ids, DTO validation, MikroORM, and auth: no JWT is verified per request (the app verifies one on
// every request and looks the user up at most every 5 s). Sign-in does the same argon2 work. Compression
// of answers is the app's (@fastify/compress with API_COMPRESSION), for clients that ask for it.
// Env: DATABASE_URL, PORT, JWT_SECRET, PUBLIC_URL.
import { createRequire } from 'node:module';
import pg from 'pg';
import { backendDist, repoRoot } from '../scripts/lib/paths.mjs';
import {
  balance,
  dashboard,
  detail,
  installationQueries,
  listQueries,
  logbookQueries,
  logInsert,
  logListQueries,
  SETTINGS_SQL,
  SIGN_IN,
} from './sql.mjs';

const require = createRequire(`${repoRoot}/backend/package.json`);
const Fastify = require('fastify');
const { verify } = require('@node-rs/argon2');
const jwt = require('jsonwebtoken');
const { toCylinderDetailDto, toCylinderDto } = require(`${backendDist}/cylinders/cylinder.mapper.js`);
const { CYLINDER_LIST, countLimit, isFiltered, listTotal } = require(
  `${backendDist}/cylinders/cylinder-queries.js`,
);
const { DEFAULT_DETAIL_LOGS } = require(`${backendDist}/cylinders/dto/cylinder-detail-query.dto.js`);
const { Page, parseListQuery } = require(`${backendDist}/common/list-query.js`);
const { INSTALLATION_LIST } = require(`${backendDist}/installations/installations.repository.js`);
const { toInstallationDto } = require(`${backendDist}/installations/installation.mapper.js`);
const { LOG_LIST } = require(`${backendDist}/logs/logs.repository.js`);
const { assembleLogbook, logbookFileName, logbookPeriod } = require(
  `${backendDist}/logbook/logbook-assembly.js`,
);
const { installationLogbookCsv } = require(`${backendDist}/logbook/logbook-csv.js`);
const { csvLanguage } = require(`${backendDist}/common/csv-language.js`);
const { toLogEntryDto } = require(`${backendDist}/logs/log-entry.mapper.js`);
const { toDashboardStats } = require(`${backendDist}/stats/dashboard-stats.mapper.js`);
const { toBalanceRowDto } = require(`${backendDist}/balances/balance.mapper.js`);
const { companyToday } = require(`${backendDist}/common/calendar-date.js`);
const domain = require(`${backendDist}/domain/index.js`);

const { DATABASE_URL, PORT = '0', JWT_SECRET = 'x'.repeat(32) } = process.env;
const PUBLIC_URL = (process.env.PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, '');
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: Number(process.env.POOLMAX ?? 10) }); // the app's MikroORM pool: max 10
// As the app's driver: dates (oid 1082) stay 'YYYY-MM-DD' text; numerics arrive as text, int4 as number.
pg.types.setTypeParser(1082, (value) => value);

let settings = null;
async function getSettings() {
  if (settings && settings.expiresAt > Date.now()) return settings.value;
  const { rows } = await pool.query(SETTINGS_SQL);
  const row = rows[0];
  settings = {
    value: {
      weightGapTolerance: Number(row.weight_gap_tolerance),
      publicUrl: row.public_url ?? PUBLIC_URL,
      organisationName: row.organisation_name,
    },
    expiresAt: Date.now() + 5000,
  };
  return settings.value;
}

const app = Fastify({ logger: false });
// The app's own compression of API answers, same options: it only acts on requests with Accept-Encoding.
await app.register(
  require('@fastify/compress'),
  require(`${backendDist}/common/compression.js`).API_COMPRESSION,
);

// The scenario's one list URL, compiled once per distinct query string.
const listCache = new Map();
app.get('/api/cylinders', async (request, reply) => {
  const key = request.url;
  let entry = listCache.get(key);
  if (!entry) {
    const params = parseListQuery(request.query, CYLINDER_LIST);
    entry = { params, filtered: isFiltered(params), ...listQueries(params) };
    listCache.set(key, entry);
  }
  const [{ rows }, { publicUrl }] = await Promise.all([pool.query(entry.page), getSettings()]);
  const { total, capped, registerSize } = await listTotal(
    rows,
    countLimit(entry.params),
    entry.filtered,
    async () => (await pool.query(entry.count)).rows[0],
  );
  const items = rows.map((row) => toCylinderDto(row, publicUrl));
  reply.header('Content-Range', new Page('cylinders', items, entry.params.offset, total).contentRange());
  if (entry.filtered) reply.header('X-Unfiltered-Total', registerSize);
  if (capped) reply.header('X-Total-Capped', 'true');
  return items;
});

app.get('/api/cylinders/:id', async (request, reply) => {
  const id = Number(request.params.id);
  const [cylinder, logs, { publicUrl }] = await Promise.all([
    pool.query(detail.cylinder(id)),
    pool.query(detail.logs(id, DEFAULT_DETAIL_LOGS)),
    getSettings(),
  ]);
  if (!cylinder.rows[0])
    return reply
      .code(404)
      .send({ statusCode: 404, code: 'CYLINDER_NOT_FOUND', message: 'Cylinder not found' });
  return toCylinderDetailDto(cylinder.rows[0], logs.rows, publicUrl);
});

// The installation page: the installation (InstallationsService.findOne), then its entries (LogsService.list).
app.get('/api/installations/:id', async (request, reply) => {
  const { rows } = await pool.query({
    ...installationQueries.byId,
    values: [companyToday(), Number(request.params.id)],
  });
  if (!rows[0])
    return reply
      .code(404)
      .send({ statusCode: 404, code: 'INSTALLATION_NOT_FOUND', message: 'Installation not found' });
  return toInstallationDto(rows[0]);
});

/** A list answer as the app's Page and Content-Range hook send it. */
function page(reply, resource, items, offset, total) {
  reply.header('Content-Range', new Page(resource, items, offset, total).contentRange());
  return items;
}

// Compiled once per distinct query string (and, for installations, per company day: the status names it).
const installationListCache = new Map();
app.get('/api/installations', async (request, reply) => {
  const today = companyToday();
  const key = `${today} ${request.url}`;
  let entry = installationListCache.get(key);
  if (!entry) {
    const params = parseListQuery(request.query, INSTALLATION_LIST);
    entry = { params, ...installationQueries.list(params, today) };
    installationListCache.set(key, entry);
  }
  const [{ rows }, { rows: count }] = await Promise.all([pool.query(entry.page), pool.query(entry.count)]);
  return page(
    reply,
    'installations',
    rows.map(toInstallationDto),
    entry.params.offset,
    Number(count[0].total),
  );
});

const logListCache = new Map();
app.get('/api/logs', async (request, reply) => {
  let entry = logListCache.get(request.url);
  if (!entry) {
    const params = parseListQuery(request.query, LOG_LIST);
    entry = { params, ...logListQueries(params) };
    logListCache.set(request.url, entry);
  }
  const [{ rows }, { rows: count }] = await Promise.all([pool.query(entry.page), pool.query(entry.count)]);
  return page(reply, 'logs', rows.map(toLogEntryDto), entry.params.offset, Number(count[0].total));
});

// The logbook: the app's own statements sent straight to the pool, in parallel as LogbookService sends
// them, its assembly of sections (a) to (g) from the rows, then the app's CSV writer; no Nest, no pipes.
const rowsOf = async (query, values) => (await pool.query({ ...query, values })).rows;
async function buildLogbook(id, period) {
  const [[installation], [context], entries, leakChecks, { organisationName }] = await Promise.all([
    rowsOf(installationQueries.byId, [companyToday(), id]),
    rowsOf(logbookQueries.context, [id]),
    rowsOf(logbookQueries.entries, [id, period.from, period.to]),
    rowsOf(logbookQueries.leakChecks, [id, period.from, period.to]),
    getSettings(),
  ]);
  if (!installation || !context) throw fail(404, 'INSTALLATION_NOT_FOUND');
  return assembleLogbook({ installation, context, entries, leakChecks }, period, organisationName);
}
app.get('/api/installations/:id/logbook.csv', async (request, reply) => {
  const id = Number(request.params.id);
  let logbook;
  try {
    logbook = await buildLogbook(id, logbookPeriod(request.query));
  } catch (error) {
    if (!error.code) throw error;
    const status = error.getStatus?.() ?? error.status ?? 400;
    return reply.code(status).send({ statusCode: status, code: error.code, message: error.message });
  }
  const csv = installationLogbookCsv(
    logbook,
    csvLanguage(request.query.lang, request.headers['accept-language']),
  );
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${logbookFileName(id, 'csv')}"`)
    .send(Buffer.from(csv, 'utf8'));
});

app.get('/api/balances', async (request) => {
  const year = Number(request.query.year);
  const { rows } = await pool.query({ ...balance, values: [year] });
  return rows.map(toBalanceRowDto);
});

// As the app's StatsService: requests that arrive while the figures are computed share that computation.
let dashboardInFlight = null;
app.get('/api/stats/dashboard', () => {
  dashboardInFlight ??= computeDashboard().finally(() => {
    dashboardInFlight = null;
  });
  return dashboardInFlight;
});

async function computeDashboard() {
  const [totals, inventory, gapIds, recent, leakChecks] = await Promise.all([
    pool.query(dashboard.totals),
    pool.query(dashboard.inventory),
    pool.query(dashboard.gapIds),
    pool.query(dashboard.recent),
    pool.query({ ...dashboard.leakChecks, values: [companyToday()] }),
  ]);
  return toDashboardStats(totals.rows[0], inventory.rows, gapIds.rows, recent.rows, leakChecks.rows[0]);
}

const kgOrNull = (value) =>
  value === null || value === undefined ? null : domain.gramsToKg(domain.toGrams(value));
const sqlKg = domain.kgText;
const sqlKgOrNull = (kg) => (kg === null ? null : sqlKg(domain.toGrams(kg)));
const fail = (status, code) => Object.assign(new Error(code), { status, code });

// The app's LogsService.create() statement for statement (the per-request user is fixed: no auth here).
const ACTOR_ID = 3;
app.post('/api/logs', async (request, reply) => {
  const input = request.body;
  const date = input.date !== undefined ? new Date(input.date) : new Date();
  const check = domain.checkLogEntryDate(date, new Date());
  if (!check.ok)
    return reply.code(400).send({ statusCode: 400, code: 'VALIDATION_FAILED', message: check.message });
  const weights = domain.checkLogEntryWeights(input);
  if (!weights.ok)
    return reply.code(400).send({ statusCode: 400, code: weights.code, message: weights.message });
  const userId = input.userId ?? ACTOR_ID;
  const { weightGapTolerance: tolerance } = await getSettings();
  const weightBefore = kgOrNull(input.weightBefore);
  const weightAfter = kgOrNull(input.weightAfter);
  const delta = domain.totalsDeltaGrams(input.mutationType, weights.weightKg);
  const dateIso = date.toISOString();

  const client = await pool.connect();
  try {
    await client.query('begin');
    const installationId = input.installationId ?? null;
    const [lock] = (
      await client.query({
        ...logInsert.lock,
        values: [userId, input.cylinderId, installationId, null, ACTOR_ID],
      })
    ).rows;
    if (!lock.user_active) throw fail(400, lock.user_active === null ? 'USER_NOT_FOUND' : 'USER_INACTIVE');
    if (lock.content === null) throw fail(400, 'CYLINDER_NOT_FOUND');
    if (delta.filled > domain.toGrams(lock.content)) throw fail(400, 'NOT_ENOUGH_CONTENT');
    const neighbours = (
      await client.query({
        ...logInsert.neighbours,
        values: [input.cylinderId, dateIso, logInsert.afterEveryId],
      })
    ).rows;
    const previous = neighbours.find((n) => n.side === 'previous');
    const next = neighbours.find((n) => n.side === 'next');
    const gap = domain.weightGapKg(weightBefore, kgOrNull(previous?.weight_after), tolerance);
    let gapCountDelta = gap === null ? 0 : 1;
    if (next) {
      const nextGap = domain.weightGapKg(kgOrNull(next.weight_before), weightAfter, tolerance);
      const same =
        next.weight_gap === null
          ? nextGap === null
          : nextGap !== null && domain.toGrams(next.weight_gap) === domain.toGrams(nextGap);
      if (!same) {
        await client.query({ ...logInsert.setGap, values: [sqlKgOrNull(nextGap), next.id] });
        gapCountDelta +=
          (nextGap === null ? 0 : 1) - (next.weight_gap !== null && next.gap_explanation === null ? 1 : 0);
      }
    }
    const created = {
      mutationType: input.mutationType,
      installationId,
      workOrder: input.workOrder ?? null,
      weightBefore,
      weightAfter,
      weight: weights.weightKg,
      note: input.note ?? null,
      userId,
      date: dateIso,
    };
    const [row] = (
      await client.query(
        logInsert.insert({
          cylinderId: input.cylinderId,
          installationId,
          mutationType: input.mutationType,
          workOrder: input.workOrder ?? null,
          weight: sqlKg(domain.toGrams(weights.weightKg)),
          weightBefore: sqlKgOrNull(weightBefore),
          weightAfter: sqlKgOrNull(weightAfter),
          weightGap: sqlKgOrNull(gap),
          note: input.note ?? null,
          userId,
          enteredById: ACTOR_ID,
          date: dateIso,
          filled: sqlKg(delta.filled),
          reclaimed: sqlKg(delta.reclaimed),
          gapCountDelta,
          changes: JSON.stringify(domain.changedFields({}, created)),
          fitterCertificateNumber: lock.user_certificate_number,
          companyCertificateNumber: lock.company_certificate_number,
          // As LogsService.create: a move of an installation's gas by a fitter without a certificate valid
          // on the entry's company day is kept, with the warning.
          certificateWarning:
            domain.movesInstallationGas(input.mutationType) &&
            !domain.certificateValidOn(
              { number: lock.user_certificate_number, validUntil: lock.user_certificate_valid_until },
              domain.localDate(dateIso),
            ),
          servicingBanAcknowledged: false,
          instrumentId: null,
          instrumentOverdue: false,
        }),
      )
    ).rows;
    await client.query('commit');
    return reply.code(201).send(toLogEntryDto(row));
  } catch (error) {
    await client.query('rollback').catch(() => {});
    if (error.status)
      return reply
        .code(error.status)
        .send({ statusCode: error.status, code: error.code, message: error.message });
    throw error;
  } finally {
    client.release();
  }
});

app.post('/api/auth/login', async (request, reply) => {
  const { email, password } = request.body;
  const { rows } = await pool.query({ ...SIGN_IN, values: [email] });
  const user = rows[0];
  const valid = user?.active ? await verify(user.passwordHash, password).catch(() => false) : false;
  if (!user || !valid)
    return reply
      .code(401)
      .send({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid e-mail or password' });
  const token = jwt.sign({ sub: user.id, tv: user.tokenVersion }, JWT_SECRET, {
    algorithm: 'HS256',
    expiresIn: 12 * 3600,
  });
  return {
    token,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      active: user.active,
      createdAt: user.created_at,
      certificateNumber: user.certificateNumber,
      certificateCategory: user.certificateCategory,
      certificateValidUntil: user.certificateValidUntil,
    },
  };
});

await app.listen({ port: Number(PORT), host: '127.0.0.1' });
console.log(`bare listening on ${app.server.address().port}`);
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
