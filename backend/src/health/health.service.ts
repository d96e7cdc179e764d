import { Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { DrainState } from './drain-state';
import { HealthRepository } from './health.repository';
import { shippedMigrations } from './schema-version';

/** Liveness and readiness: whether the database answers, and whether its schema is the one this build ships. */
@Injectable()
export class HealthService {
  private readonly migrations = shippedMigrations();

  constructor(
    private readonly health: HealthRepository,
    private readonly drain: DrainState,
  ) {}

  async live(): Promise<void> {
    try {
      await this.health.ping();
    } catch {
      throw new AppError('DATABASE_UNAVAILABLE', 'The database does not answer');
    }
  }

  async ready(): Promise<void> {
    if (this.drain.draining) throw new AppError('SHUTTING_DOWN', 'This instance is stopping');
    let applied: Set<string>;
    try {
      applied = new Set(await this.health.appliedMigrations());
    } catch (error) {
      // No migrations table yet: connected, but the schema was never migrated.
      if ((error as { code?: string }).code === '42P01') throw schemaBehind();
      throw new AppError('DATABASE_UNAVAILABLE', 'The database does not answer');
    }
    if (!this.migrations.every((name) => applied.has(name))) throw schemaBehind();
  }
}

function schemaBehind(): AppError {
  return new AppError(
    'SCHEMA_OUTDATED',
    'The database schema is not at the latest migration: run npm run db:migrate',
  );
}
