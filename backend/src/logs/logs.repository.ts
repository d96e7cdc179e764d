import { Injectable } from '@nestjs/common';
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { endOfDateFilter, startOfDateFilter } from '../common/dates';
import { likePattern, type ListParams, type ListSpec } from '../common/list-query';
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
  domainLabels,
  mutationDirection,
  MUTATION_TYPES,
  type ContentOrigin,
  type InstallationCategory,
  type InstallationStatus,
  mutationTypesOf,
  type Direction,
  type FieldChanges,
  type MutationType,
  type Role,
} from '../domain';
import type { RevisionAction } from './log-entry-revision.entity';
import { withBalanceLock } from '../common/balance-lock-errors';
import { INSTRUMENT_JOIN } from '../instruments/instruments.repository';
import type { LogEntryRow } from './log-entry.mapper';
import { RevisionTrail, type RevisionRow } from '../common/revisions/revision-trail';

const TRAIL = new RevisionTrail<RevisionAction>('log_entry_revisions', 'log_entry_id');

// Every statement on log_entries and log_entry_revisions, and the writes of a cylinder's stored totals
// (filled, reclaimed, counts, last date): those are the log's projection and change only with it.

const DIRECTIONS: readonly Direction[] = ['IN', 'OUT', 'NONE'];

export const LOG_LIST: ListSpec = {
  resource: 'logs',
  sortable: {
    id: 'le.id',
    date: 'le.date',
    mutationType: 'le.mutation_type',
    weight: 'le.weight',
    createdAt: 'le.created_at',
  },
  filters: {
    cylinderId: 'int',
    installationId: 'int',
    userId: 'int',
    mutationType: MUTATION_TYPES,
    direction: DIRECTIONS,
    dateFrom: 'date',
    dateTo: 'date',
    includeDeleted: 'bool',
  },
  defaultSort: ['date', 'DESC'],
};

/**
 * The entries a cylinder's gap_count counts: live entries with an unexplained gap. Every place that
 * maintains or recounts gap_count uses this condition.
 */
export const UNEXPLAINED_GAP = 'weight_gap is not null and gap_explained_at is null';

/**
 * The select list of a {@link LogEntryRow} (aliases: le = log_entries, c = cylinders, r = refrigerants,
 * ins = the installation, u = fitter, eb = entered by, gx = who explained the gap, instr = the instrument).
 */
const LOG_ENTRY_COLUMNS = [
  'le.id',
  'le.cylinder_id',
  'c.serial_number as cylinder_serial_number',
  'c.gas_type',
  'r.gwp',
  'le.mutation_type',
  'le.installation_id',
  'ins.name as installation_name',
  'le.work_order',
  'le.weight',
  'le.weight_before',
  'le.weight_after',
  'le.weight_gap',
  'le.gap_explanation',
  `${isoText('le.gap_explained_at')} as gap_explained_at`,
  'le.gap_explained_by_id',
  'gx.name as gap_explained_by_name',
  'le.note',
  'le.user_id',
  'u.name as user_name',
  'le.entered_by_id',
  'eb.name as entered_by_name',
  `${isoText('le.date')} as date`,
  `${isoText('le.created_at')} as created_at`,
  `${isoText('le.updated_at')} as updated_at`,
  'le.revision_count > 0 as corrected',
  'le.deleted_at is not null as deleted',
  'le.fitter_certificate_number',
  'le.company_certificate_number',
  'le.certificate_warning',
  'le.servicing_ban_acknowledged',
  'le.instrument_id',
  'instr.serial_number as instrument_serial_number',
  'instr.kind as instrument_kind',
  'le.instrument_overdue',
].join(', ');

/**
 * The one select of log-entry rows ({@link LogEntryRow}, mapped by toLogEntryDto). Callers add
 * where/order/limit on the aliases `le`, `c`, `r`, `ins`, `u`, `eb`. `source` is another relation with the
 * columns of log_entries (a CTE's name) to read from instead of the table.
 */
