import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from '../mikro-orm.config';

/** npm run migration:create -w backend: writes a migration for the difference between entities and snapshot. */
async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to a database migrated to the latest migration');
  const orm = await MikroORM.init(createOrmConfig(url, { allowGlobalContext: true }));
  try {
    const initial = process.argv.includes('--initial');
    const result = await orm.getMigrator().createMigration(undefined, false, initial);
    console.log(result.fileName ? `Created ${result.fileName}` : 'No changes: entities and migrations agree');
  } finally {
    await orm.close(true);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
