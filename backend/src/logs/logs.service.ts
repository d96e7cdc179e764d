import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badRequest, conflict, forbidden, notFound } from '../common/app-error';
import { CSV_BOM, csvFileName, csvLine } from '../common/csv';
import type { CsvLanguage } from '../common/csv-language';
import { LOGBOOK_CSV_HEADERS, logbookCsvCells } from './logbook-csv';
import { endOfDateFilter, startOfDateFilter } from '../common/dates';
import type { AuthUser } from '../common/current-user';
import {
  likePattern,
  Page,
  parseListQuery,
  type ListParams,
  type ListQueryDto,
  type ListSpec,
} from '../common/list-query';
import {
  can,
  changedFields,
  checkMutationDate,
  checkMutationWeights,
  gramsToKg,
  mergeEditWeights,
  MUTATION_TYPES,
  mutationTypesOf,
  toGrams,
  totalsDeltaGrams,
  weightGapKg,
  type Direction,
  type MutationType,
} from '../domain';
import type { CreateLogEntryDto, ExplainGapDto, UpdateLogEntryDto } from './dto/log-entry-input.dto';
import type { LogEntryDto } from './dto/log-entry.dto';
import type { LogEntryRevisionDto } from './dto/log-entry-revision.dto';
import { selectLogEntries, toLogEntryDto, type LogEntryRow } from './log-entry.mapper';
import { nativeTransaction, type NativeQuery, type SqlExecutor } from '../database/native-query';
import {
  LOCK_FOR_INSERT,
  NEIGHBOUR_COLUMNS,
  NEIGHBOURS_OF_DATE,
  prepareInsertLogEntry,
  type LockForInsertRow,
  type Neighbour,
  type NewLogEntry,
  type SidedNeighbour,
} from './log-insert.queries';
import { totalsCheckQuery, UNEXPLAINED_GAP, type TotalsCheckRow } from './totals-check.query';
import type { RevisionAction } from './log-entry-revision.entity';
import { transactional } from '../database/write-conflict';

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
    userId: 'int',
    mutationType: MUTATION_TYPES,
    direction: DIRECTIONS,
    dateFrom: 'date',
    dateTo: 'date',
    includeDeleted: 'bool',
  },
  defaultSort: ['date', 'DESC'],
};

/** A stored entry as the write paths need it (numerics as text, the date as PostgreSQL text for exact comparisons). */
interface StoredEntry {
  id: number;
  cylinder_id: number;
  mutation_type: MutationType;
  work_order: string | null;
  weight: string;
  weight_before: string | null;
  weight_after: string | null;
  weight_gap: string | null;
  note: string | null;
  user_id: number;
  date_raw: string;
  date_iso: string;
  deleted: boolean;
  gap_explanation: string | null;
}

export interface TotalsMismatch {
  cylinderId: number;
  stored: {
    totalFilled: string;
    totalReclaimed: string;
    logCount: number;
    gapCount: number;
    lastLogDate: string | null;
  };
  recomputed: {
    totalFilled: string;
    totalReclaimed: string;
    logCount: number;
    gapCount: number;
    lastLogDate: string | null;
  };
}

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const STORED_COLUMNS = `id, cylinder_id, mutation_type, work_order, weight, weight_before, weight_after, weight_gap, note, user_id,
  date::text as date_raw, ${ISO('date')} as date_iso, deleted_at is not null as deleted, gap_explanation`;
/** Forgets an explanation (its gap changed): the SET part of an update of log_entries. */
const CLEAR_EXPLANATION = 'gap_explained_at = null, gap_explained_by_id = null, gap_explanation = null';
/** A new gap on an entry (`?` weight gap, `?` id); a changed gap forgets its explanation. */
export const SET_GAP = `update log_entries set weight_gap = ?::numeric, ${CLEAR_EXPLANATION} where id = ?`;

const EXPORT_BATCH = 2000;

const userNotFound = (userId: number) =>
  badRequest('USER_NOT_FOUND', 'The fitter does not exist', { userId });
const userInactive = (userId: number) =>
  badRequest('USER_INACTIVE', 'The fitter is deactivated: choose an active user', { userId });

