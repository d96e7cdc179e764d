// The bare reference: a minimal Fastify + pg handler per benchmark scenario, running the same SQL as the app
// (bench/sql.mjs) and answering the same JSON (the app's own pure mappers and domain rules from
// backend/dist). What it leaves out, on purpose: Nest (guards, pipes, interceptors, filters), helmet,
// CORS, request ids, DTO validation, MikroORM, and auth: no JWT is verified per request (the app verifies
// one on every request and looks the user up at most every 5 s). Sign-in does the same argon2 work.
// Env: DATABASE_URL, PORT, JWT_SECRET, PUBLIC_URL.
import { createRequire } from 'node:module';
import pg from 'pg';
import { backendDist, repoRoot } from '../scripts/lib/paths.mjs';
import { dashboardSql, SQL } from './sql.mjs';

const require = createRequire(`${repoRoot}/backend/package.json`);
const Fastify = require('fastify');
const { verify } = require('@node-rs/argon2');
const jwt = require('jsonwebtoken');
const { toCylinderDto } = require(`${backendDist}/cylinders/cylinder.mapper.js`);
const { toLogEntryDto } = require(`${backendDist}/logs/log-entry.mapper.js`);
const { toDashboardStats } = require(`${backendDist}/stats/dashboard-stats.mapper.js`);
const domain = require(`${backendDist}/domain/index.js`);

const { DATABASE_URL, PORT = '0', JWT_SECRET = 'x'.repeat(32) } = process.env;
const PUBLIC_URL = (process.env.PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, '');
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 }); // the app's MikroORM pool: max 10
const DASHBOARD = dashboardSql(
  domain.fillLevelSql(
    '(c.delivery_weight - c.tare_weight + c.total_reclaimed - c.total_filled)',
    '(c.delivery_weight - c.tare_weight)',
  ),
);

// pg parses numeric as text and int4 as number like the app's driver; timestamps are to_char'ed in SQL.
let settings = null;
async function getSettings() {
  if (settings && settings.expiresAt > Date.now()) return settings.value;
  const { rows } = await pool.query(SQL.settings);
  const row = rows[0];
  settings = {
    value: { weightGapTolerance: Number(row.weight_gap_tolerance), publicUrl: row.public_url ?? PUBLIC_URL },
    expiresAt: Date.now() + 5000,
  };
  return settings.value;
}

const app = Fastify({ logger: false });

