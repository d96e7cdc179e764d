// npm run db:backup [file]: a consistent dump (one snapshot, pg_dump's custom format) of the database in
// use: DATABASE_URL, or the embedded one (beside a running npm start, its server is used).
import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import pg from 'pg';
import './lib/load-env.mjs';
import { provideDatabase } from './lib/database.mjs';
import { repoRoot } from './lib/paths.mjs';
import { libpqTarget, runTool, serverMajor, toolMajor } from './lib/pg-tools.mjs';

const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const file = resolve(
  process.env.INIT_CWD ?? process.cwd(),
  process.argv[2] ?? `${repoRoot}/backups/fgas-${stamp}.dump`,
);

let exitCode = 0;
let db;
try {
  db = await provideDatabase({ reuseRunning: true, log: () => {} });
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const server = await serverMajor(client).finally(() => client.end());
  const tool = toolMajor('pg_dump');
  if (tool < server)
    throw new Error(`pg_dump ${tool} cannot dump PostgreSQL ${server}: install postgresql-client-${server}`);
  mkdirSync(dirname(file), { recursive: true });
  const { dbname, env } = libpqTarget(db.url);
  await runTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`],
    env,
  );
  console.log(
    `Backup written: ${file} (${statSync(file).size} bytes). Restore with: npm run db:restore ${file}`,
  );
} catch (error) {
  console.error(`Backup failed: ${error?.message || String(error)}`);
  exitCode = 1;
} finally {
  await db?.stop();
}
process.exit(exitCode);
