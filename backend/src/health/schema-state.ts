import { Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { ChangeFeedService } from '../database/change-feed.service';
import { HealthRepository } from './health.repository';
import { shippedMigrations } from './schema-version';

/**
 * SQLSTATEs of a statement that names something the database does not have: a table, column, function,
 * type or schema. With the register's schema gone (emptied under the app, a restore gone wrong) every
 * statement fails so; with the schema whole they mean a bug, and stay a 500.
 */
const MISSING_OBJECT = new Set(['42P01', '42703', '42883', '42704', '3F000']);

export function namesMissingObject(exception: unknown): boolean {
  for (let error = exception as Record<string, unknown> | undefined, depth = 0; error && depth < 5; depth++) {
    if (typeof error.code === 'string' && MISSING_OBJECT.has(error.code)) return true;
    error = (error.cause ?? error.previous) as Record<string, unknown> | undefined;
  }
  return false;
}

export const schemaOutdated = (): AppError =>
  new AppError(
    'SCHEMA_OUTDATED',
    'The database schema is not at the latest migration: run npm run db:migrate',
  );

/**
 * Whether this instance has seen its database without the schema it ships. Set when a statement fails on
 * a missing object and the migrations table confirms the schema is behind (readiness's own test); while
 * set, every API call but the health routes asks again (one shared query at a time) and answers 503
 * SCHEMA_OUTDATED until the schema is back, instead of each request failing on its own missing table
 * with a 500, or a cached answer pretending all is well.
 */
@Injectable()
export class SchemaState {
  private readonly migrations = shippedMigrations();
  private missing = false;
  private asking: Promise<boolean> | null = null;

  constructor(
    private readonly health: HealthRepository,
    private readonly feed: ChangeFeedService,
  ) {}

  get behind(): boolean {
    return this.missing;
  }

  /** Whether every shipped migration is applied; false too when the migrations table itself is gone. */
  async current(): Promise<boolean> {
    let applied: Set<string>;
    try {
      applied = new Set(await this.health.appliedMigrations());
    } catch (error) {
      if (namesMissingObject(error)) return false;
      throw error;
    }
    return this.migrations.every((name) => applied.has(name));
  }

  /** After a statement failed on a missing object: true (and remembered) when the schema is behind. */
  async confirmBehind(exception: unknown): Promise<boolean> {
    if (!namesMissingObject(exception)) return false;
    return !(await this.askAgain());
  }

  /** While marked behind: asks the database again; clears the mark once the schema is back. */
  async stillBehind(): Promise<boolean> {
    return this.missing && !(await this.askAgain());
  }

  private askAgain(): Promise<boolean> {
    this.asking ??= this.current()
      .then((current) => {
        // The schema went or came back behind the change feed's back: cached sessions and settings
        // describe rows that are gone (or were restored), so none may be served any more.
        if (this.missing === current) this.feed.forgetCached();
        this.missing = !current;
        return current;
      })
      .finally(() => (this.asking = null));
    return this.asking;
  }
}
