import type { Options } from '@mikro-orm/postgresql';
import { ormOptions } from './database/orm-options';
import { User } from './users/user.entity';
import { Refrigerant } from './refrigerants/refrigerant.entity';
import { Supplier } from './suppliers/supplier.entity';
import { Cylinder } from './cylinders/cylinder.entity';
import { CylinderRegisterSize } from './cylinders/cylinder-register-size.entity';
import { LogEntry } from './logs/log-entry.entity';
import { LogEntryRevision } from './logs/log-entry-revision.entity';
import { Customer } from './customers/customer.entity';
import { Installation } from './installations/installation.entity';
import { LeakCheck } from './leak-checks/leak-check.entity';
import { LeakCheckRevision } from './leak-checks/leak-check-revision.entity';
import { ShareLink } from './share-links/share-link.entity';
import { YearSignOff } from './balances/year-sign-off.entity';
import { CylinderYearMoves } from './balances/cylinder-year-moves.entity';
import { AppSettings } from './settings/app-settings.entity';
import { IdempotencyKey } from './idempotency/idempotency-key.entity';
import { LoginAttempt } from './auth/login-attempt.entity';
import { Instrument } from './instruments/instrument.entity';

/** Every entity of the app: the schema that migrations are generated from and checked against. */
export const ENTITIES = [
  User,
  Refrigerant,
  Supplier,
  Cylinder,
  CylinderRegisterSize,
  LogEntry,
  LogEntryRevision,
  Customer,
  Installation,
  LeakCheck,
  LeakCheckRevision,
  ShareLink,
  YearSignOff,
  CylinderYearMoves,
  AppSettings,
  IdempotencyKey,
  LoginAttempt,
  Instrument,
];

/** The ORM configuration of the app: the database options with the app's entities. */
export function createOrmConfig(databaseUrl: string, overrides: Partial<Options> = {}): Options {
  return ormOptions(databaseUrl, { entities: ENTITIES, ...overrides });
}

// Found by the MikroORM CLI at this path (src/mikro-orm.config.ts is its first default).
export default createOrmConfig(
  process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@localhost:5432/fgas',
);
