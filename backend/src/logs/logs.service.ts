import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { AppError, badRequest, conflict, forbidden, notFound } from '../common/app-error';
import { CSV_BOM, csvFileName, csvLine } from '../common/csv';
import type { CsvLanguage } from '../common/csv-language';
import { LOGBOOK_CSV_HEADERS } from './logbook-csv';
import { csvFromCopy } from '../common/csv-line-ends';
import type { AuthUser } from '../common/current-user';
import { invalidWait } from '../common/queued-for';
import { Page, parseListQuery, type ListQueryDto } from '../common/list-query';
import type { Sql } from '../database/sql';
import {
  calibrationOverdue,
  can,
  certificateValidOn,
  changedFields,
  localDate,
  mutationDirection,
  SERVICING_BAN_WARNING,
  servicingBanFor,
  checkLogEntryDate,
  checkLogEntryWeights,
  savedBeforeWait,
  gramsToKg,
  kgText,
  mergeEditWeights,
  movesInstallationGas,
  toGrams,
  totalsDeltaGrams,
  weightGapKg,
  type InstallationStatus,
  type MutationType,
} from '../domain';
import type { CreateLogEntryDto, ExplainGapDto, UpdateLogEntryDto } from './dto/log-entry-input.dto';
import type { LogEntryDto } from './dto/log-entry.dto';
import type { LogEntryRevisionDto } from './dto/log-entry-revision.dto';
import { toLogEntryDto } from './log-entry.mapper';
import {
  LOG_LIST,
  LogsRepository,
  type LockForInsertRow,
  type Neighbour,
  type StoredEntry,
} from './logs.repository';
import { toRevisionDto } from '../common/revisions/revision-trail';
import { confirmSession } from '../auth/confirm-session';

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

/** An undated entry's date: `nowIso` less the time it waited on the phone before it was sent. */
function savedAtIso(nowIso: string, waitedMs: number): string {
  if (waitedMs === 0) return nowIso;
  const date = savedBeforeWait(new Date(nowIso), waitedMs);
  if (!date) throw invalidWait('the wait reaches back before 2000-01-01');
  return date.toISOString();
}

const userNotFound = (userId: number) =>
  badRequest('USER_NOT_FOUND', 'The fitter does not exist', { userId });
const userInactive = (userId: number) =>
  badRequest('USER_INACTIVE', 'The fitter is deactivated: choose an active user', { userId });
const instrumentNotFound = (instrumentId: number) =>
  new AppError('INSTRUMENT_NOT_FOUND', 'The instrument does not exist', { instrumentId }, undefined, 400);
const entryNotFound = () => notFound('Log entry', 'LOG_ENTRY_NOT_FOUND');

/**
 * The installation rules of an entry: a named installation exists, is active and holds the cylinder's gas;
 * with the setting requireInstallation on, a fill-up or reclaim (not a transfer) names one.
 */
function assertInstallation(
  installationId: number | null,
  installation: { status: InstallationStatus | null; gasMatches: boolean | null },
  mutationType: MutationType,
  requireInstallation: boolean,
): void {
  if (installationId === null) {
    if (requireInstallation && movesInstallationGas(mutationType))
      throw badRequest(
        'INSTALLATION_REQUIRED',
        'Name the installation the gas went into or came out of (installationId): the settings require it',
        { mutationType },
      );
    return;
  }
  if (installation.status === null)
    throw new AppError(
      'INSTALLATION_NOT_FOUND',
      'The installation does not exist',
      { installationId },
      undefined,
      400,
    );
  if (installation.status === 'DECOMMISSIONED')
    throw badRequest(
      'INSTALLATION_DECOMMISSIONED',
      'This installation has been decommissioned: it takes no new mutations',
      { installationId },
    );
  if (installation.gasMatches === false)
    throw badRequest(
      'INSTALLATION_GAS_MISMATCH',
      "The installation's refrigerant is not the cylinder's gas",
      { installationId },
    );
}

const certificateInvalid = (userId: number, day: string) =>
  new AppError(
    'CERTIFICATE_INVALID',
    `The fitter has no F-gas certificate valid on ${day}: the settings refuse uncertified work`,
    { userId, date: day },
    undefined,
    403,
  );

