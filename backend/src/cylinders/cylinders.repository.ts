import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { withBalanceLock } from '../common/balance-lock-errors';
import type { ListParams } from '../common/list-query';
import type { Readable } from 'node:stream';
import type { CsvLanguage } from '../common/csv-language';
import { CSV_COPY_OPTIONS } from '../common/csv-sql';
import { copyOut } from '../database/copy-out';
import { named, prepareQuery, type NativeQuery } from '../database/native-query';
import { native, pooled, transaction, type Sql } from '../database/sql';
import { toGrams } from '../domain';
import type { LogEntryRow } from '../logs/log-entry.mapper';
import { Refrigerant } from '../refrigerants/refrigerant.entity';
import { Supplier } from '../suppliers/supplier.entity';
import { Cylinder } from './cylinder.entity';
import type { CylinderDetailRow, CylinderRow } from './cylinder.mapper';

import {
  countLimit,
  cylinderDetailQueries,
  cylinderListQueries,
  filterClauses,
  isFiltered,
  LIST_SHAPES,
  listTotal,
  readLimitOf,
  registerCsvQuery,
  selectCylinders,
  REGISTER_SIZE_SQL,
  type CylinderListRow,
  type ListTotal,
} from './cylinder-queries';

// Every statement on cylinders except the writes of its stored totals (logs.repository.ts: they move only
// with the log, and leave `version` alone: it guards the fields a person edits, not the log's projection).

const REGISTER_SIZE = named(`select ${REGISTER_SIZE_SQL} as total`);
const EXISTS = named('select id from cylinders where id = $1');
const LOCK = named('select id from cylinders where id = $1 for update');
const LOG_COUNT = named('select count(*)::int as count from log_entries where cylinder_id = $1');
const ERASE = named('delete from cylinders where id = $1');
const SERIAL_TAKEN = named('select id from cylinders where lower(serial_number) = lower($1) and id <> $2');

/** The fields of a new cylinder, checked; weights as exact numeric text. */
export interface NewCylinder {
  serialNumber: string;
  gasType: string;
  refrigerantId: number | null;
  supplierId: number | null;
  deliveryWeight: string;
  tareWeight: string;
  cylinderType: Cylinder['cylinderType'];
  status: Cylinder['status'];
  ownership: Cylinder['ownership'];
  location: string | null;
  purchaseDate: string | null;
  capacity: string | null;
  contentOrigin: Cylinder['contentOrigin'];
  originFacilityName: string | null;
  originFacilityAddress: string | null;
  originFacilityCertificateNumber: string | null;
  receivedOn: string | null;
  deliveryReference: string | null;
  rentalFreeUntil: string | null;
  rentalReturnBy: string | null;
  retestDue: string | null;
}

/** What returning a cylinder did, or why it did not. */
export type ReturnOutcome =
  | { kind: 'done' }
  | { kind: 'missing' }
  | { kind: 'returned'; returnedOn: string }
  | { kind: 'below-tare'; tareWeight: string };

const LOCK_FOR_RETURN = named(
  'select returned_on::text as "returnedOn", tare_weight::text as "tareWeight" from cylinders where id = $1 for update',
);
const MARK_RETURNED = named(
  `update cylinders set status = 'INACTIVE', returned_on = $2, weight_at_return = $3, return_reference = $4,
     version = version + 1, updated_at = now() where id = $1`,
);

/** What an edit may change through the entity (which keeps `version` and `updatedAt`). */
export interface CylinderEdit {
  cylinder: Cylinder;
  linkRefrigerant(id: number | null): void;
  linkSupplier(id: number | null): void;
}

@Injectable()
export class CylindersRepository {
  /** The detail's two queries, compiled on first use. */
  private detail?: {
    cylinder: (id: number) => NativeQuery;
    logs: (id: number, limit: number) => NativeQuery;
  };
  /** The list's statements by shape (see listStatement). */
  private readonly listShapes = new Map<string, (...values: unknown[]) => NativeQuery>();
  private readonly sql: Sql;

  constructor(private readonly em: EntityManager) {
    this.sql = pooled(em);
  }

  /** A page of the list with its total (see cylinderListQueries) and the register's size. */
  async list(params: ListParams): Promise<{ rows: CylinderRow[] } & ListTotal> {
    const rows = await this.sql.query<CylinderListRow>(this.listStatement('page', params));
    const total = await listTotal(rows, countLimit(params), isFiltered(params), async () => {
      const [row] = await this.sql.query<CylinderListRow>(this.listStatement('count', params));
      return row;
    });
    return { rows, ...total };
  }

