import type { Knex } from '@mikro-orm/postgresql';
import { startOfDateFilter } from '../common/dates';
import {
  COUNT_AHEAD,
  likePattern,
  MAX_PAGE_ROWS,
  type ListParams,
  type ListSpec,
} from '../common/list-query';
import type { CsvLanguage } from '../common/csv-language';
import { csvBooleanSql, csvDateTimeSql, csvDecimalSql, csvTextSql, csvWordSql } from '../common/csv-sql';
import { isoText } from '../database/sql';
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
} from '../domain';
import { newestLogEntries } from '../logs/logs.repository';
import { cylinderUrl, type CylinderRow } from './cylinder.mapper';
import { csvText } from '../common/csv';

/**
 * The cylinder register's read queries, built once and sent by CylindersRepository: the list (filters,
 * order, the bounded total), the register CSV (one COPY) and the detail. Also run by the benchmark's bare
 * reference and pinned by the committed query files (queries/).
 */
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
export function filterClauses(params: ListParams): Clause[] {
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

export const REGISTER_SIZE_SQL = '(select total from cylinder_register_size where id = 1)';

/** A list row: a CylinderRow with the list's total and the register's size (see cylinderListQueries). */
export type CylinderListRow = CylinderRow & { list_total: string; register_size: number };

/** How many list statement shapes a process keeps compiled. */
export const LIST_SHAPES = 200;

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
