import { join } from 'node:path';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';

/**
 * How this app connects to PostgreSQL and where its migrations live, without its entities: applying
 * migrations needs none, and the entity list is the app's composition (src/mikro-orm.config.ts).
 */
export function ormOptions(databaseUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    extensions: [Migrator],
    allowGlobalContext: false,
    forceUtcTimezone: true,
    // A database that does not exist is an error to report (a misspelt DATABASE_URL), never one to create.
    ensureDatabase: false,
    debug: false,
    pool: { min: 0, max: 10 },
    migrations: {
      path: join(__dirname, 'migrations'),
      glob: '!(*.d).{js,ts}',
      snapshotName: '.snapshot',
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
    },
    ...overrides,
  });
}
