import { Injectable } from '@nestjs/common';
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { withBalanceLock } from '../common/balance-lock-errors';
import { startOfDateFilter } from '../common/dates';
import {
  COUNT_AHEAD,
  likePattern,
  MAX_PAGE_ROWS,
  type ListParams,
  type ListSpec,
} from '../common/list-query';
import type { Readable } from 'node:stream';
import type { CsvLanguage } from '../common/csv-language';
import {
  csvBooleanSql,
  csvDateTimeSql,
  csvDecimalSql,
  CSV_COPY_OPTIONS,
  csvTextSql,
  csvWordSql,
} from '../common/csv-sql';
import { copyOut } from '../database/copy-out';
import { named, prepareQuery, type NativeQuery } from '../database/native-query';
import { isoText, native, pooled, transaction, type Sql } from '../database/sql';
import {
  currentContentSql,
  CYLINDER_STATUSES,
  CYLINDER_TYPES,
  domainLabels,
  FILL_LEVELS,
  fillBasisSql,
  fillLevelSql,
  initialContentSql,
  mutationTypesOf,
  OWNERSHIPS,
  RENTAL_STATUSES,
  rentalStatusSql,
  RETEST_STATUSES,
  retestStatusSql,
  toGrams,
} from '../domain';
import { newestLogEntries } from '../logs/logs.repository';
import type { LogEntryRow } from '../logs/log-entry.mapper';
import { Refrigerant } from '../refrigerants/refrigerant.entity';
import { Supplier } from '../suppliers/supplier.entity';
import { Cylinder } from './cylinder.entity';
import { cylinderUrl, type CylinderDetailRow, type CylinderRow } from './cylinder.mapper';
import { csvText } from '../common/csv';

// Every statement on cylinders except the writes of its stored totals (logs.repository.ts: they move only
// with the log, and leave `version` alone: it guards the fields a person edits, not the log's projection).

const CURRENT = currentContentSql('c');
const INITIAL = initialContentSql('c');
/** What the fill level is measured against: the initial content, a recovery cylinder's capacity. */
const BASIS = fillBasisSql('c', INITIAL);
const RENTAL_STATUS = rentalStatusSql('c');
const RETEST_STATUS = retestStatusSql('c');

/** The most cylinders one register export streams (its statement's limit). */
export const MAX_EXPORT_ROWS = 100_000;

export const CYLINDER_LIST: ListSpec = {
  resource: 'cylinders',
  sortable: {
    id: 'c.id',
    serialNumber: 'lower(c.serial_number)',
    gasType: 'lower(c.gas_type)',
    status: 'c.status',
    location: 'lower(c.location)',
    supplierName: 'lower(s.name)',
    ownership: 'c.ownership',
    purchaseDate: 'c.purchase_date',
    cylinderType: 'c.cylinder_type',
    currentWeight: CURRENT,
    fillPercent: `(case when ${BASIS} > 0 then ${CURRENT} / ${BASIS} else 0 end)`,
    createdAt: 'c.created_at',
    lastLogDate: 'c.last_log_date',
    receivedOn: 'c.received_on',
    rentalFreeUntil: 'c.rental_free_until',
    retestDue: 'c.retest_due',
  },
  filters: {
    status: CYLINDER_STATUSES,
    ownership: OWNERSHIPS,
    cylinderType: CYLINDER_TYPES,
    gasType: 'text',
    supplierId: 'int',
    refrigerantId: 'int',
    hasWeightGap: 'bool',
    fillLevel: FILL_LEVELS,
    createdFrom: 'date',
    rentalStatus: RENTAL_STATUSES,
    retestStatus: RETEST_STATUSES,
  },
  defaultSort: ['id', 'ASC'],
};

/** Sort expressions over nullable columns: their nulls go last in both directions. */
const NULLABLE_SORTS = new Set([
  'lower(c.location)',
  'lower(s.name)',
  'c.purchase_date',
  'c.last_log_date',
  'c.received_on',
  'c.rental_free_until',
  'c.retest_due',
]);