  /** The register's size (a stored count, kept by the database). */
  async registerSize(): Promise<number> {
    const [{ total }] = await this.sql.query<{ total: number }>({ ...REGISTER_SIZE, values: [] });
    return total;
  }

  /**
   * One of the list's statements for these parameters, compiled once per shape (which filters are set,
   * the sort, whether the count is bounded): a list request then neither builds nor compiles SQL. Without a
   * search it is a named prepared statement (parsed and planned once per connection). A process keeps at
   * most LIST_SHAPES of them; rarer shapes are compiled per request.
   */
  private listStatement(kind: 'page' | 'count', params: ListParams): NativeQuery {
    const clauses = filterClauses(params);
    const readLimit = readLimitOf(params);
    const values = [
      ...clauses.flatMap((clause) => clause.values),
      ...(readLimit === null ? [] : [readLimit]),
      ...(kind === 'count' ? [] : [params.offset, params.limit]),
    ];
    const key = JSON.stringify([
      kind,
      params.orderBy,
      params.order,
      readLimit === null,
      clauses.map((c) => c.sql),
    ]);
    let compiled = this.listShapes.get(key);
    if (!compiled) {
      compiled = prepareQuery(this.em.getKnex(), values.length, (knex, ...markers: unknown[]) => {
        let next = 0;
        const marked = clauses.map((clause) => ({
          sql: clause.sql,
          values: clause.values.map(() => markers[next++]),
        }));
        const markedLimit = readLimit === null ? null : (markers[next++] as number);
        const shaped =
          kind === 'page'
            ? { ...params, offset: markers[next] as number, limit: markers[next + 1] as number }
            : params;
        return cylinderListQueries(knex, shaped, marked, markedLimit)[kind];
      });
      if (this.listShapes.size < LIST_SHAPES) this.listShapes.set(key, compiled);
    }
    const statement = compiled(...values);
    // A search's plan depends on its text: "R-4" matches a third of the register (walk the sort's index and
    // stop), a serial number a few rows (read them through the trigram indexes). A prepared statement's
    // generic plan guesses a few matches for any text and sorted all 6,400 matches of "R-4" (10 ms against
    // 3 ms): a search is sent unnamed and planned for its text.
    return params.q === null ? statement : { text: statement.text, values: statement.values };
  }

  async findRow(id: number, sql: Sql = this.sql): Promise<CylinderRow | undefined> {
    const [row] = await sql.query<CylinderRow>(native(selectCylinders(this.em.getKnex()).where('c.id', id)));
    return row;
  }

  /** The cylinder (prepared, the detail page's hot path) and its newest live log entries, in parallel. */
  async findDetail(id: number, logsLimit: number): Promise<{ row?: CylinderDetailRow; logs: LogEntryRow[] }> {
    this.detail ??= {
      cylinder: prepareQuery(
        this.em.getKnex(),
        1,
        (knex, cylinderId: number) => cylinderDetailQueries(knex, cylinderId, 1).cylinder,
      ),
      logs: prepareQuery(
        this.em.getKnex(),
        2,
        (knex, cylinderId: number, limit: number) => cylinderDetailQueries(knex, cylinderId, limit).logs,
      ),
    };
    const [[row], logs] = await Promise.all([
      this.sql.query<CylinderDetailRow>(this.detail.cylinder(id)),
      this.sql.query<LogEntryRow>(this.detail.logs(id, logsLimit)),
    ]);
    return { row, logs };
  }

  async exists(id: number): Promise<boolean> {
    return (await this.sql.query({ ...EXISTS, values: [id] })).length > 0;
  }

  /** The cylinder with this serial number (case-insensitive) or, when given, this id; the id wins. */
  async findByCode(serialNumber: string, id: number | null): Promise<CylinderRow | undefined> {
    const qb = selectCylinders(this.em.getKnex())
      .where((inner) => {
        inner.whereRaw('lower(c.serial_number) = lower(?)', [serialNumber]);
        if (id !== null) inner.orWhere('c.id', id);
      })
      .orderByRaw(id !== null ? 'case when c.id = ? then 0 else 1 end' : 'c.id', id !== null ? [id] : [])
      .limit(1);
    const [row] = await this.sql.query<CylinderRow>(native(qb));
    return row;
  }

  async serialTaken(serialNumber: string, exceptId: number | null): Promise<boolean> {
    return (await this.sql.query({ ...SERIAL_TAKEN, values: [serialNumber, exceptId ?? 0] })).length > 0;
  }