const kgOrNull = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : gramsToKg(toGrams(value));
/** Grams as a numeric literal for SQL arithmetic ("-1.250"); never a binary float. */
const sqlKg = (grams: number): string => {
  const sign = grams < 0 ? '-' : '';
  const abs = Math.abs(grams);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
};
const sameKg = (a: string | null, b: number | null): boolean =>
  a === null ? b === null : b !== null && toGrams(a) === toGrams(b);

/** The fields of an entry that its history records ({ field: { from, to } }). */
type EntrySnapshot = {
  mutationType: MutationType;
  workOrder: string | null;
  weightBefore: number | null;
  weightAfter: number | null;
  weight: number;
  note: string | null;
  userId: number;
  date: string;
};
const snapshot = (entry: EntrySnapshot): EntrySnapshot => ({ ...entry });

function storedSnapshot(row: StoredEntry): EntrySnapshot {
  return snapshot({
    mutationType: row.mutation_type,
    workOrder: row.work_order,
    weightBefore: kgOrNull(row.weight_before),
    weightAfter: kgOrNull(row.weight_after),
    weight: kgOrNull(row.weight)!,
    note: row.note,
    userId: row.user_id,
    date: row.date_iso,
  });
}

/** The weight-gap tolerance of a database whose settings were never saved (app_settings' default). */
const DEFAULT_GAP_TOLERANCE_KG = 0.05;

/** The stored tolerance, or the default of a database whose settings were never saved. */
function toleranceKg(stored: string | null): number {
  return stored === null ? DEFAULT_GAP_TOLERANCE_KG : Number(stored);
}

@Injectable()
export class LogsService {
  /** The new entry's write-everything statement, compiled on first use. */
  private insertEntry?: (entry: NewLogEntry) => NativeQuery;

  constructor(private readonly em: EntityManager) {}

  // ---- reads ---------------------------------------------------------------------------------------------

  async findOne(id: number, viewer: AuthUser): Promise<LogEntryDto> {
    const row = await this.fetchDto(id);
    if (!row || (row.deleted && !can(viewer.role, 'logs:history')))
      throw notFound('Log entry', 'LOG_ENTRY_NOT_FOUND');
    return row;
  }

  async history(id: number): Promise<LogEntryRevisionDto[]> {
    const connection = this.em.getConnection();
    const exists = await connection.execute<{ id: number }[]>('select id from log_entries where id = ?', [
      id,
    ]);
    if (exists.length === 0) throw notFound('Log entry', 'LOG_ENTRY_NOT_FOUND');
    const rows = await connection.execute<
      {
        id: number;
        action: RevisionAction;
        at: string;
        by_id: number;
        by_name: string;
        changes: Record<string, { from: unknown; to: unknown }>;
        reason: string | null;
      }[]
    >(
      `select r.id, r.action, ${ISO('r.changed_at')} as at, r.changed_by_id as by_id, u.name as by_name, r.changes, r.reason
         from log_entry_revisions r join users u on u.id = r.changed_by_id
        where r.log_entry_id = ? order by r.changed_at, r.id`,
      [id],
    );
    return rows.map((row) => ({
      id: row.id,
      action: row.action,
      at: row.at,
      by: { id: row.by_id, name: row.by_name },
      changes: row.changes ?? {},
      reason: row.reason,
    }));
  }

  async list(query: ListQueryDto, viewer: AuthUser): Promise<Page<LogEntryDto>> {
    const params = parseListQuery(query, LOG_LIST);
    if (params.filter.includeDeleted === true && !can(viewer.role, 'logs:history')) {
      throw forbidden('FORBIDDEN', 'Only administrators can see deleted mutations');
    }
    const knex = this.em.getKnex();
    const connection = this.em.getConnection();
    const page = this.applyFilters(selectLogEntries(knex), params)
      .orderByRaw(`${params.orderBy} ${params.order}, le.id ${params.order}`)
      .offset(params.offset)
      .limit(params.limit);
    const [rows, total] = await Promise.all([connection.execute<LogEntryRow[]>(page), this.count(params)]);
    return new Page('logs', rows.map(toLogEntryDto), params.offset, total);
  }