/** The select list of a CylinderRow over `cylinders c left join refrigerants r left join suppliers s`. */
const CYLINDER_SELECT = [
  'c.id',
  'c.serial_number as "serialNumber"',
  'c.gas_type as "gasType"',
  'c.refrigerant_id as "refrigerantId"',
  'r.type as "refrigerantType"',
  'r.gwp',
  'c.supplier_id as "supplierId"',
  's.name as "supplierName"',
  'c.delivery_weight as "deliveryWeight"',
  'c.tare_weight as "tareWeight"',
  'c.cylinder_type as "cylinderType"',
  'c.status',
  'c.ownership',
  'c.location',
  'c.purchase_date as "purchaseDate"',
  'c.capacity',
  'c.content_origin as "contentOrigin"',
  'c.origin_facility_name as "originFacilityName"',
  'c.origin_facility_address as "originFacilityAddress"',
  'c.origin_facility_certificate_number as "originFacilityCertificateNumber"',
  `${isoText('c.created_at')} as "createdAt"`,
  `${isoText('c.updated_at')} as "updatedAt"`,
  'c.version',
  'c.total_filled as "totalFilled"',
  'c.total_reclaimed as "totalReclaimed"',
  'c.log_count as "logCount"',
  'c.gap_count as "gapCount"',
  `${isoText('c.last_log_date')} as "lastLogDate"`,
  'c.received_on as "receivedOn"',
  'c.delivery_reference as "deliveryReference"',
  'c.rental_free_until as "rentalFreeUntil"',
  'c.rental_return_by as "rentalReturnBy"',
  'c.retest_due as "retestDue"',
  'c.returned_on as "returnedOn"',
  'c.weight_at_return as "weightAtReturn"',
  'c.return_reference as "returnReference"',
  `${RENTAL_STATUS} as "rentalStatus"`,
  `${RETEST_STATUS} as "retestStatus"`,
].join(', ');

/** cylinders c + refrigerant r + supplier s, selecting a CylinderRow. */
export function selectCylinders(knex: Knex): Knex.QueryBuilder {
  return knex
    .from({ c: 'cylinders' })
    .leftJoin({ r: 'refrigerants' }, 'r.id', 'c.refrigerant_id')
    .leftJoin({ s: 'suppliers' }, 's.id', 'c.supplier_id')
    .select(knex.raw(CYLINDER_SELECT));
}

/** A where clause on alias `c` with its `?` parameters. */
interface Clause {
  sql: string;
  values: unknown[];
}

/**
 * The list filters as where clauses on alias `c` (they never need the joins, so a count runs on cylinders
 * alone), in a fixed order. The clause texts depend only on which filters are set (and hasWeightGap's
 * value), never on their values: a list's statement is compiled once per shape.
 */
function filterClauses(params: ListParams): Clause[] {
  const { filter } = params;
  const clauses: Clause[] = [];
  const add = (sql: string, ...values: unknown[]) => clauses.push({ sql, values });
  // The ids as one array literal: one parameter whatever their number, and a value COPY can inline.
  if (params.ids) add('c.id = any(?::int[])', `{${params.ids.join(',')}}`);
  if (params.q) {
    const pattern = likePattern(params.q);
    add('(c.serial_number ilike ? or c.gas_type ilike ? or c.location ilike ?)', pattern, pattern, pattern);
  }
  if (filter.status !== undefined) add('c.status = ?', filter.status);
  if (filter.ownership !== undefined) add('c.ownership = ?', filter.ownership);
  if (filter.cylinderType !== undefined) add('c.cylinder_type = ?', filter.cylinderType);
  if (filter.gasType !== undefined) add('lower(c.gas_type) = lower(?)', String(filter.gasType).trim());
  if (filter.supplierId !== undefined) add('c.supplier_id = ?', filter.supplierId);
  if (filter.refrigerantId !== undefined) add('c.refrigerant_id = ?', filter.refrigerantId);
  if (filter.hasWeightGap !== undefined) add(filter.hasWeightGap ? 'c.gap_count > 0' : 'c.gap_count = 0');
  if (filter.fillLevel !== undefined) add(`${fillLevelSql(CURRENT, BASIS)} = ?`, filter.fillLevel);
  if (filter.rentalStatus !== undefined) add(`${RENTAL_STATUS} = ?`, filter.rentalStatus);
  if (filter.retestStatus !== undefined) add(`${RETEST_STATUS} = ?`, filter.retestStatus);
  if (filter.createdFrom !== undefined)
    add('c.created_at >= ?', startOfDateFilter(String(filter.createdFrom)));
  return clauses;
}

function applyClauses(qb: Knex.QueryBuilder, clauses: Clause[]): Knex.QueryBuilder {
  for (const clause of clauses) qb.whereRaw(clause.sql, clause.values as Knex.RawBinding[]);
  return qb;
}

const nullsOf = (params: ListParams) => (NULLABLE_SORTS.has(params.orderBy) ? ' nulls last' : '');

function orderCylinders(qb: Knex.QueryBuilder, params: ListParams): Knex.QueryBuilder {
  return qb.orderByRaw(`${params.orderBy} ${params.order}${nullsOf(params)}, c.id ${params.order}`);
}

