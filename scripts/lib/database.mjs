// DATABASE_URL when given; otherwise an embedded PostgreSQL whose data lives in DATA_DIR/pg.
import { dataDir } from './paths.mjs';

/** A configuration problem found before anything connects, as one line naming the variable. */
export class ConfigurationError extends Error {}

/** Checks DATABASE_URL and PG_PORT without connecting; throws a ConfigurationError naming the variable. */
export function checkDatabaseConfig(env = process.env) {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      throw new ConfigurationError(
        'DATABASE_URL is not a URL (expected postgresql://user:password@host:5432/database)',
      );
    }
    if (!['postgres:', 'postgresql:'].includes(parsed.protocol))
      throw new ConfigurationError(
        `DATABASE_URL must start with postgres:// or postgresql:// (got ${parsed.protocol}//): this app needs PostgreSQL`,
      );
    if (!parsed.hostname && !parsed.searchParams.get('host'))
      throw new ConfigurationError('DATABASE_URL names no host');
    if (parsed.pathname.replace(/^\//, '') === '')
      throw new ConfigurationError('DATABASE_URL names no database (add /<name> after the host)');
  }
  const pgPort = env.PG_PORT?.trim();
  if (pgPort && !(/^\d+$/.test(pgPort) && Number(pgPort) >= 1 && Number(pgPort) <= 65535))
    throw new ConfigurationError(`PG_PORT must be a whole number from 1 to 65535 (got "${pgPort}")`);
}

/**
 * The database to use: DATABASE_URL as given (never created: a misspelt name must fail, not start an
 * empty register), or the embedded server. `reuseRunning`: attach to the embedded server of a running
 * npm start instead of refusing (backups, migrations beside a running app).
 */
export async function provideDatabase({ log = console.log, reuseRunning = false, onExit } = {}) {
  checkDatabaseConfig();
  if (process.env.DATABASE_URL?.trim())
    return { url: process.env.DATABASE_URL.trim(), stop: async () => {}, embedded: false };
  // Imported only here: nothing of the embedded server is loaded when DATABASE_URL is set.
  const { startEmbeddedPostgres } = await import('./embedded-postgres.mjs');
  const db = await startEmbeddedPostgres({
    dataDir: `${dataDir}/pg`,
    database: 'fgas',
    port: process.env.PG_PORT ? Number(process.env.PG_PORT) : undefined,
    reuseRunning,
    log,
    onExit,
  });
  if (!db.attached) log(`Embedded PostgreSQL on port ${db.port} (data in ${db.dataDir})`);
  return { ...db, embedded: true };
}
