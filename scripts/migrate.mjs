// npm run db:migrate: applies pending migrations to DATABASE_URL (or the embedded database).
import { createRequire } from 'node:module';
import './lib/load-env.mjs';
import { provideDatabase } from './lib/database.mjs';
import { backendDist } from './lib/paths.mjs';

const require = createRequire(import.meta.url);
const { migrate } = require(`${backendDist}/database/migrate.js`);

const db = await provideDatabase();
try {
  const applied = await migrate(db.url);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date');
} finally {
  await db.stop();
}
