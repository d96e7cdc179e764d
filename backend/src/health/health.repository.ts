import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { named } from '../database/native-query';
import { detached, type Sql } from '../database/sql';

const PING = named('select 1');
const APPLIED_MIGRATIONS = named('select name from mikro_orm_migrations');

/** What the health checks ask the database: that it answers, and which migrations it has applied. */
@Injectable()
export class HealthRepository {
  private readonly sql: Sql;

  constructor(em: EntityManager) {
    // Never part of a request's transaction: a probe only asks whether the database answers.
    this.sql = detached(em);
  }

  async ping(): Promise<void> {
    await this.sql.query({ ...PING, values: [] });
  }

  /** Throws PostgreSQL's 42P01 while the schema was never migrated (no migrations table). */
  async appliedMigrations(): Promise<string[]> {
    const rows = await this.sql.query<{ name: string }>({ ...APPLIED_MIGRATIONS, values: [] });
    return rows.map((row) => row.name);
  }
}