/** How many matches a list counts at most; null for an unpaged list (up to 5,000 rows), counted exactly. */
export function countLimit(params: ListParams): number | null {
  return params.limit <= MAX_PAGE_ROWS ? params.offset + COUNT_AHEAD : null;
}

/**
 * An offset as knex's `offset()` takes it: a parameter in a raw, which knex accepts though its types say
 * number (its own check refuses the negative markers of a statement compiled once, see prepareQuery).
 */
const offsetOf = (knex: Knex, offset: number) => knex.raw('?', [offset]) as unknown as number;

const REGISTER_SIZE_SQL = '(select total from cylinder_register_size where id = 1)';

/** A list row: a CylinderRow with the list's total and the register's size (see cylinderListQueries). */
type CylinderListRow = CylinderRow & { list_total: string; register_size: number };

/** How many list statement shapes a process keeps compiled. */
const LIST_SHAPES = 200;

/**
 * A list page, its total and the register's size, in one statement. The matches are read in list order
 * (an index walk for the id, creation date and current-content sorts) and only up to the count's limit
 * (`countLimit`); they are numbered and counted, and the page's rows are joined afterwards. Each row
 * carries the total (`list_total`, one more than the limit when the count stopped there) and the
 * register's size (a stored count). `count` answers both for a page with no row. `clauses` are the
 * filters' where clauses (a compiled statement passes markers for their values). Also run by the
 * benchmark's bare reference.
 */
export function cylinderListQueries(
  knex: Knex,
  params: ListParams,
  clauses: Clause[] = filterClauses(params),
  readLimit: number | null = readLimitOf(params),
) {
  const direction = `${params.order}${nullsOf(params)}`;
  const matching = (columns: string) => {
    const qb = applyClauses(knex.from({ c: 'cylinders' }), clauses).select(knex.raw(columns));
    if (readLimit !== null) qb.limit(readLimit);
    return qb;
  };
  const matches = matching(`c.id, ${params.orderBy} as list_key`);
  if (readLimit !== null) orderCylinders(matches, params);
  if (params.orderBy.includes('s.')) matches.leftJoin({ s: 'suppliers' }, 's.id', 'c.supplier_id');
  const numbered = knex
    .from(matches.as('m'))
    .select(
      knex.raw(
        `m.id, row_number() over (order by m.list_key ${direction}, m.id ${params.order}) as list_row, count(*) over () as list_total`,
      ),
    )
    .orderBy('list_row')
    .offset(offsetOf(knex, params.offset))
    .limit(params.limit);
  return {
    page: knex
      .from(numbered.as('p'))
      .join({ c: 'cylinders' }, 'c.id', 'p.id')
      .leftJoin({ r: 'refrigerants' }, 'r.id', 'c.refrigerant_id')
      .leftJoin({ s: 'suppliers' }, 's.id', 'c.supplier_id')
      .select(knex.raw(`${CYLINDER_SELECT}, p.list_total, ${REGISTER_SIZE_SQL} as register_size`))
      .orderBy('p.list_row'),
    count: knex.select(
      knex.raw(`(select count(*) from (?) m) as list_total, ${REGISTER_SIZE_SQL} as register_size`, [
        matching('1'),
      ]),
    ),
  };
}

/** How many matches a list reads: one past its count's limit (so it knows there are more), else all. */
export function readLimitOf(params: ListParams): number | null {
  const limit = countLimit(params);
  return limit === null ? null : limit + 1;
}

/** A list's total as counted: whether the count stopped at its limit, and the register's size. */
export interface ListTotal {
  total: number;
  capped: boolean;
  registerSize: number;
}

/**
 * The total of a list page from its rows (or from `count` when it has none), see cylinderListQueries. An
 * unfiltered list's total is the register's size: exact, never capped.
 */
export async function listTotal(
  rows: { list_total: string; register_size: number }[],
  limit: number | null,
  filtered: boolean,
  count: () => Promise<{ list_total: string; register_size: number }>,
): Promise<ListTotal> {
  const row = rows[0] ?? (await count());
  if (!filtered) return { total: row.register_size, capped: false, registerSize: row.register_size };
  const counted = Number(row.list_total);
  const capped = limit !== null && counted > limit;
  return { total: capped ? limit : counted, capped, registerSize: row.register_size };
}

/** Whether any filter (search, id list or field) narrows the list. */
export function isFiltered(params: ListParams): boolean {
  return params.ids !== null || params.q !== null || Object.keys(params.filter).length > 0;
}

