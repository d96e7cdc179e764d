import { named } from '../../database/native-query';
import { isoText, type Sql } from '../../database/sql';
import type { FieldChanges } from '../../domain';

/** One stored step of a record's history, as read back. */
export interface RevisionRow<Action extends string> {
  id: number;
  action: Action;
  at: string;
  by_id: number;
  by_name: string;
  changes: FieldChanges;
  reason: string | null;
}

/**
 * The audit trail a kind of record keeps (log entries, leak checks): its own table `<table>` with the same
 * columns, keyed by `<recordColumn>`, written in the transaction of the change it records and never
 * updated or deleted. One place for its statements, so every trail reads and writes alike.
 */
export class RevisionTrail<Action extends string> {
  private readonly insert;
  private readonly list;

  constructor(table: string, recordColumn: string) {
    this.insert = named(`insert into ${table} (${recordColumn}, action, changed_by_id, changes, reason)
  values ($1, $2, $3, $4::jsonb, $5)`);
    this.list = named(`select r.id, r.action, ${isoText('r.changed_at')} as at, r.changed_by_id as by_id,
  u.name as by_name, r.changes, r.reason
  from ${table} r join users u on u.id = r.changed_by_id
  where r.${recordColumn} = $1 order by r.changed_at, r.id`);
  }

  /** Records one change of record `recordId`, inside the caller's transaction. */
  async record(
    tx: Sql,
    recordId: number,
    action: Action,
    actorId: number,
    changes: FieldChanges,
    reason: string | null,
  ): Promise<void> {
    await tx.query({ ...this.insert, values: [recordId, action, actorId, JSON.stringify(changes), reason] });
  }

  /** The history of record `recordId`, oldest first. */
  read(sql: Sql, recordId: number): Promise<RevisionRow<Action>[]> {
    return sql.query<RevisionRow<Action>>({ ...this.list, values: [recordId] });
  }
}

/** A stored revision as the API answers it. */
export function toRevisionDto<Action extends string>(row: RevisionRow<Action>) {
  return {
    id: row.id,
    action: row.action,
    at: row.at,
    by: { id: row.by_id, name: row.by_name },
    changes: row.changes ?? {},
    reason: row.reason,
  };
}
