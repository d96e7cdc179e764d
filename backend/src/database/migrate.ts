import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from './mikro-orm.config';

/** Applies pending migrations. Called by an explicit step before the API boots, never by a module. */
export async function migrate(databaseUrl: string): Promise<string[]> {
  const orm = await MikroORM.init(
    createOrmConfig(databaseUrl, {
      allowGlobalContext: true,
      migrations: { ...createOrmConfig(databaseUrl).migrations, silent: true },
    }),
  );
  try {
    const applied = await orm.getMigrator().up();
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}