/**
 * The register CSV's cells (CYLINDER_CSV_HEADERS[lang], in that order) as PostgreSQL computes them
 * (common/csv-sql.ts): the text csvCell writes for the same values of the cylinder DTO (toCylinderDto).
 * Its rounding twins: fillPercent and co2eTonnes round half up (Math.round), hence floor(x + 0.5).
 */
function registerCsvColumns(knex: Knex, lang: CsvLanguage, publicUrl: string): Knex.Raw {
  const nl = lang === 'nl';
  const words = domainLabels('nl');
  const code = (expr: string, labels: Readonly<Record<string, string>>) =>
    nl ? csvWordSql(expr, labels) : csvTextSql(expr);
  const yes = nl ? 'ja' : true;
  const no = nl ? 'nee' : false;
  const fillLevel = fillLevelSql(CURRENT, BASIS);
  const columns = [
    'c.id::text',
    csvTextSql('c.serial_number'),
    csvTextSql('c.gas_type'),
    csvTextSql('r.type'),
    csvDecimalSql('r.gwp::numeric'),
    csvTextSql('s.name'),
    code('c.cylinder_type', words.cylinderType),
    code('c.status', words.status),
    code('c.ownership', words.ownership),
    csvTextSql('c.location'),
    "to_char(c.purchase_date, 'YYYY-MM-DD')",
    csvDecimalSql('c.delivery_weight'),
    csvDecimalSql('c.tare_weight'),
    csvDecimalSql(INITIAL),
    csvDecimalSql('c.total_filled'),
    csvDecimalSql('c.total_reclaimed'),
    csvDecimalSql('(c.total_reclaimed - c.total_filled)'),
    csvDecimalSql(CURRENT),
    code(fillLevel, words.fillLevel),
    csvDecimalSql(
      `(case when coalesce(${BASIS}, 0) <= 0 then 0 else floor(${CURRENT} * 1000 / ${BASIS} + 0.5) / 10 end)`,
    ),
    csvDecimalSql(`(floor(${CURRENT} * r.gwp + 0.5) / 1000)`),
    csvBooleanSql('c.gap_count > 0', yes, no),
    'c.log_count::text',
    csvDateTimeSql('c.last_log_date'),
    csvDateTimeSql('c.created_at'),
    // The QR code (cylinderUrl): its start, neutralised as csvText would the whole URL, is the one parameter.
    '(?::text || c.id)',
  ];
  if (nl)
    columns.push(csvTextSql('c.cylinder_type'), csvTextSql('c.status'), csvTextSql('c.ownership'), fillLevel);
  return knex.raw(columns.join(', '), [csvText(cylinderUrl(publicUrl, 0).slice(0, -1))]);
}

/** The register CSV's rows: the list's filters and order, at most `params.limit`. Also timed by the benchmark. */
export function registerCsvQuery(
  knex: Knex,
  params: ListParams,
  lang: CsvLanguage,
  publicUrl: string,
): Knex.QueryBuilder {
  const qb = knex
    .from({ c: 'cylinders' })
    .leftJoin({ r: 'refrigerants' }, 'r.id', 'c.refrigerant_id')
    .leftJoin({ s: 'suppliers' }, 's.id', 'c.supplier_id')
    .select(registerCsvColumns(knex, lang, publicUrl));
  return orderCylinders(applyClauses(qb, filterClauses(params)), params).limit(params.limit);
}

const RECOVERY_TYPES = mutationTypesOf('IN')
  .map((type) => `'${type}'`)
  .join(', ');

/**
 * A recovery cylinder's sources as JSON: each installation its live reclaim entries took gas out of, with
 * the kg, first recovered first (null for a fill-up cylinder, whose log is then not read).
 */
const RECOVERED_FROM = `(case when c.cylinder_type = 'RECLAIM' then (
  select json_agg(json_build_object('installationId', i.id, 'name', i.name, 'kg', s.kg) order by s.first_date, i.id)
    from (select le.installation_id, sum(le.weight) as kg, min(le.date) as first_date from log_entries le
           where le.cylinder_id = c.id and le.deleted_at is null and le.installation_id is not null
             and le.mutation_type in (${RECOVERY_TYPES})
           group by le.installation_id) s
    join installations i on i.id = s.installation_id) end) as "recoveredFrom"`;

/** A cylinder (with a recovery cylinder's sources) and its newest live log entries. Also run by the benchmark's bare reference. */
export function cylinderDetailQueries(knex: Knex, id: number, logsLimit: number) {
  return {
    cylinder: selectCylinders(knex).select(knex.raw(RECOVERED_FROM)).where('c.id', id),
    logs: newestLogEntries(knex, logsLimit, id),
  };
}

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
