import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { named } from './native-query';
import { RoundTripAfter } from './round-trip-after';
import { detached, type Sql } from './sql';

/**
 * The database's committed state as of now: PostgreSQL's current snapshot (the next transaction id and the
 * ones still running). Two equal snapshots mean that no transaction that wrote anything committed in
 * between: a commit either finishes a transaction listed as running or one that started later, which moves
 * the next id on. Reading it takes no lock and costs a writer nothing.
 */
export const COMMITTED_STATE = named('select pg_current_snapshot()::text as snapshot');

@Injectable()
export class CommittedStateRepository {
  /** One read shared by overlapping requests: never on one request's own context or transaction. */
  private readonly outside: Sql;
  /** Overlapping callers share a read, never one that started before they called. */
  private readonly shared = new RoundTripAfter(() => this.read());

  constructor(em: EntityManager) {
    this.outside = detached(em);
  }

  /** The committed state (see {@link COMMITTED_STATE}), read after the call: equal texts, no write in between. */
  current(): Promise<string> {
    return this.shared.call();
  }

  private async read(): Promise<string> {
    const [row] = await this.outside.query<{ snapshot: string }>({ ...COMMITTED_STATE, values: [] });
    return row.snapshot;
  }
}
