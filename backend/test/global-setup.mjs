// One PostgreSQL for the whole run: DATABASE_URL's server when set, else a throwaway embedded one.
// Migrations are applied once to a template database; every suite clones its own database from it.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.mjs';

const TEMPLATE = `fgas_test_template_${process.pid}`;

export default async function globalSetup() {
  let adminUrl;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    const server = await startEmbeddedPostgres({
      dataDir: mkdtempSync(join(tmpdir(), 'fgas-test-pg-')),
      database: 'postgres',
      throwaway: true,
    });
    globalThis.__EMBEDDED_PG__ = server;
    adminUrl = server.adminUrl;
  }
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists "${TEMPLATE}"`);
  await client.query(`create database "${TEMPLATE}"`);
  await client.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE}`;
  // In a child process: loading MikroORM here would leave its globals in jest's main realm, where
  // in-band test files would trip over them.
  const migrateJs = fileURLToPath(new URL('../dist/database/migrate.js', import.meta.url));
  execFileSync(
    process.execPath,
    [
      '-e',
      `require(${JSON.stringify(migrateJs)}).migrate(process.argv[1]).catch((e) => { console.error(e); process.exit(1); })`,
      templateUrl.toString(),
    ],
    { stdio: 'inherit' },
  );

  process.env.TEST_DB_ADMIN_URL = adminUrl;
  process.env.TEST_DB_TEMPLATE = TEMPLATE;
}
