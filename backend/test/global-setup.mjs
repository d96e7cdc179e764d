// One PostgreSQL for the whole run: DATABASE_URL's server when set, else a throwaway embedded one.
// Migrations are applied once to a template database; every suite clones its own database from it.
import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.mjs';

const require = createRequire(import.meta.url);
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
  const { migrate } = require('../dist/database/migrate.js');
  await migrate(templateUrl.toString());

  process.env.TEST_DB_ADMIN_URL = adminUrl;
  process.env.TEST_DB_TEMPLATE = TEMPLATE;
}