  /** The F-gas logbook as CSV chunks, oldest first, read in keyset batches (never the whole log in memory). */
  async *exportCsv(query: ListQueryDto, viewer: AuthUser, lang: CsvLanguage = 'en'): AsyncGenerator<string> {
    const params = parseListQuery({ filter: query.filter }, LOG_LIST);
    if (params.filter.includeDeleted === true && !can(viewer.role, 'logs:history')) {
      throw forbidden('FORBIDDEN', 'Only administrators can see deleted mutations');
    }
    yield CSV_BOM + csvLine(LOGBOOK_CSV_HEADERS[lang]);
    const knex = this.em.getKnex();
    const connection = this.em.getConnection();
    let cursor: { date: string; id: number } | null = null;
    for (;;) {
      const qb = this.applyFilters(
        selectLogEntries(knex).select(knex.raw('le.date::text as date_raw')),
        params,
      );
      if (cursor) qb.whereRaw('(le.date, le.id) > (?::timestamptz, ?)', [cursor.date, cursor.id]);
      const rows = await connection.execute<(LogEntryRow & { date_raw: string })[]>(
        qb.orderBy([{ column: 'le.date' }, { column: 'le.id' }]).limit(EXPORT_BATCH),
      );
      let chunk = '';
      for (const row of rows) {
        chunk += csvLine(logbookCsvCells(toLogEntryDto(row), row, lang));
      }
      if (chunk) yield chunk;
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1];
      cursor = { date: last.date_raw, id: last.id };
    }
  }

  exportFileName(): string {
    return csvFileName('fgas-logbook');
  }

  /**
   * Recomputes every cylinder's totals from its log (pure SQL) and answers the cylinders whose stored
   * totals disagree. Empty when all is well; the benchmark and the tests call it.
   */
  async verifyTotals(): Promise<TotalsMismatch[]> {
    const { sql, bindings } = totalsCheckQuery();
    const rows = await this.em.getConnection().execute<TotalsCheckRow[]>(sql, bindings);
    return rows.map((row) => ({
      cylinderId: row.id,
      stored: {
        totalFilled: row.total_filled,
        totalReclaimed: row.total_reclaimed,
        logCount: row.log_count,
        gapCount: row.gap_count,
        lastLogDate: row.last_log_date,
      },
      recomputed: {
        totalFilled: row.r_filled,
        totalReclaimed: row.r_reclaimed,
        logCount: row.r_count,
        gapCount: row.r_gaps,
        lastLogDate: row.r_last,
      },
    }));
  }

  // ---- writes --------------------------------------------------------------------------------------------

  /**
   * Three round trips inside the transaction: lock the cylinder (and check the fitter), read the entries
   * around the new date, then one statement that inserts, moves the totals, writes the revision and answers
   * the row. A back-dated entry changes the gap of the entry after it: one more update then.
   */
  async create(input: CreateLogEntryDto, actor: AuthUser): Promise<LogEntryDto> {
    if (input.date !== undefined) this.assertDate(new Date(input.date));
    const weights = checkMutationWeights(input);
    if (!weights.ok) throw badRequest(weights.code, weights.message, weights.params);
    const userId = input.userId ?? actor.id;
    const weightBefore = kgOrNull(input.weightBefore);
    const weightAfter = kgOrNull(input.weightAfter);
    const delta = totalsDeltaGrams(input.mutationType, weights.weightKg);

    const row = await nativeTransaction(this.em, async (tx) => {
      const [lock] = await tx.query<LockForInsertRow>({
        ...LOCK_FOR_INSERT,
        values: [userId, input.cylinderId],
      });
      // "Now" is the database's clock, the same for every API instance.
      const dateIso = input.date !== undefined ? new Date(input.date).toISOString() : lock.now_iso;
      const tolerance = toleranceKg(lock.tolerance);
      if (lock.user_active === null) throw userNotFound(userId);
      if (!lock.user_active) throw userInactive(userId);
      if (lock.content === null)
        throw badRequest('CYLINDER_NOT_FOUND', 'Cylinder not found', { cylinderId: input.cylinderId });
      const available = toGrams(lock.content);
      if (delta.filled > available) throw this.notEnoughContent(available, delta.filled);

      // Every stored entry of this cylinder has a smaller id than the new one (we hold the cylinder's lock).
      const neighbours = await tx.query<SidedNeighbour>({
        ...NEIGHBOURS_OF_DATE,
        values: [input.cylinderId, dateIso],
      });
      const previous = neighbours.find((n) => n.side === 'previous');
      const next = neighbours.find((n) => n.side === 'next');
      const gap = weightGapKg(weightBefore, kgOrNull(previous?.weight_after), tolerance);
      let gapCountDelta = gap === null ? 0 : 1;
      if (next)
        gapCountDelta += await this.setGap(
          tx,
          next,
          weightGapKg(kgOrNull(next.weight_before), weightAfter, tolerance),
          actor.id,
        );

      const created = snapshot({
        mutationType: input.mutationType,
        workOrder: input.workOrder ?? null,
        weightBefore,
        weightAfter,
        weight: weights.weightKg,
        note: input.note ?? null,
        userId,
        date: dateIso,
      });
      this.insertEntry ??= prepareInsertLogEntry(this.em.getKnex());
      const [inserted] = await tx.query<LogEntryRow>(
        this.insertEntry({
          cylinderId: input.cylinderId,
          mutationType: input.mutationType,
          workOrder: input.workOrder ?? null,
          weight: sqlKg(toGrams(weights.weightKg)),
          weightBefore: weightBefore === null ? null : sqlKg(toGrams(weightBefore)),
          weightAfter: weightAfter === null ? null : sqlKg(toGrams(weightAfter)),
          weightGap: gap === null ? null : sqlKg(toGrams(gap)),
          note: input.note ?? null,
          userId,
          enteredById: actor.id,
          date: dateIso,
          filled: sqlKg(delta.filled),
          reclaimed: sqlKg(delta.reclaimed),
          gapCountDelta,
          changes: JSON.stringify(changedFields({}, created)),
        }),
      );
      return inserted;
    });
    return toLogEntryDto(row);
  }

  async update(id: number, input: UpdateLogEntryDto, actor: AuthUser): Promise<LogEntryDto> {
    if (input.userId !== undefined) await this.assertActiveUser(input.userId);
    await transactional(this.em, async (em) => {
      const stored = await this.lockEntry(em, id);
      if (stored.deleted) throw this.deletedConflict();
      const tolerance = await this.toleranceIn(em);

      const merged = mergeEditWeights(
        {
          mutationType: stored.mutation_type,
          weightBefore: kgOrNull(stored.weight_before),
          weightAfter: kgOrNull(stored.weight_after),
          weight: kgOrNull(stored.weight),
        },
        input,
      );
      const weights = checkMutationWeights(merged);
      if (!weights.ok) throw badRequest(weights.code, weights.message, weights.params);
      const dateIso = input.date !== undefined ? new Date(input.date).toISOString() : stored.date_iso;
      if (input.date !== undefined) this.assertDate(new Date(dateIso));
      const before = storedSnapshot(stored);
      const after = snapshot({
        mutationType: merged.mutationType,
        workOrder: input.workOrder !== undefined ? input.workOrder : stored.work_order,
        weightBefore: merged.weightBefore,
        weightAfter: merged.weightAfter,
        weight: weights.weightKg,
        note: input.note !== undefined ? input.note : stored.note,
        userId: input.userId ?? stored.user_id,
        date: dateIso,
      });
      const changes = changedFields(before, after);
      if (Object.keys(changes).length === 0) return;

      const oldDelta = totalsDeltaGrams(stored.mutation_type, stored.weight);
      const newDelta = totalsDeltaGrams(merged.mutationType, weights.weightKg);
      const filledChange = newDelta.filled - oldDelta.filled;
      const reclaimedChange = newDelta.reclaimed - oldDelta.reclaimed;
      const available = await this.contentGrams(em, stored.cylinder_id);
      const contentAfter = available - filledChange + reclaimedChange;
      if (contentAfter < 0 && contentAfter < available)
        throw this.notEnoughContent(available + oldDelta.filled - oldDelta.reclaimed, newDelta.filled);

      const [oldNext] = await this.neighbours(em, stored.cylinder_id, stored.date_raw, id, 'next');
      await em.execute(
        `update log_entries set mutation_type = ?, work_order = ?, weight = ?::numeric, weight_before = ?::numeric, weight_after = ?::numeric,
                note = ?, user_id = ?, date = ?::timestamptz, revision_count = revision_count + 1, updated_at = now()
          where id = ?`,
        [
          after.mutationType,
          after.workOrder,
          sqlKg(toGrams(after.weight)),
          after.weightBefore === null ? null : sqlKg(toGrams(after.weightBefore)),
          after.weightAfter === null ? null : sqlKg(toGrams(after.weightAfter)),
          after.note,
          after.userId,
          dateIso,
          id,
        ],
      );
      const [moved] = await em.execute<Neighbour[]>(
        `select ${NEIGHBOUR_COLUMNS} from log_entries where id = ?`,
        [id],
      );
      const [newNext] = await this.neighbours(em, stored.cylinder_id, moved.date_raw, id, 'next');
      const affected = new Map<number, Neighbour>([[id, moved]]);
      if (oldNext) affected.set(oldNext.id, oldNext);
      if (newNext) affected.set(newNext.id, newNext);
      for (const entry of affected.values()) {
        // The edited entry's lost explanation goes into its own EDIT revision; a neighbour's gets one of its own.
        const explanation = entry.gap_explanation;
        const cleared = await this.refreshGap(em, entry, tolerance, entry.id === id ? null : actor.id);
        if (entry.id === id && cleared) changes.gapExplanation = { from: explanation, to: null };
      }

      await this.updateCylinderTotals(em, stored.cylinder_id, filledChange, reclaimedChange);
      await this.revise(em, id, 'EDIT', actor.id, changes, input.reason ?? null);
    });
    return (await this.fetchDto(id))!;
  }

  async remove(id: number, reason: string | null, actor: AuthUser): Promise<LogEntryDto> {
    await transactional(this.em, async (em) => {
      const stored = await this.lockEntry(em, id);
      if (stored.deleted) throw this.deletedConflict();
      const tolerance = await this.toleranceIn(em);
      await em.execute(
        `update log_entries set deleted_at = now(), deleted_by_id = ?, delete_reason = ?, updated_at = now() where id = ?`,
        [actor.id, reason, id],
      );
      const [next] = await this.neighbours(em, stored.cylinder_id, stored.date_raw, id, 'next');
      if (next) await this.refreshGap(em, next, tolerance, actor.id);
      const delta = totalsDeltaGrams(stored.mutation_type, stored.weight);
      await this.updateCylinderTotals(em, stored.cylinder_id, -delta.filled, -delta.reclaimed);
      await this.revise(em, id, 'DELETE', actor.id, { deleted: { from: false, to: true } }, reason);
    });
    return (await this.fetchDto(id))!;
  }

  /**
   * An administrator explains an entry's weight gap (PRODUCT.md "Weight gap"): the gap stays on the entry but
   * no longer counts on its cylinder (hasWeightGap, the dashboard banner). Recorded as an EXPLAIN_GAP revision.
   */
  async explainGap(id: number, input: ExplainGapDto, actor: AuthUser): Promise<LogEntryDto> {
    await transactional(this.em, async (em) => {
      const stored = await this.lockEntry(em, id);
      if (stored.deleted) throw notFound('Log entry', 'LOG_ENTRY_NOT_FOUND');
      if (stored.weight_gap === null)
        throw conflict('NO_WEIGHT_GAP', 'This mutation has no weight gap to explain');
      if (stored.gap_explanation !== null)
        throw conflict('GAP_ALREADY_EXPLAINED', "This mutation's weight gap has already been explained");
      await em.execute(
        `update log_entries set gap_explained_at = now(), gap_explained_by_id = ?, gap_explanation = ?, updated_at = now() where id = ?`,
        [actor.id, input.explanation, id],
      );
      await em.execute('update cylinders set gap_count = gap_count - 1 where id = ?', [stored.cylinder_id]);
      await this.revise(
        em,
        id,
        'EXPLAIN_GAP',
        actor.id,
        { gapExplanation: { from: null, to: input.explanation } },
        null,
      );
    });
    return (await this.fetchDto(id))!;
  }

  // ---- helpers -------------------------------------------------------------------------------------------

  private async fetchDto(id: number): Promise<LogEntryDto | null> {
    const [row] = await this.em.execute<LogEntryRow[]>(
      selectLogEntries(this.em.getKnex()).where('le.id', id),
    );
    return row ? toLogEntryDto(row) : null;
  }

  private applyFilters<T extends import('@mikro-orm/postgresql').Knex.QueryBuilder>(
    qb: T,
    params: ListParams,
  ): T {
    const { filter } = params;
    if (filter.includeDeleted !== true) qb.whereNull('le.deleted_at');
    if (params.ids) qb.whereIn('le.id', params.ids);
    if (filter.cylinderId !== undefined) qb.where('le.cylinder_id', filter.cylinderId);
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
      qb.where((inner) => inner.whereILike('le.work_order', pattern).orWhereILike('le.note', pattern));
    }
    return qb;
  }

  /** The total of a list; unfiltered (or by cylinder only) it comes from the cylinders' stored log counts. */
  private async count(params: ListParams): Promise<number> {
    const connection = this.em.getConnection();
    const knex = this.em.getKnex();
    const otherFilters = Object.keys(params.filter).filter(
      (key) => key !== 'cylinderId' && !(key === 'includeDeleted' && params.filter[key] === false),
    );
    if (!params.ids && !params.q && otherFilters.length === 0) {
      const qb = knex('cylinders').select(knex.raw('coalesce(sum(log_count), 0)::bigint as total'));
      if (params.filter.cylinderId !== undefined) qb.where('id', params.filter.cylinderId);
      const [{ total }] = await connection.execute<{ total: string }[]>(qb);
      return Number(total);
    }
    const [{ total }] = await connection.execute<{ total: string }[]>(
      this.applyFilters(knex.from({ le: 'log_entries' }), params).count({ total: '*' }),
    );
    return Number(total);
  }

  /** The gap tolerance as the write's own transaction sees it (a change on any instance applies at once). */
  private async toleranceIn(em: EntityManager): Promise<number> {
    const [row] = await em.execute<{ tolerance: string }[]>(
      'select weight_gap_tolerance::text as tolerance from app_settings where id = 1',
    );
    return toleranceKg(row?.tolerance ?? null);
  }

  private assertDate(date: Date): void {
    const check = checkMutationDate(date, new Date());
    if (!check.ok)
      throw new AppError(400, 'VALIDATION_FAILED', check.message, undefined, { date: [check.message] });
  }

  private async assertActiveUser(userId: number): Promise<void> {
    const [user] = await this.em.execute<{ active: boolean }[]>('select active from users where id = ?', [
      userId,
    ]);
    if (!user) throw userNotFound(userId);
    if (!user.active) throw userInactive(userId);
  }

  /** Locks the cylinder row (serialises all writers of its log) and answers its current content in grams. */
  private async lockCylinder(
    em: EntityManager,
    cylinderId: number,
    missing: () => AppError,
  ): Promise<number> {
    const [row] = await em.execute<{ content: string }[]>(
      `select (delivery_weight - tare_weight + total_reclaimed - total_filled)::text as content from cylinders where id = ? for update`,
      [cylinderId],
    );
    if (!row) throw missing();
    return toGrams(row.content);
  }

  private async contentGrams(em: EntityManager, cylinderId: number): Promise<number> {
    const [row] = await em.execute<{ content: string }[]>(
      `select (delivery_weight - tare_weight + total_reclaimed - total_filled)::text as content from cylinders where id = ?`,
      [cylinderId],
    );
    return toGrams(row.content);
  }

  /** Finds the entry, locks its cylinder, then reads the entry under that lock. */
  private async lockEntry(em: EntityManager, id: number): Promise<StoredEntry> {
    const [ref] = await em.execute<{ cylinder_id: number }[]>(
      'select cylinder_id from log_entries where id = ?',
      [id],
    );
    if (!ref) throw notFound('Log entry', 'LOG_ENTRY_NOT_FOUND');
    await this.lockCylinder(em, ref.cylinder_id, () => notFound('Log entry', 'LOG_ENTRY_NOT_FOUND'));
    const [stored] = await em.execute<StoredEntry[]>(
      `select ${STORED_COLUMNS} from log_entries where id = ?`,
      [id],
    );
    return stored;
  }

  private async neighbours(
    em: EntityManager,
    cylinderId: number,
    dateRaw: string,
    id: number,
    which: 'previous' | 'next',
  ): Promise<Neighbour[]> {
    const [operator, order] = which === 'previous' ? ['<', 'desc'] : ['>', 'asc'];
    return em.execute<Neighbour[]>(
      `select ${NEIGHBOUR_COLUMNS} from log_entries
        where cylinder_id = ? and deleted_at is null and (date, id) ${operator} (?::timestamptz, ?)
        order by date ${order}, id ${order} limit 1`,
      [cylinderId, dateRaw, id],
    );
  }

  /**
   * Recomputes one live entry's gap against its current predecessor; answers whether that cleared an
   * explanation (see {@link setGap}).
   */
  private async refreshGap(
    em: EntityManager,
    entry: Neighbour,
    tolerance: number,
    reviseAs: number | null,
  ): Promise<boolean> {
    const [previous] = await this.neighbours(em, entry.cylinder_id, entry.date_raw, entry.id, 'previous');
    const before = entry.gap_explanation;
    await this.setGap(
      em,
      entry,
      weightGapKg(kgOrNull(entry.weight_before), kgOrNull(previous?.weight_after), tolerance),
      reviseAs,
    );
    return before !== null && entry.gap_explanation === null;
  }

  /**
   * Stores a changed gap and answers the change in the number of unexplained gaps (-1, 0, +1). A changed gap
   * is a different gap: its explanation no longer applies and is cleared (`entry.gap_explanation` becomes
   * null); with `reviseAs`, the entry's history records that as an EDIT by that account.
   */
  private async setGap(
    em: SqlExecutor,
    entry: Neighbour,
    gap: number | null,
    reviseAs: number | null,
  ): Promise<number> {
    if (sameKg(entry.weight_gap, gap)) return 0;
    const counted = entry.weight_gap !== null && entry.gap_explanation === null ? 1 : 0;
    await em.execute(SET_GAP, [gap === null ? null : sqlKg(toGrams(gap)), entry.id]);
    const explanation = entry.gap_explanation;
    entry.weight_gap = gap === null ? null : sqlKg(toGrams(gap));
    entry.gap_explanation = null;
    if (explanation !== null && reviseAs !== null)
      await this.revise(
        em,
        entry.id,
        'EDIT',
        reviseAs,
        { gapExplanation: { from: explanation, to: null } },
        null,
      );
    return (gap === null ? 0 : 1) - counted;
  }

  /** Totals by SQL arithmetic; counts and last date recounted from the cylinder's live entries (indexed). */
  private async updateCylinderTotals(
    em: EntityManager,
    cylinderId: number,
    filledGrams: number,
    reclaimedGrams: number,
  ): Promise<void> {
    await em.execute(
      `update cylinders c set total_filled = c.total_filled + ?::numeric, total_reclaimed = c.total_reclaimed + ?::numeric,
              log_count = s.n, gap_count = s.gaps, last_log_date = s.last
         from (select count(*)::int as n, count(*) filter (where ${UNEXPLAINED_GAP})::int as gaps, max(date) as last
                 from log_entries where cylinder_id = ? and deleted_at is null) s
        where c.id = ?`,
      [sqlKg(filledGrams), sqlKg(reclaimedGrams), cylinderId, cylinderId],
    );
  }

  private async revise(
    em: SqlExecutor,
    logEntryId: number,
    action: RevisionAction,
    actorId: number,
    changes: Record<string, { from: unknown; to: unknown }>,
    reason: string | null,
  ): Promise<void> {
    await em.execute(
      `insert into log_entry_revisions (log_entry_id, action, changed_by_id, changes, reason) values (?, ?, ?, ?::jsonb, ?)`,
      [logEntryId, action, actorId, JSON.stringify(changes), reason],
    );
  }

  private notEnoughContent(availableGrams: number, requestedGrams: number): AppError {
    const available = gramsToKg(availableGrams);
    const requested = gramsToKg(requestedGrams);
    return badRequest(
      'NOT_ENOUGH_CONTENT',
      `The cylinder holds ${available} kg: a fill-up of ${requested} kg is more than its content`,
      { available, requested },
    );
  }

  private deletedConflict(): AppError {
    return conflict('LOG_ENTRY_DELETED', 'This mutation has been deleted: it can no longer be changed');
  }
}
