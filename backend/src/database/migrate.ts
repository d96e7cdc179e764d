import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from './orm-options';

/**
 * Key of the session-level advisory lock that serialises migrations: instances starting together on one
 * database take turns, and the later ones find nothing pending instead of failing on "already exists".
 */
export const MIGRATION_LOCK_KEY = 7_306_152_201;

interface DriverConnection {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/**
 * Applies pending migrations under the advisory lock. Called by an explicit step before the API boots,
 * never by a module. The database must exist: it is never created here (PostgreSQL's "database ... does
 * not exist" is what the caller sees).
 */
export async function migrate(databaseUrl: string): Promise<string[]> {
  // Migrations are plain SQL: no entity is needed (nor imported) to apply them.
  const orm = await MikroORM.init(
    ormOptions(databaseUrl, {
      entities: [],
      discovery: { warnWhenNoEntities: false },
      allowGlobalContext: true,
      migrations: { ...ormOptions(databaseUrl).migrations, silent: true },
    }),
  );
  try {
    const knex = orm.em.getKnex();
    // The lock lives on a connection of its own, held until the migrations are done.
    const lock = (await knex.client.acquireConnection()) as DriverConnection;
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const applied = await orm.getMigrator().up();
      return applied.map((migration) => migration.name);
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      await knex.client.releaseConnection(lock);
    }
  } finally {
    await orm.close(true);
  }
}
