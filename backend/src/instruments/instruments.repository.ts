import { Injectable } from '@nestjs/common';
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { likePattern, type ListParams, type ListSpec } from '../common/list-query';
import { named } from '../database/native-query';
import { isUniqueViolation } from '../database/pg-errors';
import { isoText, native, pooled, transaction, type Sql } from '../database/sql';
import { INSTRUMENT_KINDS, type InstrumentKind } from '../domain';
import type { InstrumentRow } from './dto/instrument.dto';

export const INSTRUMENT_LIST: ListSpec = {
  resource: 'instruments',
  sortable: {
    id: 'm.id',
    kind: 'm.kind',
    serialNumber: 'lower(m.serial_number)',
    make: 'lower(m.make)',
    calibratedOn: 'm.calibrated_on',
    calibrationDue: 'm.calibration_due',
    createdAt: 'm.created_at',
  },
  // overdue: calibrationDue before today (company time); false also lists those without a due date.
  filters: { kind: INSTRUMENT_KINDS, overdue: 'bool' },
  defaultSort: ['calibrationDue', 'ASC'],
};

/** The fields a person edits (dates YYYY-MM-DD). */
export interface InstrumentFields {
  kind: InstrumentKind;
  serialNumber: string;
  make: string | null;
  calibratedOn: string | null;
  calibrationDue: string | null;
}

/** Overdue on `today` ($n): the same rule as calibrationOverdue (from the day after the due date). */
const OVERDUE = 'm.calibration_due is not null and m.calibration_due < ?::date';

const INSERT = named(`insert into instruments (kind, serial_number, make, calibrated_on, calibration_due)
  values ($1, $2, $3, $4::date, $5::date) returning id`);
const UPDATE =
  named(`update instruments set kind = $2, serial_number = $3, make = $4, calibrated_on = $5::date,
  calibration_due = $6::date where id = $1`);
const LOCK = named(`select id, kind, serial_number, make, calibrated_on::text as calibrated_on,
  calibration_due::text as calibration_due from instruments where id = $1 for update`);
/** The records that name an instrument, deleted and voided ones included: they are never erased. */
const USES = named(`select (select count(*) from log_entries where instrument_id = $1)::int as log_entries,
  (select count(*) from leak_checks where instrument_id = $1)::int as leak_checks`);
const DELETE = named('delete from instruments where id = $1');

/**
 * The instrument a new record names (`param`, may be null) as alias m: one primary-key lookup under a
 * key-share lock, so it cannot be deleted while the record is written. A join rather than scalar subselects:
 * with a null id those fold away in a custom plan, and PostgreSQL then re-plans the statement on every call
 * instead of keeping its generic plan (measured: the lock statement took twice as long without an instrument).
 */
export const INSTRUMENT_JOIN = (param: string) =>
  `left join lateral (select m.id, m.calibration_due from instruments m where m.id = ${param}::int for key share) m on true`;

export type LockedInstrument = Omit<InstrumentRow, 'overdue' | 'created_at' | 'log_entries' | 'leak_checks'>;

/** Every statement on instruments. */
@Injectable()
export class InstrumentsRepository {
  private readonly sql: Sql;

  constructor(private readonly em: EntityManager) {
    this.sql = pooled(em);
  }

  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return transaction(this.em, work);
  }

  /** The rows with whether each is overdue on `today` and how many records name it (indexed counts). */
  private select(today: string): Knex.QueryBuilder {
    const knex = this.em.getKnex();
    return knex({ m: 'instruments' }).select(
      'm.id',
      'm.kind',
      'm.serial_number',
      'm.make',
      knex.raw('m.calibrated_on::text as calibrated_on'),
      knex.raw('m.calibration_due::text as calibration_due'),
      knex.raw(`(${OVERDUE}) as overdue`, [today]),
      knex.raw(`${isoText('m.created_at')} as created_at`),
      knex.raw('(select count(*)::int from log_entries le where le.instrument_id = m.id) as log_entries'),
      knex.raw('(select count(*)::int from leak_checks lc where lc.instrument_id = m.id) as leak_checks'),
    );
  }

  async list(params: ListParams, today: string): Promise<{ rows: InstrumentRow[]; total: number }> {
    const filter = (qb: Knex.QueryBuilder) => {
      if (params.ids) qb.whereIn('m.id', params.ids);
      if (params.filter.kind !== undefined) qb.where('m.kind', params.filter.kind);
      if (params.filter.overdue !== undefined)
        qb.whereRaw(`${params.filter.overdue ? '' : 'not '}coalesce(${OVERDUE}, false)`, [today]);
      if (params.q) {
        const pattern = likePattern(params.q);
        qb.where((inner) => {
          inner.whereILike('m.serial_number', pattern).orWhereILike('m.make', pattern);
        });
      }
    };
    const [rows, [{ total }]] = await Promise.all([
      this.sql.query<InstrumentRow>(
        native(
          this.select(today)
            .where(filter)
            .orderByRaw(`${params.orderBy} ${params.order} nulls last, m.id`)
            .offset(params.offset)
            .limit(params.limit),
        ),
      ),
      this.sql.query<{ total: string }>(
        native(this.em.getKnex()({ m: 'instruments' }).where(filter).count({ total: '*' })),
      ),
    ]);
    return { rows, total: Number(total) };
  }

  async findRow(id: number, today: string, tx: Sql = this.sql): Promise<InstrumentRow | undefined> {
    const [row] = await tx.query<InstrumentRow>(native(this.select(today).where('m.id', id)));
    return row;
  }

  /** Inserts; undefined when the kind already has an instrument with this serial number. */
  async create(tx: Sql, fields: InstrumentFields): Promise<number | undefined> {
    try {
      const [row] = await tx.query<{ id: number }>({
        ...INSERT,
        values: [fields.kind, fields.serialNumber, fields.make, fields.calibratedOn, fields.calibrationDue],
      });
      return row.id;
    } catch (error) {
      if (isUniqueViolation(error, 'instruments_kind_serial_unique')) return undefined;
      throw error;
    }
  }

  /** Locks the row against records naming it (they take a key-share lock) while it changes or goes. */
  async lock(tx: Sql, id: number): Promise<LockedInstrument | undefined> {
    const [row] = await tx.query<LockedInstrument>({ ...LOCK, values: [id] });
    return row;
  }

  /** Writes the fields; false when the kind already has an instrument with this serial number. */
  async update(tx: Sql, id: number, fields: InstrumentFields): Promise<boolean> {
    try {
      await tx.query({
        ...UPDATE,
        values: [
          id,
          fields.kind,
          fields.serialNumber,
          fields.make,
          fields.calibratedOn,
          fields.calibrationDue,
        ],
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error, 'instruments_kind_serial_unique')) return false;
      throw error;
    }
  }

  async uses(tx: Sql, id: number): Promise<{ log_entries: number; leak_checks: number }> {
    const [row] = await tx.query<{ log_entries: number; leak_checks: number }>({ ...USES, values: [id] });
    return row;
  }

  async delete(tx: Sql, id: number): Promise<void> {
    await tx.query({ ...DELETE, values: [id] });
  }
}
