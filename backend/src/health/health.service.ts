import { Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { DrainState } from './drain-state';
import { HealthRepository } from './health.repository';
import { SchemaState, schemaOutdated } from './schema-state';

/** Liveness and readiness: whether the database answers, and whether its schema is the one this build ships. */
@Injectable()
export class HealthService {
  constructor(
    private readonly health: HealthRepository,
    private readonly drain: DrainState,
    private readonly schema: SchemaState,
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
    let current: boolean;
    try {
      // No migrations table (never migrated, or emptied under the app) counts as behind.
      current = await this.schema.current();
    } catch {
      throw new AppError('DATABASE_UNAVAILABLE', 'The database does not answer');
    }
    if (!current) throw schemaOutdated();
  }
}