export function selectLogEntries(knex: Knex, source = 'log_entries'): Knex.QueryBuilder {
  return knex
    .from({ le: source })
    .join({ c: 'cylinders' }, 'c.id', 'le.cylinder_id')
    .leftJoin({ r: 'refrigerants' }, 'r.id', 'c.refrigerant_id')
    .leftJoin({ ins: 'installations' }, 'ins.id', 'le.installation_id')
    .join({ u: 'users' }, 'u.id', 'le.user_id')
    .join({ eb: 'users' }, 'eb.id', 'le.entered_by_id')
    .leftJoin({ gx: 'users' }, 'gx.id', 'le.gap_explained_by_id')
    .leftJoin({ instr: 'instruments' }, 'instr.id', 'le.instrument_id')
    .select(knex.raw(LOG_ENTRY_COLUMNS));
}

/** A cylinder's newest live entries (the detail page, the dashboard's latest without a cylinder). */
export function newestLogEntries(knex: Knex, limit: number, cylinderId?: number): Knex.QueryBuilder {
  const qb = selectLogEntries(knex);
  if (cylinderId !== undefined) qb.where('le.cylinder_id', cylinderId);
  return qb
    .whereNull('le.deleted_at')
    .orderBy([
      { column: 'le.date', order: 'desc' },
      { column: 'le.id', order: 'desc' },
    ])
    .limit(limit);
}

// ---- the write path's rows ---------------------------------------------------------------------------------

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

export type SidedNeighbour = Neighbour & { side: 'previous' | 'next' };

const NEIGHBOUR_COLUMNS =
  'id, cylinder_id, date::text as date_raw, weight_before, weight_after, weight_gap, gap_explanation';

/** A stored entry as the write paths need it (numerics as text, the date as PostgreSQL text for exact comparisons). */
export type StoredEntry = Pick<
  LogEntryRow,
  | 'id'
  | 'cylinder_id'
  | 'installation_id'
  | 'mutation_type'
  | 'work_order'
  | 'weight'
  | 'weight_before'
  | 'weight_after'
  | 'weight_gap'
  | 'note'
  | 'user_id'
  | 'deleted'
  | 'gap_explanation'
> & { date_raw: string; date_iso: string };

export interface LockForInsertRow {
  user_active: boolean | null;
  content: string | null;
  tolerance: string | null;
  /** The transaction's start on the database's clock, as an ISO instant with milliseconds. */
  now_iso: string;
  /** The setting requireInstallation; null while no settings row exists. */
  require_installation: boolean | null;
  /** The named installation's status (its row share-locked against a decommissioning); null for none. */
  installation_status: InstallationStatus | null;
  /** Whether the installation's refrigerant is the cylinder's; null without an installation. */
  installation_gas_matches: boolean | null;
  /** The fitter's certificate: number and last valid day (YYYY-MM-DD); null when none is recorded. */
  user_certificate_number: string | null;
  user_certificate_valid_until: string | null;
  /** The company's certificate number and the setting blockUncertifiedWork (null: no settings row). */
  company_certificate_number: string | null;
  block_uncertified_work: boolean | null;
  /** What the servicing ban needs: the cylinder's content origin and gas GWP, the installation's category. */
  content_origin: ContentOrigin | null;
  gas_gwp: number | null;
  installation_category: InstallationCategory | null;
  /** The named instrument ($4) under a key-share lock (it cannot be deleted meanwhile); null for none or no such instrument. */
  instrument_found: number | null;
  /** The named instrument's last valid calibration day (YYYY-MM-DD); null without one. */
  instrument_calibration_due: string | null;
  /** The signed-in user who enters it ($5), as the transaction sees the account (null: no such account). */
  actor_active: boolean | null;
  actor_token_version: number | null;
  actor_role: Role | null;
}

/** A named installation as an edited entry's rules need it (see {@link INSTALLATION_FOR_ENTRY}). */
export interface InstallationForEntry {
  status: InstallationStatus;
  gas_matches: boolean;
}

