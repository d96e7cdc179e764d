import { join } from 'node:path';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { User } from '../users/user.entity';
import { Refrigerant } from '../refrigerants/refrigerant.entity';
import { Supplier } from '../suppliers/supplier.entity';
import { Cylinder } from '../cylinders/cylinder.entity';
import { LogEntry } from '../logs/log-entry.entity';
import { LogEntryRevision } from '../logs/log-entry-revision.entity';
import { Customer } from '../customers/customer.entity';
import { Installation } from '../installations/installation.entity';
import { LeakCheck } from '../leak-checks/leak-check.entity';
import { LeakCheckRevision } from '../leak-checks/leak-check-revision.entity';
import { AppSettings } from '../settings/app-settings.entity';
import { IdempotencyKey } from '../idempotency/idempotency-key.entity';
import { LoginAttempt } from '../auth/login-attempt.entity';

export const ENTITIES = [
  User,
  Refrigerant,
  Supplier,
  Cylinder,
  LogEntry,
  LogEntryRevision,
  Customer,
  Installation,
  LeakCheck,
  LeakCheckRevision,
  AppSettings,
  IdempotencyKey,
  LoginAttempt,
];

export function createOrmConfig(databaseUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: ENTITIES,
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

// Used by the MikroORM CLI (npm run migration:create -w backend).
export default createOrmConfig(
  process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@localhost:5432/fgas',
);