  /**
   * The register CSV's records (without header), streamed by PostgreSQL's COPY from one statement with the
   * cells formatted in SQL (registerCsvQuery). Chunks of rows mapped to DTOs and formatted in Node took
   * 2.6-2.8x the time of COPY of the same rows.
   */
  copyRegisterCsv(params: ListParams, lang: CsvLanguage, publicUrl: string): Promise<Readable> {
    return copyOut(
      this.em,
      native(registerCsvQuery(this.em.getKnex(), params, lang, publicUrl)),
      CSV_COPY_OPTIONS,
    );
  }

  /**
   * Inserts through the entity (in the caller's transaction when there is one); answers the new id. The
   * database refuses a cylinder received in a signed-off year (409 YEAR_SIGNED_OFF).
   */
  async create(fields: NewCylinder): Promise<number> {
    const em = this.em.fork({ keepTransactionContext: true });
    const { refrigerantId, supplierId, ...columns } = fields;
    const cylinder = em.create(Cylinder, {
      ...columns,
      refrigerant: refrigerantId === null ? null : em.getReference(Refrigerant, refrigerantId),
      supplier: supplierId === null ? null : em.getReference(Supplier, supplierId),
    });
    await withBalanceLock(() => em.flush());
    return cylinder.id;
  }

  /**
   * Loads the cylinder, lets `change` apply an edit to it, and flushes (one UPDATE, checked against the
   * version). Null when there is no such cylinder. The database refuses an edit that would change a
   * signed-off year's balance (409 YEAR_SIGNED_OFF: trigger cylinders_year_lock).
   */
  async edit(id: number, change: (edit: CylinderEdit) => Promise<void>): Promise<Cylinder | null> {
    const em = this.em.fork();
    const cylinder = await em.findOne(Cylinder, id);
    if (!cylinder) return null;
    await change({
      cylinder,
      linkRefrigerant: (refrigerantId) => {
        cylinder.refrigerant = refrigerantId === null ? null : em.getReference(Refrigerant, refrigerantId);
      },
      linkSupplier: (supplierId) => {
        cylinder.supplier = supplierId === null ? null : em.getReference(Supplier, supplierId);
      },
    });
    await withBalanceLock(() => em.flush());
    return cylinder;
  }

  /**
   * Marks the cylinder returned under its row lock, so two returns at once answer one 200 and one 409. The
   * database refuses a return dated in a signed-off year (YEAR_SIGNED_OFF) or before a live entry
   * (RETURN_BEFORE_LAST_ENTRY), both 409.
   */
  markReturned(
    id: number,
    fields: { returnedOn: string; weightAtReturn: string; returnReference: string | null },
  ): Promise<ReturnOutcome> {
    return withBalanceLock(() => this.markReturnedLocked(id, fields));
  }

  private markReturnedLocked(
    id: number,
    fields: { returnedOn: string; weightAtReturn: string; returnReference: string | null },
  ): Promise<ReturnOutcome> {
    return transaction(this.em, async (tx) => {
      const [row] = await tx.query<{ returnedOn: string | null; tareWeight: string }>({
        ...LOCK_FOR_RETURN,
        values: [id],
      });
      if (!row) return { kind: 'missing' };
      if (row.returnedOn !== null) return { kind: 'returned', returnedOn: row.returnedOn };
      if (toGrams(fields.weightAtReturn) < toGrams(row.tareWeight))
        return { kind: 'below-tare', tareWeight: row.tareWeight };
      await tx.query({
        ...MARK_RETURNED,
        values: [id, fields.returnedOn, fields.weightAtReturn, fields.returnReference],
      });
      return { kind: 'done' };
    });
  }

  /**
   * Erases the cylinder unless `refuse` objects to its number of log entries (deleted ones count), under
   * the cylinder's lock; answers the row as it was, undefined when there is none.
   */
  eraseUnlessLogged(id: number, refuse: (logCount: number) => void): Promise<CylinderRow | undefined> {
    // A cylinder received in a signed-off year holds gas in its balance: the database refuses (409).
    return withBalanceLock(() => this.eraseLocked(id, refuse));
  }

  private eraseLocked(id: number, refuse: (logCount: number) => void): Promise<CylinderRow | undefined> {
    return transaction(this.em, async (tx) => {
      if ((await tx.query({ ...LOCK, values: [id] })).length === 0) return undefined;
      const [{ count }] = await tx.query<{ count: number }>({ ...LOG_COUNT, values: [id] });
      refuse(count);
      const row = await this.findRow(id, tx);
      await tx.query({ ...ERASE, values: [id] });
      return row;
    });
  }
}
