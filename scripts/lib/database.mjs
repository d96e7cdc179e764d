// DATABASE_URL when given; otherwise an embedded PostgreSQL whose data lives in DATA_DIR/pg.
import { startEmbeddedPostgres } from './embedded-postgres.mjs';
import { dataDir } from './paths.mjs';

export async function provideDatabase({ log = console.log } = {}) {
  if (process.env.DATABASE_URL)
    return { url: process.env.DATABASE_URL, stop: async () => {}, embedded: false };
  const db = await startEmbeddedPostgres({
    dataDir: `${dataDir}/pg`,
    database: 'fgas',
    port: process.env.PG_PORT ? Number(process.env.PG_PORT) : undefined,
  });
  log(`Embedded PostgreSQL on port ${db.port} (data in ${dataDir}/pg)`);
  return { ...db, embedded: true };
}
