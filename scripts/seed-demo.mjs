// npm run db:seed-demo: applies migrations, then fills an empty register with demo data
// (DATABASE_URL, or the embedded database like npm start). Refuses when the register already holds data.
import { createRequire } from 'node:module';
import './lib/load-env.mjs';
import { provideDatabase } from './lib/database.mjs';
import { backendDist } from './lib/paths.mjs';

const require = createRequire(import.meta.url);
const { migrate } = require(`${backendDist}/database/migrate.js`);
const { seedDemo } = require(`${backendDist}/seed/demo-seeder.js`);

let exitCode = 0;
let db;
try {
  db = await provideDatabase({ reuseRunning: true });
  const applied = await migrate(db.url);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  const started = Date.now();
  const result = await seedDemo(db.url);
  if (result.skipped) {
    console.log(`Demo data not added: ${result.reason}.`);
  } else {
    console.log(
      `Demo data added in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.cylinders} cylinders, ${result.logEntries} mutations ` +
        `(${result.linkedEntries} naming an installation), ${result.customers} customers, ${result.installations} installations, ${result.leakChecks} leak checks.`,
    );
    console.log('Accounts:');
    for (const account of result.accounts)
      console.log(
        `  ${account.role.padEnd(7)} ${account.email.padEnd(24)} ${account.password}   (${account.name})`,
      );
  }
} catch (error) {
  console.error('Seeding the demo data failed:', error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await db?.stop();
}
process.exit(exitCode);