/** A new entry with every value already checked; quantities as exact SQL numeric text ("1.250"). */
export interface NewLogEntry {
  cylinderId: number;
  installationId: number | null;
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
  fitterCertificateNumber: string | null;
  companyCertificateNumber: string | null;
  certificateWarning: boolean;
  servicingBanAcknowledged: boolean;
  instrumentId: number | null;
  /** The instrument's calibration was overdue on the entry's day. */
  instrumentOverdue: boolean;
}

/** An edited entry's stored fields; quantities as exact SQL numeric text. */
export interface EntryFields {
  mutationType: MutationType;
  installationId: number | null;
  workOrder: string | null;
  weight: string;
  weightBefore: string | null;
  weightAfter: string | null;
  note: string | null;
  userId: number;
  date: string;
}

/** A cylinder whose stored totals disagree with its live log: stored (no prefix) and recomputed (r_). */
export interface TotalsCheckRow {
  id: number;
  total_filled: string;
  total_reclaimed: string;
  log_count: number;
  gap_count: number;
  last_log_date: string | null;
  r_filled: string;
  r_reclaimed: string;
  r_count: number;
  r_gaps: number;
  r_last: string | null;
}

// ---- statements ------------------------------------------------------------------------------------------

/** Greater than every entry id (int4): "after every entry at this moment". */
export const AFTER_EVERY_ID = 2_147_483_647;

/**
 * The live entries just before and just after ($2 date, $3 id) in (date, id) order, in one round trip ($1
 * cylinder id); both read the (cylinder_id, date, id) index. A new entry asks with {@link AFTER_EVERY_ID}:
 * an entry at the same moment counts as before it, since it is stored after.
 */
const neighbourSide = (side: 'previous' | 'next') => {
  const [operator, order] = side === 'previous' ? ['<', 'desc'] : ['>', 'asc'];
  return `select '${side}' as side, ${NEIGHBOUR_COLUMNS} from log_entries
    where cylinder_id = $1 and deleted_at is null and (date, id) ${operator} ($2::timestamptz, $3)
    order by date ${order}, id ${order} limit 1`;
};
export const NEIGHBOURS = named(`(${neighbourSide('previous')}) union all (${neighbourSide('next')})`);

/**
 * Whether installation `i` holds the gas of cylinder `c`: the same refrigerant, or for a cylinder without
 * one, a gas type spelled as the installation's refrigerant (aliases: r = the installation's refrigerant).
 */
const GAS_MATCHES = `case when c.refrigerant_id is not null then c.refrigerant_id = i.refrigerant_id
    else lower(trim(c.gas_type)) = lower(r.name) end`;

/**
 * Locks the cylinder row (it serialises every writer of that cylinder's log) and answers its content, with
 * the fitter's state, the settings as this transaction sees them, the named installation ($3, may be null:
 * its status under a share lock, so a decommissioning waits for this entry or this entry sees it, and whether
 * its gas is the cylinder's; one primary-key lookup), the named instrument ($4, may be null: key-share locked
 * so it cannot be deleted under the entry, and its calibration due date), the signed-in user who enters it
 * ($5: its account as the write confirms its session) and the database's clock in the same round trip ($1
 * user id, $2 cylinder id). `user_active` is null for no such user, `content` null for no such cylinder,
 * `tolerance` and `require_installation` null while no settings row exists.
 */
export const LOCK_FOR_INSERT = named(`select u.active as user_active,
  u.certificate_number as user_certificate_number, u.certificate_valid_until::text as user_certificate_valid_until,
  (select ${currentContentSql('cylinders')}::text from cylinders where id = $2 for update) as content,
  s.weight_gap_tolerance::text as tolerance, s.require_installation,
  s.company_certificate_number, s.block_uncertified_work,
  (select c.content_origin from cylinders c where c.id = $2) as content_origin,
  (select r.gwp from cylinders c join refrigerants r on r.id = c.refrigerant_id where c.id = $2) as gas_gwp,
  (select i.category from installations i where i.id = $3::int) as installation_category,
  (select i.status from installations i where i.id = $3::int for share) as installation_status,
  (select ${GAS_MATCHES} from installations i join refrigerants r on r.id = i.refrigerant_id, cylinders c
     where i.id = $3::int and c.id = $2) as installation_gas_matches,
  m.id as instrument_found, m.calibration_due::text as instrument_calibration_due,
  ${isoText('now()')} as now_iso,
  a.active as actor_active, a.token_version as actor_token_version, a.role as actor_role
  from (select 1) one left join users u on u.id = $1 left join app_settings s on s.id = 1
  left join users a on a.id = $5
  ${INSTRUMENT_JOIN('$4')}`);

