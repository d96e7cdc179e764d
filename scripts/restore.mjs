// npm run db:restore <file>: restores a db:backup dump into an empty database (DATABASE_URL, which must
// exist, or the embedded one), in one transaction: it lands whole or not at all. Refuses a database that
// already holds tables, so a restore can never mix with or overwrite a register.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import './lib/load-env.mjs';
import { provideDatabase } from './lib/database.mjs';
import { libpqTarget, runTool, toolMajor } from './lib/pg-tools.mjs';

const given = process.argv[2];
let exitCode = 0;
let db;
try {
  if (!given) throw new Error('name the dump to restore: npm run db:restore <file>');
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), given);
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  toolMajor('pg_restore');
  db = await provideDatabase({ reuseRunning: true, log: () => {} });
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const { rows } = await client
    .query(
      `select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    )
    .finally(() => client.end());
  if (rows[0].tables > 0)
    throw new Error(
      `the target database holds ${rows[0].tables} table(s): restore into an empty database (create one and point DATABASE_URL at it, or move the embedded data folder away)`,
    );
  const { dbname, env } = libpqTarget(db.url);
  await runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`, file],
    env,
  );
  console.log(`Restored ${file}. Start the app on it with npm start.`);
} catch (error) {
  console.error(`Restore failed: ${error?.message || String(error)}`);
  exitCode = 1;
} finally {
  await db?.stop();
}
process.exit(exitCode);