/**
 * The servicing ban of a fill-up into a named installation: a fill-up the ban covers is refused unless the
 * fitter acknowledged the warning. Answers whether the entry stores such an acknowledgement.
 */
function assertServicingBan(lock: LockForInsertRow, input: CreateLogEntryDto, day: string): boolean {
  if (mutationDirection(input.mutationType) !== 'OUT' || lock.installation_category === null) return false;
  const rule = servicingBanFor({
    category: lock.installation_category,
    gwp: lock.gas_gwp,
    origin: lock.content_origin ?? 'VIRGIN',
    on: day,
  });
  if (rule === null) return false;
  if (input.acknowledgeWarnings?.includes(SERVICING_BAN_WARNING)) return true;
  throw conflict(
    'SERVICING_BAN',
    `Gas with GWP ${lock.gas_gwp} may no longer be filled into this installation: confirm the exemption ` +
      `(acknowledgeWarnings: ["${SERVICING_BAN_WARNING}"]) to store it`,
    { gwp: lock.gas_gwp, category: lock.installation_category, origin: lock.content_origin, date: day },
  );
}

const kgOrNull = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : gramsToKg(toGrams(value));
/** Kilograms as the exact numeric text the repository stores. */
const kgTextOf = (kg: number): string => kgText(toGrams(kg));
const kgTextOrNull = (kg: number | null): string | null => (kg === null ? null : kgTextOf(kg));
const sameKg = (a: string | null, b: number | null): boolean =>
  a === null ? b === null : b !== null && toGrams(a) === toGrams(b);