/** The same installation facts for an edited entry ($1 installation id, $2 the entry's cylinder id). */
export const INSTALLATION_FOR_ENTRY = named(`select i.status, ${GAS_MATCHES} as gas_matches
  from installations i join refrigerants r on r.id = i.refrigerant_id, cylinders c
  where i.id = $1 and c.id = $2 for share of i`);

/** Forgets an explanation (its gap changed): the SET part of an update of log_entries. */
const CLEAR_EXPLANATION = 'gap_explanation = null, gap_explained_at = null, gap_explained_by_id = null';

/** A new gap on an entry ($1 weight gap, $2 id); a changed gap forgets its explanation. */
export const SET_GAP = named(
  `update log_entries set weight_gap = $1::numeric, ${CLEAR_EXPLANATION}, updated_at = now() where id = $2`,
);

const CYLINDER_OF_ENTRY = named('select cylinder_id from log_entries where id = $1');
const LOCK_CYLINDER = named(
  `select ${currentContentSql('cylinders')}::text as content from cylinders where id = $1 for update`,
);
const CONTENT = named(
  `select ${currentContentSql('cylinders')}::text as content from cylinders where id = $1`,
);
const STORED_ENTRY =
  named(`select id, cylinder_id, installation_id, mutation_type, work_order, weight, weight_before, weight_after,
  weight_gap, note, user_id, date::text as date_raw, ${isoText('date')} as date_iso, deleted_at is not null as deleted,
  gap_explanation from log_entries where id = $1`);
const NEIGHBOUR_ROW = named(`select ${NEIGHBOUR_COLUMNS} from log_entries where id = $1`);
const ENTRY_EXISTS = named('select id from log_entries where id = $1');
const USER_ACTIVE = named('select active from users where id = $1');
const TOLERANCE = named('select weight_gap_tolerance::text as tolerance from app_settings where id = 1');
const REQUIRE_INSTALLATION = named('select require_installation from app_settings where id = 1');
const UPDATE_ENTRY = named(`update log_entries set mutation_type = $1, work_order = $2, weight = $3::numeric,
  weight_before = $4::numeric, weight_after = $5::numeric, note = $6, user_id = $7, date = $8::timestamptz,
  installation_id = $10, revision_count = revision_count + 1, updated_at = now() where id = $9`);
const DELETE_ENTRY = named(
  'update log_entries set deleted_at = now(), deleted_by_id = $1, delete_reason = $2, updated_at = now() where id = $3',
);
const EXPLAIN_GAP =
  named(`update log_entries set gap_explained_at = now(), gap_explained_by_id = $1, gap_explanation = $2,
  updated_at = now() where id = $3`);
const UNCOUNT_GAP = named('update cylinders set gap_count = gap_count - 1 where id = $1');
/** Totals by SQL arithmetic; counts and last date recounted from the cylinder's live entries (indexed). */
const MOVE_TOTALS = named(`update cylinders c set total_filled = c.total_filled + $1::numeric,
  total_reclaimed = c.total_reclaimed + $2::numeric, log_count = s.n, gap_count = s.gaps, last_log_date = s.last
  from (select count(*)::int as n, count(*) filter (where ${UNEXPLAINED_GAP})::int as gaps, max(date) as last
          from log_entries where cylinder_id = $3 and deleted_at is null) s
  where c.id = $3`);