app.get('/api/cylinders', async (request, reply) => {
  // The scenario's query: filter {status, q}, sort currentWeight, a range.
  const filter = JSON.parse(request.query.filter ?? '{}');
  const [start, end] = JSON.parse(request.query.range ?? '[0,24]');
  const limit = end - start + 1;
  const pattern = `%${String(filter.q ?? '').replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const [{ rows }, count, { publicUrl }] = await Promise.all([
    pool.query(SQL.listPage, [pattern, filter.status, limit, start]),
    pool.query(SQL.listCount, [pattern, filter.status]),
    getSettings(),
  ]);
  const total = Number(count.rows[0].total);
  reply.header('Content-Range', `cylinders ${start}-${start + rows.length - 1}/${total}`);
  return rows.map((row) => toCylinderDto(row, publicUrl));
});

app.get('/api/cylinders/:id', async (request, reply) => {
  const id = Number(request.params.id);
  const [cyl, logs, { publicUrl }] = await Promise.all([
    pool.query(SQL.cylinderById, [id]),
    pool.query(SQL.cylinderLogs, [id]),
    getSettings(),
  ]);
  if (!cyl.rows[0])
    return reply
      .code(404)
      .send({ statusCode: 404, code: 'CYLINDER_NOT_FOUND', message: 'Cylinder not found' });
  return { ...toCylinderDto(cyl.rows[0], publicUrl), logs: logs.rows.map(toLogEntryDto) };
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
  const [totalsResult, inventory, gapIds, recent] = await Promise.all([
    pool.query(DASHBOARD.totals),
    pool.query(DASHBOARD.inventory),
    pool.query(SQL.gapIds),
    pool.query(SQL.recentLogs),
  ]);
  return toDashboardStats(totalsResult.rows[0], inventory.rows, gapIds.rows, recent.rows);
}

const kgOrNull = (value) =>
  value === null || value === undefined ? null : domain.gramsToKg(domain.toGrams(value));
const sqlKg = (grams) =>
  `${grams < 0 ? '-' : ''}${Math.floor(Math.abs(grams) / 1000)}.${String(Math.abs(grams) % 1000).padStart(3, '0')}`;

// The app's LogsService.create() statement for statement (the per-request user is fixed: no auth here).
const ACTOR_ID = 3;
app.post('/api/logs', async (request, reply) => {
  const input = request.body;
  const date = input.date !== undefined ? new Date(input.date) : new Date();
  const check = domain.checkMutationDate(date, new Date());
  if (!check.ok)
    return reply.code(400).send({ statusCode: 400, code: 'VALIDATION_FAILED', message: check.message });
  const weights = domain.checkMutationWeights(input);
  if (!weights.ok)
    return reply.code(400).send({ statusCode: 400, code: weights.code, message: weights.message });
  const userId = input.userId ?? ACTOR_ID;
  const [{ weightGapTolerance: tolerance }, user] = await Promise.all([
    getSettings(),
    pool.query(SQL.activeUser, [userId]),
  ]);
  if (!user.rows[0]?.active) return reply.code(400).send({ statusCode: 400, code: 'USER_INACTIVE' });
  const weightBefore = kgOrNull(input.weightBefore);
  const weightAfter = kgOrNull(input.weightAfter);
  const delta = domain.totalsDeltaGrams(input.mutationType, weights.weightKg);
  const dateIso = date.toISOString();

  const client = await pool.connect();
  let id;
  try {
    await client.query('begin');
    const locked = await client.query(SQL.lockCylinder, [input.cylinderId]);
    if (!locked.rows[0]) throw Object.assign(new Error('Cylinder not found'), { status: 400 });
    if (delta.filled > domain.toGrams(locked.rows[0].content))
      throw Object.assign(new Error('NOT_ENOUGH_CONTENT'), { status: 400 });
    const previous = (await client.query(SQL.previousEntry, [input.cylinderId, dateIso])).rows[0];
    const gap = domain.weightGapKg(weightBefore, kgOrNull(previous?.weight_after), tolerance);
    const inserted = await client.query(SQL.insertEntry, [
      input.cylinderId,
      input.mutationType,
      input.workOrder ?? null,
      sqlKg(domain.toGrams(weights.weightKg)),
      weightBefore === null ? null : sqlKg(domain.toGrams(weightBefore)),
      weightAfter === null ? null : sqlKg(domain.toGrams(weightAfter)),
      gap === null ? null : sqlKg(domain.toGrams(gap)),
      input.note ?? null,
      userId,
      ACTOR_ID,
      dateIso,
    ]);
    id = inserted.rows[0].id;
    let gapDelta = gap === null ? 0 : 1;
    const next = (await client.query(SQL.nextEntry, [input.cylinderId, dateIso])).rows[0];
    if (next) {
      const nextGap = domain.weightGapKg(kgOrNull(next.weight_before), weightAfter, tolerance);
      const same =
        next.weight_gap === null
          ? nextGap === null
          : nextGap !== null && domain.toGrams(next.weight_gap) === domain.toGrams(nextGap);
      if (!same) {
        await client.query(SQL.setGap, [nextGap === null ? null : sqlKg(domain.toGrams(nextGap)), next.id]);
        gapDelta += (nextGap === null ? 0 : 1) - (next.weight_gap === null ? 0 : 1);
      }
    }
    await client.query(SQL.updateTotals, [
      sqlKg(delta.filled),
      sqlKg(delta.reclaimed),
      gapDelta,
      dateIso,
      input.cylinderId,
    ]);
    const created = {
      mutationType: input.mutationType,
      workOrder: input.workOrder ?? null,
      weightBefore,
      weightAfter,
      weight: weights.weightKg,
      note: input.note ?? null,
      userId,
      date: dateIso,
    };
    await client.query(SQL.insertRevision, [
      id,
      'CREATE',
      ACTOR_ID,
      JSON.stringify(domain.changedFields({}, created)),
      null,
    ]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    client.release();
    if (error.status)
      return reply.code(error.status).send({ statusCode: error.status, message: error.message });
    throw error;
  }
  client.release();
  const { rows } = await pool.query(SQL.logById, [id]);
  return reply.code(201).send(toLogEntryDto(rows[0]));
});

app.post('/api/auth/login', async (request, reply) => {
  const { email, password } = request.body;
  const { rows } = await pool.query(SQL.userByEmail, [email]);
  const user = rows[0];
  const valid = user?.active ? await verify(user.password_hash, password).catch(() => false) : false;
  if (!user || !valid)
    return reply
      .code(401)
      .send({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid e-mail or password' });
  const token = jwt.sign({ sub: user.id, tv: user.token_version }, JWT_SECRET, {
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
