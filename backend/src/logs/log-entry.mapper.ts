import type { Knex } from '@mikro-orm/postgresql';
import { mutationDirection, type MutationType } from '../domain';
import type { LogEntryDto } from './dto/log-entry.dto';

/** The raw row of {@link selectLogEntries}. Numerics arrive as strings, timestamps as ISO strings. */
export interface LogEntryRow {
  id: number;
  cylinder_id: number;
  cylinder_serial_number: string;
  gas_type: string;
  gwp: number | null;
  mutation_type: MutationType;
  work_order: string | null;
  weight: string;
  weight_before: string | null;
  weight_after: string | null;
  weight_gap: string | null;
  gap_explanation: string | null;
  gap_explained_at: string | null;
  gap_explained_by_id: number | null;
  gap_explained_by_name: string | null;
  note: string | null;
  user_id: number;
  user_name: string;
  entered_by_id: number;
  entered_by_name: string;
  date: string;
  created_at: string;
  updated_at: string;
  corrected: boolean;
  deleted: boolean;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The select list (aliases: le = log_entries, c = cylinders, r = refrigerants, u = fitter, eb = entered by,
 * gx = who explained the gap).
 */
export const LOG_ENTRY_COLUMNS = [
  'le.id',
  'le.cylinder_id',
  'c.serial_number as cylinder_serial_number',
  'c.gas_type',
  'r.gwp',
  'le.mutation_type',
  'le.work_order',
  'le.weight',
  'le.weight_before',
  'le.weight_after',
  'le.weight_gap',
  'le.gap_explanation',
  `${iso('le.gap_explained_at')} as gap_explained_at`,
  'le.gap_explained_by_id',
  'gx.name as gap_explained_by_name',
  'le.note',
  'le.user_id',
  'u.name as user_name',
  'le.entered_by_id',
  'eb.name as entered_by_name',
  `${iso('le.date')} as date`,
  `${iso('le.created_at')} as created_at`,
  `${iso('le.updated_at')} as updated_at`,
  'le.revision_count > 0 as corrected',
  'le.deleted_at is not null as deleted',
].join(', ');

/**
 * The one SQL select for log-entry rows. Callers add where/order/limit with the aliases
 * `le` (log_entries), `c` (cylinders), `r` (refrigerants), `u` (fitter), `eb` (entered by), e.g.
 * `selectLogEntries(knex).where('le.cylinder_id', id).whereNull('le.deleted_at').orderBy([{ column: 'le.date', order: 'desc' }, { column: 'le.id', order: 'desc' }])`,
 * run it with `em.execute<LogEntryRow[]>(qb)` and map each row with {@link toLogEntryDto}. `source` is another
 * relation with the columns of log_entries (a CTE's name) to read from instead of the table.
 */
export function selectLogEntries(knex: Knex, source = 'log_entries'): Knex.QueryBuilder {
  return knex
    .from({ le: source })
    .join({ c: 'cylinders' }, 'c.id', 'le.cylinder_id')
    .leftJoin({ r: 'refrigerants' }, 'r.id', 'c.refrigerant_id')
    .join({ u: 'users' }, 'u.id', 'le.user_id')
    .join({ eb: 'users' }, 'eb.id', 'le.entered_by_id')
    .leftJoin({ gx: 'users' }, 'gx.id', 'le.gap_explained_by_id')
    .select(knex.raw(LOG_ENTRY_COLUMNS));
}

const kg = (value: string | null): number | null => (value === null ? null : Number(value));

export function toLogEntryDto(row: LogEntryRow): LogEntryDto {
  return {
    id: row.id,
    cylinderId: row.cylinder_id,
    cylinderSerialNumber: row.cylinder_serial_number,
    gasType: row.gas_type,
    mutationType: row.mutation_type,
    direction: mutationDirection(row.mutation_type),
    workOrder: row.work_order,
    weight: Number(row.weight),
    weightBefore: kg(row.weight_before),
    weightAfter: kg(row.weight_after),
    weightGap: kg(row.weight_gap),
    gapExplanation:
      row.gap_explanation === null
        ? null
        : {
            text: row.gap_explanation,
            by: { id: row.gap_explained_by_id!, name: row.gap_explained_by_name! },
            at: row.gap_explained_at!,
          },
    note: row.note,
    userId: row.user_id,
    user: { id: row.user_id, name: row.user_name },
    enteredById: row.entered_by_id,
    enteredBy: { id: row.entered_by_id, name: row.entered_by_name },
    date: row.date,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    corrected: row.corrected,
    deleted: row.deleted,
  };
}
