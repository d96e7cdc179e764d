import type { Knex } from '@mikro-orm/postgresql';
import { named, prepareQuery, type NativeQuery } from '../database/native-query';
import { selectLogEntries } from './log-entry.mapper';

// The statements of a new log entry (LogsService.create), three round trips inside its transaction: the lock,
// the neighbours, and one statement that writes everything and answers the new row. Native SQL (`$n`
// parameters, see database/native-query.ts); the benchmark's bare reference (bench/) runs the same.

/** A neighbour of an entry in date order, as the gap rules need it. */
export interface Neighbour {
  id: number;
  cylinder_id: number;
  date_raw: string;
  weight_before: string | null;
  weight_after: string | null;
  weight_gap: string | null;
  /** The explanation of its gap, when an administrator gave one. */
  gap_explanation: string | null;
}

export const NEIGHBOUR_COLUMNS =
  'id, cylinder_id, date::text as date_raw, weight_before, weight_after, weight_gap, gap_explanation';

/**
 * Locks the cylinder row (it serialises every writer of that cylinder's log) and answers its content, with
 * the fitter's state, the weight-gap tolerance as this transaction sees it and the database's clock in the
 * same round trip ($1 user id, $2 cylinder id). `user_active` is null for no such user, `content` null for
 * no such cylinder, `tolerance` null while no settings row exists.
 */
export const LOCK_FOR_INSERT = named(`select (select active from users where id = $1) as user_active,
  (select (delivery_weight - tare_weight + total_reclaimed - total_filled)::text from cylinders where id = $2 for update) as content,
  (select weight_gap_tolerance::text from app_settings where id = 1) as tolerance,
  to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now_iso`);

export interface LockForInsertRow {
  user_active: boolean | null;
  content: string | null;
  tolerance: string | null;
  /** The transaction's start on the database's clock, as an ISO instant with milliseconds. */
  now_iso: string;
}

/**
 * The live entries just before and just after a moment, in one round trip ($1 cylinder id, $2 date). An entry at the same moment counts as before: the new one is stored after it.
 */
export const NEIGHBOURS_OF_DATE = named(`(select 'previous' as side, ${NEIGHBOUR_COLUMNS} from log_entries
    where cylinder_id = $1 and deleted_at is null and date <= $2::timestamptz order by date desc, id desc limit 1)
  union all
  (select 'next' as side, ${NEIGHBOUR_COLUMNS} from log_entries
    where cylinder_id = $1 and deleted_at is null and date > $2::timestamptz order by date, id limit 1)`);

export type SidedNeighbour = Neighbour & { side: 'previous' | 'next' };

/** A new entry with every value already checked; quantities as exact SQL numeric text ("1.250"). */
export interface NewLogEntry {
  cylinderId: number;
  mutationType: string;
  workOrder: string | null;
  weight: string;
  weightBefore: string | null;
  weightAfter: string | null;
  weightGap: string | null;
  note: string | null;
  userId: number;
  enteredById: number;
  date: string;
  /** The change of the cylinder's stored totals. */
  filled: string;
  reclaimed: string;
  gapCountDelta: number;
  /** The CREATE revision's field list (JSON). */
  changes: string;
}

/**
 * One statement: inserts the entry, moves the cylinder's stored totals, writes the CREATE revision, and
 * answers the new entry as a {@link LogEntryRow} (data-modifying CTEs all run to completion).
 */
export function insertLogEntry(knex: Knex, entry: NewLogEntry): Knex.QueryBuilder {
  return selectLogEntries(knex, 'inserted')
    .with(
      'inserted',
      knex.raw(
        `insert into log_entries (cylinder_id, mutation_type, work_order, weight, weight_before, weight_after, weight_gap,
           note, user_id, entered_by_id, date)
         values (?, ?, ?, ?::numeric, ?::numeric, ?::numeric, ?::numeric, ?, ?, ?, ?::timestamptz) returning *`,
        [
          entry.cylinderId,
          entry.mutationType,
          entry.workOrder,
          entry.weight,
          entry.weightBefore,
          entry.weightAfter,
          entry.weightGap,
          entry.note,
          entry.userId,
          entry.enteredById,
          entry.date,
        ],
      ),
    )
    .with(
      'totals',
      knex.raw(
        `update cylinders set total_filled = total_filled + ?::numeric, total_reclaimed = total_reclaimed + ?::numeric,
           log_count = log_count + 1, gap_count = gap_count + ?, last_log_date = greatest(last_log_date, ?::timestamptz)
         where id = ?`,
        [entry.filled, entry.reclaimed, entry.gapCountDelta, entry.date, entry.cylinderId],
      ),
    )
    .with(
      'revision',
      knex.raw(
        `insert into log_entry_revisions (log_entry_id, action, changed_by_id, changes, reason)
         select id, 'CREATE', entered_by_id, ?::jsonb, null from inserted`,
        [entry.changes],
      ),
    );
}

/** The fields of {@link NewLogEntry} in a fixed order: the arguments of {@link prepareInsertLogEntry}'s query. */
const NEW_ENTRY_FIELDS: (keyof NewLogEntry)[] = [
  'cylinderId',
  'mutationType',
  'workOrder',
  'weight',
  'weightBefore',
  'weightAfter',
  'weightGap',
  'note',
  'userId',
  'enteredById',
  'date',
  'filled',
  'reclaimed',
  'gapCountDelta',
  'changes',
];

/** {@link insertLogEntry} compiled once: answers the native query for an entry. */
export function prepareInsertLogEntry(knex: Knex): (entry: NewLogEntry) => NativeQuery {
  const query = prepareQuery(knex, NEW_ENTRY_FIELDS.length, (k, ...values: unknown[]) =>
    insertLogEntry(
      k,
      Object.fromEntries(NEW_ENTRY_FIELDS.map((field, i) => [field, values[i]])) as unknown as NewLogEntry,
    ),
  );
  return (entry) => query(...NEW_ENTRY_FIELDS.map((field) => entry[field]));
}
