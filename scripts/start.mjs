// npm start: configuration check, database (embedded unless DATABASE_URL), migrations, then the API
// serving the built web app. SIGTERM/SIGINT drain the API before the database stops.
import { createRequire } from 'node:module';
import v8 from 'node:v8';
import { existsSync } from 'node:fs';
import './lib/load-env.mjs';
import { checkDatabaseConfig, provideDatabase } from './lib/database.mjs';
import { localJwtSecret } from './lib/local-secret.mjs';
import { backendDist, dataDir, frontendDist } from './lib/paths.mjs';

// V8 lets the old generation grow to up to four times the live heap between full collections; under
// hundreds of answers a second that was 150 MB of garbage kept resident. A factor of 3 kept the API about
// 50 MB smaller at the same throughput (docs/BENCHMARKS.md). Read by V8 at every collection.
v8.setFlagsFromString('--heap-growing-percent=200');

const require = createRequire(import.meta.url);
let db;
let app;
let stopping = false;

function fail(message) {
  console.error(message);
  process.exit(1);
}

// Configuration first: nothing connects or starts before every value is known to be usable.
process.env.NODE_ENV ??= 'production';
const external = Boolean(process.env.DATABASE_URL?.trim());
try {
  checkDatabaseConfig();
} catch (error) {
  fail(`Invalid configuration: ${error.message}`);
}
// A generated secret is per machine: fine for the embedded database, wrong for instances sharing one.
if (!process.env.JWT_SECRET?.trim() && !(external && process.env.NODE_ENV === 'production'))
  process.env.JWT_SECRET = localJwtSecret(dataDir);
if (!process.env.FRONTEND_DIST && existsSync(`${frontendDist}/index.html`))
  process.env.FRONTEND_DIST = frontendDist;
const { loadConfig } = require(`${backendDist}/config/app-config.js`);
let config;
try {
  config = loadConfig({
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL || 'postgresql://embedded/fgas',
  });
} catch (error) {
  fail(error.message);
}

async function shutdown(signal, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  // However the drain goes, the process ends: a stop must never hang.
  setTimeout(() => process.exit(exitCode || 1), (config.shutdownTimeoutSeconds + 10) * 1000).unref();
  console.log(`${signal}: stopping (requests in flight get up to ${config.shutdownTimeoutSeconds} s)`);
  try {
    if (app) {
      const { drainAndClose } = require(`${backendDist}/main.js`);
      const { ms, forced } = await drainAndClose(app, config.shutdownTimeoutSeconds * 1000);
      console.log(
        `API drained in ${ms} ms${forced ? ' (queries still running at the timeout were cancelled)' : ''}`,
      );
    }
  } catch (error) {
    console.error(`Stopping the API: ${error?.message ?? error}`);
    exitCode = 1;
  } finally {
    await db?.stop();
    process.exit(exitCode);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  db = await provideDatabase({
    onExit: ({ code, signal, output }) => {
      // The API cannot work without it: stop clearly rather than answer 503 until someone notices.
      const how = signal ? `killed by ${signal}` : `exit code ${code}`;
      console.error(
        `The embedded PostgreSQL stopped unexpectedly (${how}): ${output}. Stopping the API; run npm start again.`,
      );
      void shutdown('database stopped', 1);
    },
  });
  process.env.DATABASE_URL = db.url;

  const { migrate } = require(`${backendDist}/database/migrate.js`);
  const applied = await migrate(db.url);
  if (applied.length) console.log(`Migrations applied: ${applied.join(', ')}`);

  const { bootstrap } = require(`${backendDist}/main.js`);
  app = await bootstrap();
  const address = app.getHttpServer().address();
  const url = `http://localhost:${address.port}`;
  console.log(`F-gas cylinders is running: open ${url}  (API docs: ${url}/api/docs)`);
} catch (error) {
  console.error(`Start failed: ${error?.message || String(error)}`);
  await db?.stop();
  process.exit(1);
}