/** The fields of an entry that its history records ({ field: { from, to } }). */
type EntrySnapshot = {
  mutationType: MutationType;
  installationId: number | null;
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
    installationId: row.installation_id,
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
  constructor(private readonly logs: LogsRepository) {}

  // ---- reads ---------------------------------------------------------------------------------------------

  async findOne(id: number, viewer: AuthUser): Promise<LogEntryDto> {
    const row = await this.logs.findRow(id);
    if (!row || (row.deleted && !can(viewer.role, 'logs:history'))) throw entryNotFound();
    return toLogEntryDto(row);
  }

  async history(id: number): Promise<LogEntryRevisionDto[]> {
    if (!(await this.logs.exists(id))) throw entryNotFound();
    const rows = await this.logs.revisions(id);
    return rows.map(toRevisionDto);
  }

  async list(query: ListQueryDto, viewer: AuthUser): Promise<Page<LogEntryDto>> {
    const params = parseListQuery(query, LOG_LIST);
    this.assertMaySeeDeleted(params.filter.includeDeleted, viewer);
    const { rows, total } = await this.logs.list(params);
    return new Page('logs', rows.map(toLogEntryDto), params.offset, total);
  }

  /**
   * The F-gas logbook as CSV: its header, then the entries oldest first as PostgreSQL's COPY writes them
   * (formatted in SQL, never the whole log in memory). Refuses a filter or a role before anything is sent.
   */
  async exportCsv(query: ListQueryDto, viewer: AuthUser, lang: CsvLanguage = 'en'): Promise<Readable> {
    const params = parseListQuery({ filter: query.filter }, LOG_LIST);
    this.assertMaySeeDeleted(params.filter.includeDeleted, viewer);
    const records = await this.logs.copyLogbookCsv(params, lang);
    return csvFromCopy(CSV_BOM + csvLine(LOGBOOK_CSV_HEADERS[lang]), records);
  }

  exportFileName(): string {
    return csvFileName('fgas-logbook');
  }

  /**
   * Recomputes every cylinder's totals from its log (pure SQL) and answers the cylinders whose stored
   * totals disagree. Empty when all is well; the benchmark and the tests call it.
   */
  async verifyTotals(): Promise<TotalsMismatch[]> {
    const rows = await this.logs.totalsMismatches();
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
   * Three round trips inside the transaction: lock the cylinder (and check the fitter and, on a
   * `@SessionConfirmedInWrite()` request, the signed-in user's session), read the entries
   * around the new date, then one statement that inserts, moves the totals, writes the revision and answers
   * the row. A back-dated entry changes the gap of the entry after it: one more update then.
   *
   * An entry without a date is dated now, or, when it waited `waitedMs` on the phone that saved it (a
   * queued write, header Queued-For-Ms), that long before now: the moment it was saved.
   */
  async create(input: CreateLogEntryDto, actor: AuthUser, waitedMs = 0): Promise<LogEntryDto> {
    if (input.date !== undefined) this.assertDate(new Date(input.date));
    const weights = checkLogEntryWeights(input);
    if (!weights.ok) throw badRequest(weights.code, weights.message, weights.params);
    const userId = input.userId ?? actor.id;
    const weightBefore = kgOrNull(input.weightBefore);
    const weightAfter = kgOrNull(input.weightAfter);
    const delta = totalsDeltaGrams(input.mutationType, weights.weightKg);

    const row = await this.logs.transaction(async (tx) => {
      const installationId = input.installationId ?? null;
      const instrumentId = input.instrumentId ?? null;
      const lock = await this.logs.lockForInsert(
        tx,
        userId,
        input.cylinderId,
        installationId,
        instrumentId,
        actor.id,
      );
      confirmSession(
        actor,
        lock.actor_active === null
          ? null
          : { active: lock.actor_active, tokenVersion: lock.actor_token_version!, role: lock.actor_role! },
      );
      // "Now" is the database's clock, the same for every API instance.
      const dateIso =
        input.date !== undefined ? new Date(input.date).toISOString() : savedAtIso(lock.now_iso, waitedMs);
      const tolerance = toleranceKg(lock.tolerance);
      if (lock.user_active === null) throw userNotFound(userId);
      if (!lock.user_active) throw userInactive(userId);
      if (lock.content === null)
        throw badRequest('CYLINDER_NOT_FOUND', 'Cylinder not found', { cylinderId: input.cylinderId });
      assertInstallation(
        installationId,
        { status: lock.installation_status, gasMatches: lock.installation_gas_matches },
        input.mutationType,
        lock.require_installation === true,
      );
      const available = toGrams(lock.content);
      if (delta.filled > available) throw this.notEnoughContent(available, delta.filled);
      const workDay = localDate(dateIso);
      const certificateWarning =
        movesInstallationGas(input.mutationType) &&
        !certificateValidOn(
          { number: lock.user_certificate_number, validUntil: lock.user_certificate_valid_until },
          workDay,
        );
      if (certificateWarning && lock.block_uncertified_work === true)
        throw certificateInvalid(userId, workDay);
      const servicingBanAcknowledged = assertServicingBan(lock, input, workDay);
      if (instrumentId !== null && lock.instrument_found === null) throw instrumentNotFound(instrumentId);
      // An overdue instrument does not block the entry: the entry says so (instrumentOverdue).
      const instrumentOverdue =
        instrumentId !== null && calibrationOverdue(lock.instrument_calibration_due, workDay);

      // Every stored entry of this cylinder has a smaller id than the new one (we hold the cylinder's lock).
      const { previous, next } = await this.logs.neighbours(tx, input.cylinderId, dateIso);
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
        installationId,
        workOrder: input.workOrder ?? null,
        weightBefore,
        weightAfter,
        weight: weights.weightKg,
        note: input.note ?? null,
        userId,
        date: dateIso,
      });
      return this.logs.insert(tx, {
        cylinderId: input.cylinderId,
        installationId,
        mutationType: input.mutationType,
        workOrder: input.workOrder ?? null,
        weight: kgTextOf(weights.weightKg),
        weightBefore: kgTextOrNull(weightBefore),
        weightAfter: kgTextOrNull(weightAfter),
        weightGap: kgTextOrNull(gap),
        note: input.note ?? null,
        userId,
        enteredById: actor.id,
        date: dateIso,
        filled: kgText(delta.filled),
        reclaimed: kgText(delta.reclaimed),
        gapCountDelta,
        changes: JSON.stringify(changedFields({}, created)),
        fitterCertificateNumber: lock.user_certificate_number,
        companyCertificateNumber: lock.company_certificate_number,
        certificateWarning,
        servicingBanAcknowledged,
        instrumentId,
        instrumentOverdue,
      });
    });
    return toLogEntryDto(row);
  }

  async update(id: number, input: UpdateLogEntryDto, actor: AuthUser): Promise<LogEntryDto> {
    if (input.userId !== undefined) await this.assertActiveUser(input.userId);
    await this.logs.transaction(async (tx) => {
      const stored = await this.lockEntry(tx, id);
      if (stored.deleted) throw this.deletedConflict();
      const tolerance = toleranceKg(await this.logs.tolerance(tx));

      const merged = mergeEditWeights(
        {
          mutationType: stored.mutation_type,
          weightBefore: kgOrNull(stored.weight_before),
          weightAfter: kgOrNull(stored.weight_after),
          weight: kgOrNull(stored.weight),
        },
        input,
      );
      const weights = checkLogEntryWeights(merged);
      if (!weights.ok) throw badRequest(weights.code, weights.message, weights.params);
      const dateIso = input.date !== undefined ? new Date(input.date).toISOString() : stored.date_iso;
      if (input.date !== undefined) this.assertDate(new Date(dateIso));
      const before = storedSnapshot(stored);
      const installationId =
        input.installationId !== undefined ? input.installationId : stored.installation_id;
      const installationChanged = installationId !== stored.installation_id;
      if (installationChanged || input.mutationType !== undefined) {
        const named =
          installationId !== null && installationChanged
            ? await this.logs.installationForEntry(tx, installationId, stored.cylinder_id)
            : undefined;
        assertInstallation(
          installationId,
          installationChanged
            ? { status: named?.status ?? null, gasMatches: named?.gas_matches ?? null }
            : // An entry keeps the installation it names, also once that installation is decommissioned.
              { status: 'ACTIVE', gasMatches: true },
          merged.mutationType,
          await this.logs.requireInstallation(tx),
        );
      }
      const after = snapshot({
        mutationType: merged.mutationType,
        installationId,
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
      const available = toGrams(await this.logs.content(tx, stored.cylinder_id));
      const contentAfter = available - filledChange + reclaimedChange;
      if (contentAfter < 0 && contentAfter < available)
        throw this.notEnoughContent(available + oldDelta.filled - oldDelta.reclaimed, newDelta.filled);

      const { next: oldNext } = await this.logs.neighbours(tx, stored.cylinder_id, stored.date_raw, id);
      await this.logs.update(tx, id, {
        mutationType: after.mutationType,
        installationId: after.installationId,
        workOrder: after.workOrder,
        weight: kgTextOf(after.weight),
        weightBefore: kgTextOrNull(after.weightBefore),
        weightAfter: kgTextOrNull(after.weightAfter),
        note: after.note,
        userId: after.userId,
        date: dateIso,
      });
      const moved = await this.logs.neighbourRow(tx, id);
      const { next: newNext } = await this.logs.neighbours(tx, stored.cylinder_id, moved.date_raw, id);
      const affected = new Map<number, Neighbour>([[id, moved]]);
      if (oldNext) affected.set(oldNext.id, oldNext);
      if (newNext) affected.set(newNext.id, newNext);
      for (const entry of affected.values()) {
        // The edited entry's lost explanation goes into its own EDIT revision; a neighbour's gets one of its own.
        const explanation = entry.gap_explanation;
        const cleared = await this.refreshGap(tx, entry, tolerance, entry.id === id ? null : actor.id);
        if (entry.id === id && cleared) changes.gapExplanation = { from: explanation, to: null };
      }

      await this.logs.moveTotals(tx, stored.cylinder_id, kgText(filledChange), kgText(reclaimedChange));
      await this.logs.revise(tx, id, 'EDIT', actor.id, changes, input.reason ?? null);
    });
    return (await this.fetchDto(id))!;
  }

  async remove(id: number, reason: string | null, actor: AuthUser): Promise<LogEntryDto> {
    await this.logs.transaction(async (tx) => {
      const stored = await this.lockEntry(tx, id);
      if (stored.deleted) throw this.deletedConflict();
      const tolerance = toleranceKg(await this.logs.tolerance(tx));
      await this.logs.markDeleted(tx, id, actor.id, reason);
      const { next } = await this.logs.neighbours(tx, stored.cylinder_id, stored.date_raw, id);
      if (next) await this.refreshGap(tx, next, tolerance, actor.id);
      const delta = totalsDeltaGrams(stored.mutation_type, stored.weight);
      await this.logs.moveTotals(tx, stored.cylinder_id, kgText(-delta.filled), kgText(-delta.reclaimed));
      await this.logs.revise(tx, id, 'DELETE', actor.id, { deleted: { from: false, to: true } }, reason);
    });
    return (await this.fetchDto(id))!;
  }

  /**
   * An administrator explains an entry's weight gap: the gap stays on the entry (the record keeps what was
   * weighed) but no longer counts on its cylinder (hasWeightGap, the dashboard banner). Recorded as an
   * EXPLAIN_GAP revision.
   */
  async explainGap(id: number, input: ExplainGapDto, actor: AuthUser): Promise<LogEntryDto> {
    await this.logs.transaction(async (tx) => {
      const stored = await this.lockEntry(tx, id);
      if (stored.deleted) throw entryNotFound();
      if (stored.weight_gap === null)
        throw conflict('NO_WEIGHT_GAP', 'This mutation has no weight gap to explain');
      if (stored.gap_explanation !== null)
        throw conflict('GAP_ALREADY_EXPLAINED', "This mutation's weight gap has already been explained");
      await this.logs.explainGap(tx, stored, actor.id, input.explanation);
      await this.logs.revise(
        tx,
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
    const row = await this.logs.findRow(id);
    return row ? toLogEntryDto(row) : null;
  }

  private assertMaySeeDeleted(includeDeleted: unknown, viewer: AuthUser): void {
    if (includeDeleted === true && !can(viewer.role, 'logs:history')) {
      throw forbidden('FORBIDDEN', 'Only administrators can see deleted mutations');
    }
  }

  private assertDate(date: Date): void {
    const check = checkLogEntryDate(date, new Date());
    if (!check.ok)
      throw new AppError('VALIDATION_FAILED', check.message, undefined, { date: [check.message] });
  }

  private async assertActiveUser(userId: number): Promise<void> {
    const active = await this.logs.userActive(userId);
    if (active === null) throw userNotFound(userId);
    if (!active) throw userInactive(userId);
  }

  private async lockEntry(tx: Sql, id: number): Promise<StoredEntry> {
    const stored = await this.logs.lockEntry(tx, id);
    if (!stored) throw entryNotFound();
    return stored;
  }

  /**
   * Recomputes one live entry's gap against its current predecessor; answers whether that cleared an
   * explanation (see {@link setGap}).
   */
  private async refreshGap(
    tx: Sql,
    entry: Neighbour,
    tolerance: number,
    reviseAs: number | null,
  ): Promise<boolean> {
    const { previous } = await this.logs.neighbours(tx, entry.cylinder_id, entry.date_raw, entry.id);
    const before = entry.gap_explanation;
    await this.setGap(
      tx,
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
    tx: Sql,
    entry: Neighbour,
    gap: number | null,
    reviseAs: number | null,
  ): Promise<number> {
    if (sameKg(entry.weight_gap, gap)) return 0;
    const counted = entry.weight_gap !== null && entry.gap_explanation === null ? 1 : 0;
    const gapText = kgTextOrNull(gap);
    await this.logs.setGap(tx, entry.id, gapText);
    const explanation = entry.gap_explanation;
    entry.weight_gap = gapText;
    entry.gap_explanation = null;
    if (explanation !== null && reviseAs !== null)
      await this.logs.revise(
        tx,
        entry.id,
        'EDIT',
        reviseAs,
        { gapExplanation: { from: explanation, to: null } },
        null,
      );
    return (gap === null ? 0 : 1) - counted;
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
