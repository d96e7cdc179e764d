// npm start: database (embedded unless DATABASE_URL), migrations, then the API serving the built web app.
import { createRequire } from 'node:module';
import v8 from 'node:v8';
import { existsSync } from 'node:fs';
import './lib/load-env.mjs';
import { provideDatabase } from './lib/database.mjs';
import { localJwtSecret } from './lib/local-secret.mjs';
import { backendDist, dataDir, frontendDist } from './lib/paths.mjs';

// V8 lets the old generation grow to up to four times the live heap between full collections; under
// hundreds of answers a second that was 150 MB of garbage kept resident. A factor of 3 kept the API about
// 50 MB smaller at the same throughput (docs/BENCHMARKS.md). Read by V8 at every collection.
v8.setFlagsFromString('--heap-growing-percent=200');

const require = createRequire(import.meta.url);
const db = await provideDatabase();
let app;
let stopping = false;

async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  try {
    if (app) await app.close();
  } finally {
    await db.stop();
    process.exit(0);
  }
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

try {
  process.env.DATABASE_URL = db.url;
  if (!process.env.JWT_SECRET) process.env.JWT_SECRET = localJwtSecret(dataDir);
  if (!process.env.FRONTEND_DIST && existsSync(`${frontendDist}/index.html`))
    process.env.FRONTEND_DIST = frontendDist;
  process.env.NODE_ENV ??= 'production';

  const { migrate } = require(`${backendDist}/database/migrate.js`);
  const applied = await migrate(db.url);
  if (applied.length) console.log(`Migrations applied: ${applied.join(', ')}`);

  const { bootstrap } = require(`${backendDist}/main.js`);
  app = await bootstrap();
  const address = app.getHttpServer().address();
  const url = `http://localhost:${address.port}`;
  console.log(`F-gas cylinders is running: open ${url}  (API docs: ${url}/api/docs)`);
} catch (error) {
  console.error(error?.message ?? error);
  await db.stop();
  process.exit(1);
}