/**
 * One statement: inserts the entry, moves the cylinder's stored totals, writes the CREATE revision, and
 * answers the new entry as a {@link LogEntryRow} (data-modifying CTEs all run to completion).
 */
export function insertLogEntry(knex: Knex, entry: NewLogEntry): Knex.QueryBuilder {
  return selectLogEntries(knex, 'inserted')
    .with(
      'inserted',
      knex.raw(
        `insert into log_entries (cylinder_id, installation_id, mutation_type, work_order, weight, weight_before, weight_after,
           weight_gap, note, user_id, entered_by_id, date, fitter_certificate_number, company_certificate_number,
           certificate_warning, servicing_ban_acknowledged, instrument_id, instrument_overdue)
         values (?, ?::int, ?, ?, ?::numeric, ?::numeric, ?::numeric, ?::numeric, ?, ?, ?, ?::timestamptz, ?, ?, ?::boolean,
           ?::boolean, ?::int, ?::boolean) returning *`,
        [
          entry.cylinderId,
          entry.installationId,
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
          entry.fitterCertificateNumber,
          entry.companyCertificateNumber,
          entry.certificateWarning,
          entry.servicingBanAcknowledged,
          entry.instrumentId,
          entry.instrumentOverdue,
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
  'installationId',
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
  'fitterCertificateNumber',
  'companyCertificateNumber',
  'certificateWarning',
  'servicingBanAcknowledged',
  'instrumentId',
  'instrumentOverdue',
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

/**
 * Recomputes every cylinder's totals from its live log in one statement and answers the cylinders that
 * disagree. LogsService.verifyTotals and the benchmark's after-run check run it.
 */
export function totalsCheckQuery(): NativeQuery {
  const fillups = mutationTypesOf('OUT');
  const reclaims = mutationTypesOf('IN');
  const list = (from: number, n: number) => Array.from({ length: n }, (_, i) => `$${from + i}`).join(', ');
  return {
    text: `select c.id, c.total_filled::text, c.total_reclaimed::text, c.log_count, c.gap_count, ${isoText('c.last_log_date')} as last_log_date,
              coalesce(s.filled, 0)::numeric(12,3)::text as r_filled, coalesce(s.reclaimed, 0)::numeric(12,3)::text as r_reclaimed,
              coalesce(s.n, 0)::int as r_count, coalesce(s.gaps, 0)::int as r_gaps, ${isoText('s.last')} as r_last
         from cylinders c
         left join (
           select cylinder_id,
                  sum(weight) filter (where mutation_type in (${list(1, fillups.length)})) as filled,
                  sum(weight) filter (where mutation_type in (${list(1 + fillups.length, reclaims.length)})) as reclaimed,
                  count(*) as n, count(*) filter (where ${UNEXPLAINED_GAP}) as gaps, max(date) as last
             from log_entries where deleted_at is null group by cylinder_id
         ) s on s.cylinder_id = c.id
        where c.total_filled <> coalesce(s.filled, 0) or c.total_reclaimed <> coalesce(s.reclaimed, 0)
           or c.log_count <> coalesce(s.n, 0) or c.gap_count <> coalesce(s.gaps, 0)
           or c.last_log_date is distinct from s.last
        order by c.id`,
    values: [...fillups, ...reclaims],
  };
}

/** The list's filters on `le` (live entries only unless includeDeleted). */
function applyLogFilters<T extends Knex.QueryBuilder>(qb: T, params: ListParams): T {
  const { filter } = params;
  if (filter.includeDeleted !== true) qb.whereNull('le.deleted_at');
  if (params.ids) qb.whereIn('le.id', params.ids);
  if (filter.cylinderId !== undefined) qb.where('le.cylinder_id', filter.cylinderId);
  if (filter.installationId !== undefined) qb.where('le.installation_id', filter.installationId);
  if (filter.userId !== undefined) qb.where('le.user_id', filter.userId);
  if (filter.mutationType !== undefined) qb.where('le.mutation_type', filter.mutationType);
  if (filter.direction !== undefined)
    qb.whereIn('le.mutation_type', mutationTypesOf(filter.direction as Direction));
  // Both normalised by parseListQuery: a calendar day YYYY-MM-DD (UTC) or a UTC instant.
  if (filter.dateFrom !== undefined) qb.where('le.date', '>=', startOfDateFilter(String(filter.dateFrom)));
  if (filter.dateTo !== undefined) {
    // A bare day includes that whole day (UTC).
    const to = endOfDateFilter(String(filter.dateTo));
    qb.where('le.date', to.op, to.value);
  }
  if (params.q) {
    const pattern = likePattern(params.q);
    qb.where((inner) => {
      inner.whereILike('le.work_order', pattern).orWhereILike('le.note', pattern);
    });
  }
  return qb;
}

/**
 * A list page and the total of all matching entries; unfiltered (or by cylinder only) the total comes from
 * the cylinders' stored log counts. Also run by the benchmark's bare reference.
 */
export function logListQueries(knex: Knex, params: ListParams) {
  const otherFilters = Object.keys(params.filter).filter(
    (key) => key !== 'cylinderId' && !(key === 'includeDeleted' && params.filter[key] === false),
  );
  let count: Knex.QueryBuilder;
  if (!params.ids && !params.q && otherFilters.length === 0) {
    count = knex('cylinders').select(knex.raw('coalesce(sum(log_count), 0)::bigint as total'));
    if (params.filter.cylinderId !== undefined) count.where('id', params.filter.cylinderId);
  } else {
    count = applyLogFilters(knex.from({ le: 'log_entries' }), params).count({ total: '*' });
  }
  return {
    page: applyLogFilters(selectLogEntries(knex), params)
      .orderByRaw(`${params.orderBy} ${params.order}, le.id ${params.order}`)
      .offset(params.offset)
      .limit(params.limit),
    count,
  };
}

/**
 * The logbook CSV's cells (LOGBOOK_CSV_HEADERS[lang], in that order) as PostgreSQL computes them
 * (common/csv-sql.ts): the same text the app's csvCell writes for each entry's values.
 */
function logbookCsvColumns(lang: CsvLanguage): string[] {
  const nl = lang === 'nl';
  const words = domainLabels('nl');
  const directions = (name: (direction: Direction) => string) =>
    Object.fromEntries(MUTATION_TYPES.map((type) => [type, name(mutationDirection(type))]));
  const yes = nl ? 'ja' : true;
  const no = nl ? 'nee' : false;
  const columns = [
    csvDateTimeSql('le.date'),
    csvTextSql('c.serial_number'),
    csvTextSql('c.gas_type'),
    csvDecimalSql('r.gwp::numeric'),
    nl ? csvWordSql('le.mutation_type', words.mutationType) : csvTextSql('le.mutation_type'),
    csvWordSql(
      'le.mutation_type',
      directions((direction) => (nl ? words.direction[direction] : direction)),
    ),
    csvDecimalSql('le.weight'),
    // co2eTonnes: whole kilograms CO2e (grams x GWP / 1000, rounded), in tonnes.
    csvDecimalSql('round(le.weight * r.gwp) / 1000'),
    csvDecimalSql('le.weight_before'),
    csvDecimalSql('le.weight_after'),
    csvTextSql('le.work_order'),
    csvTextSql('u.name'),
    csvTextSql('eb.name'),
    csvTextSql('le.note'),
    csvDecimalSql('le.weight_gap'),
    csvTextSql('le.gap_explanation'),
    csvBooleanSql('le.revision_count > 0', yes, no),
    csvBooleanSql('le.deleted_at is not null', yes, no),
  ];
  if (nl)
    columns.push(
      csvTextSql('le.mutation_type'),
      csvWordSql(
        'le.mutation_type',
        directions((direction) => direction),
      ),
    );
  return columns;
}

/** The logbook CSV's rows: every matching entry, oldest first, as CSV cells. Also timed by the benchmark. */
export function logbookCsvQuery(knex: Knex, params: ListParams, lang: CsvLanguage): Knex.QueryBuilder {
  const qb = selectLogEntries(knex)
    .clearSelect()
    .select(knex.raw(logbookCsvColumns(lang).join(', ')));
  return applyLogFilters(qb, params).orderBy([{ column: 'le.date' }, { column: 'le.id' }]);
}

@Injectable()
export class LogsRepository {
  /** The new entry's write-everything statement, compiled on first use. */
  private insertEntry?: (entry: NewLogEntry) => NativeQuery;
  private readonly sql: Sql;

  constructor(private readonly em: EntityManager) {
    this.sql = pooled(em);
  }

  /**
   * A write transaction; a write the database refuses to keep the balance whole answers 409: into a
   * signed-off year YEAR_SIGNED_OFF, after the cylinder's return CYLINDER_RETURNED.
   */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return withBalanceLock(() => transaction(this.em, work));
  }

  // ---- reads -----------------------------------------------------------------------------------------------

  async findRow(id: number): Promise<LogEntryRow | undefined> {
    const [row] = await this.sql.query<LogEntryRow>(
      native(selectLogEntries(this.em.getKnex()).where('le.id', id)),
    );
    return row;
  }

  async exists(id: number): Promise<boolean> {
    return (await this.sql.query({ ...ENTRY_EXISTS, values: [id] })).length > 0;
  }

  revisions(id: number): Promise<RevisionRow<RevisionAction>[]> {
    return TRAIL.read(this.sql, id);
  }

  async userActive(userId: number): Promise<boolean | null> {
    const [user] = await this.sql.query<{ active: boolean }>({ ...USER_ACTIVE, values: [userId] });
    return user ? user.active : null;
  }

  /** One page of a list and the total of all matching entries. */
  async list(params: ListParams): Promise<{ rows: LogEntryRow[]; total: number }> {
    const { page, count } = logListQueries(this.em.getKnex(), params);
    const [rows, [{ total }]] = await Promise.all([
      this.sql.query<LogEntryRow>(native(page)),
      this.sql.query<{ total: string }>(native(count)),
    ]);
    return { rows, total: Number(total) };
  }

  /**
   * The logbook CSV's records (without header), streamed by PostgreSQL's COPY from one statement: the cells
   * are formatted in SQL (logbookCsvQuery), so the API only passes bytes on. Keyset batches formatted in
   * Node took 4-5x the time of COPY of the same rows (about 9 µs of Node per entry).
   */
  copyLogbookCsv(params: ListParams, lang: CsvLanguage): Promise<Readable> {
    return copyOut(this.em, native(logbookCsvQuery(this.em.getKnex(), params, lang)), CSV_COPY_OPTIONS);
  }

  totalsMismatches(): Promise<TotalsCheckRow[]> {
    return this.sql.query<TotalsCheckRow>(totalsCheckQuery());
  }

  // ---- writes: each takes the transaction it runs in --------------------------------------------------------

  async lockForInsert(
    tx: Sql,
    userId: number,
    cylinderId: number,
    installationId: number | null,
    instrumentId: number | null,
    actorId: number,
  ): Promise<LockForInsertRow> {
    const [row] = await tx.query<LockForInsertRow>({
      ...LOCK_FOR_INSERT,
      values: [userId, cylinderId, installationId, instrumentId, actorId],
    });
    return row;
  }

  /** A named installation's status and gas match for an edited entry of `cylinderId`; undefined for none. */
  async installationForEntry(
    tx: Sql,
    installationId: number,
    cylinderId: number,
  ): Promise<InstallationForEntry | undefined> {
    const [row] = await tx.query<InstallationForEntry>({
      ...INSTALLATION_FOR_ENTRY,
      values: [installationId, cylinderId],
    });
    return row;
  }

  /** The setting requireInstallation as this transaction sees it (false while no settings row exists). */
  async requireInstallation(tx: Sql): Promise<boolean> {
    const [row] = await tx.query<{ require_installation: boolean }>({ ...REQUIRE_INSTALLATION, values: [] });
    return row?.require_installation ?? false;
  }

  /** The live neighbours of a moment, or of an entry when `id` is given (see {@link NEIGHBOURS}). */
  async neighbours(
    tx: Sql,
    cylinderId: number,
    date: string,
    id = AFTER_EVERY_ID,
  ): Promise<{ previous?: Neighbour; next?: Neighbour }> {
    const rows = await tx.query<SidedNeighbour>({ ...NEIGHBOURS, values: [cylinderId, date, id] });
    return { previous: rows.find((n) => n.side === 'previous'), next: rows.find((n) => n.side === 'next') };
  }

  async neighbourRow(tx: Sql, id: number): Promise<Neighbour> {
    const [row] = await tx.query<Neighbour>({ ...NEIGHBOUR_ROW, values: [id] });
    return row;
  }

  async insert(tx: Sql, entry: NewLogEntry): Promise<LogEntryRow> {
    this.insertEntry ??= prepareInsertLogEntry(this.em.getKnex());
    const [row] = await tx.query<LogEntryRow>(this.insertEntry(entry));
    return row;
  }

  /** Finds the entry, locks its cylinder (serialising every writer of its log), then reads the entry under that lock. */
  async lockEntry(tx: Sql, id: number): Promise<StoredEntry | null> {
    const [ref] = await tx.query<{ cylinder_id: number }>({ ...CYLINDER_OF_ENTRY, values: [id] });
    if (!ref) return null;
    const [locked] = await tx.query({ ...LOCK_CYLINDER, values: [ref.cylinder_id] });
    if (!locked) return null;
    const [stored] = await tx.query<StoredEntry>({ ...STORED_ENTRY, values: [id] });
    return stored;
  }

  /** The cylinder's current content (numeric text). */
  async content(tx: Sql, cylinderId: number): Promise<string> {
    const [row] = await tx.query<{ content: string }>({ ...CONTENT, values: [cylinderId] });
    return row.content;
  }

  /** The weight-gap tolerance as this transaction sees it; null while no settings row exists. */
  async tolerance(tx: Sql): Promise<string | null> {
    const [row] = await tx.query<{ tolerance: string }>({ ...TOLERANCE, values: [] });
    return row?.tolerance ?? null;
  }

  async update(tx: Sql, id: number, fields: EntryFields): Promise<void> {
    await tx.query({
      ...UPDATE_ENTRY,
      values: [
        fields.mutationType,
        fields.workOrder,
        fields.weight,
        fields.weightBefore,
        fields.weightAfter,
        fields.note,
        fields.userId,
        fields.date,
        id,
        fields.installationId,
      ],
    });
  }

  async markDeleted(tx: Sql, id: number, actorId: number, reason: string | null): Promise<void> {
    await tx.query({ ...DELETE_ENTRY, values: [actorId, reason, id] });
  }

  /** Records the explanation; the gap no longer counts on its cylinder. */
  async explainGap(tx: Sql, entry: StoredEntry, actorId: number, explanation: string): Promise<void> {
    await tx.query({ ...EXPLAIN_GAP, values: [actorId, explanation, entry.id] });
    await tx.query({ ...UNCOUNT_GAP, values: [entry.cylinder_id] });
  }

  /** `gap`: numeric text or null. */
  async setGap(tx: Sql, id: number, gap: string | null): Promise<void> {
    await tx.query({ ...SET_GAP, values: [gap, id] });
  }

  /** Moves the stored totals by numeric text amounts and recounts the cylinder's live entries. */
  async moveTotals(tx: Sql, cylinderId: number, filled: string, reclaimed: string): Promise<void> {
    await tx.query({ ...MOVE_TOTALS, values: [filled, reclaimed, cylinderId] });
  }

  revise(
    tx: Sql,
    logEntryId: number,
    action: RevisionAction,
    actorId: number,
    changes: FieldChanges,
    reason: string | null,
  ): Promise<void> {
    return TRAIL.record(tx, logEntryId, action, actorId, changes, reason);
  }
}
