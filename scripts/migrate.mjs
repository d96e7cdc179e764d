// npm run db:migrate: applies pending migrations to DATABASE_URL (or the embedded database).
import { createRequire } from 'node:module';
import './lib/load-env.mjs';
import { provideDatabase } from './lib/database.mjs';
import { backendDist } from './lib/paths.mjs';

const require = createRequire(import.meta.url);
const { migrate } = require(`${backendDist}/database/migrate.js`);

let exitCode = 0;
let db;
try {
  // Beside a running npm start, its embedded server is used; migrations take an advisory lock.
  db = await provideDatabase({ reuseRunning: true });
  const applied = await migrate(db.url);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date');
} catch (error) {
  console.error(`Migrating failed: ${error?.message || String(error)}`);
  exitCode = 1;
} finally {
  await db?.stop();
}
process.exit(exitCode);
