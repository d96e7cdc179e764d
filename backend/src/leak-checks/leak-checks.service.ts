import { Injectable } from '@nestjs/common';
import { AppError, badRequest, conflict, forbidden, notFound } from '../common/app-error';
import type { AuthUser } from '../common/current-user';
import { Page, parseListQuery, type ListQueryDto } from '../common/list-query';
import type { Sql } from '../database/sql';
import { calibrationOverdue, can, certificateValidOn, changedFields } from '../domain';
import { InstallationSchedules } from '../installations/installation-schedules';
import type { CreateLeakCheckDto, UpdateLeakCheckDto } from './dto/leak-check-input.dto';
import type { LeakCheckRevisionDto } from './dto/leak-check-revision.dto';
import type { LeakCheckDto } from './dto/leak-check.dto';
import { toLeakCheckDto } from './leak-check.mapper';
import {
  LEAK_CHECK_LIST,
  LeakChecksRepository,
  type CheckedInstallation,
  type LeakCheckFields,
  type StoredLeakCheck,
} from './leak-checks.repository';
import { toRevisionDto } from '../common/revisions/revision-trail';

const leakCheckNotFound = () => notFound('Leak check', 'LEAK_CHECK_NOT_FOUND');
const installationNotFound = (installationId: number) =>
  new AppError(
    'INSTALLATION_NOT_FOUND',
    'The installation does not exist',
    { installationId },
    undefined,
    400,
  );
const invalidField = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, undefined, { [field]: [message] });

function storedFields(row: StoredLeakCheck): LeakCheckFields {
  return {
    checkedOn: row.checked_on,
    userId: row.user_id,
    result: row.result,
    method: row.method,
    leakLocation: row.leak_location,
    repairedOn: row.repaired_on,
    repairDescription: row.repair_description,
    followUpOfId: row.follow_up_of_id,
    note: row.note,
  };
}

/**
 * Leak checks are append-only like log entries: fitters and administrators record them, administrators
 * correct (the earlier values go into the history) or void them (kept, with the reason). Every write
 * locks the installation and rewrites its stored schedule in the same transaction.
 */
@Injectable()
export class LeakChecksService {
  constructor(
    private readonly checks: LeakChecksRepository,
    private readonly schedules: InstallationSchedules,
  ) {}

  async list(query: ListQueryDto, viewer: AuthUser): Promise<Page<LeakCheckDto>> {
    const params = parseListQuery(query, LEAK_CHECK_LIST);
    if (params.filter.includeVoided === true && !can(viewer.role, 'leak-checks:history'))
      throw forbidden('FORBIDDEN', 'Only administrators can see voided leak checks');
    const { rows, total } = await this.checks.list(params);
    return new Page('leak-checks', rows.map(toLeakCheckDto), params.offset, total);
  }

  async findOne(id: number, viewer: AuthUser): Promise<LeakCheckDto> {
    const row = await this.checks.findRow(id);
    if (!row || (row.voided && !can(viewer.role, 'leak-checks:history'))) throw leakCheckNotFound();
    return toLeakCheckDto(row);
  }

  async history(id: number): Promise<LeakCheckRevisionDto[]> {
    if (!(await this.checks.findRow(id))) throw leakCheckNotFound();
    const rows = await this.checks.revisions(id);
    return rows.map(toRevisionDto);
  }

  async create(input: CreateLeakCheckDto, actor: AuthUser): Promise<LeakCheckDto> {
    const fields: LeakCheckFields = {
      checkedOn: input.checkedOn,
      userId: input.userId ?? actor.id,
      result: input.result,
      method: input.method ?? null,
      leakLocation: input.leakLocation ?? null,
      repairedOn: input.repairedOn ?? null,
      repairDescription: input.repairDescription ?? null,
      followUpOfId: input.followUpOfId ?? null,
      note: input.note ?? null,
    };
    const row = await this.checks.transaction(async (tx) => {
      const installation = await this.checks.lockInstallation(tx, input.installationId);
      if (!installation) throw installationNotFound(input.installationId);
      if (installation.status === 'DECOMMISSIONED')
        throw badRequest(
          'INSTALLATION_DECOMMISSIONED',
          'This installation has been decommissioned: it takes no new leak checks',
          { installationId: installation.id },
        );
      await this.assertFields(tx, installation, fields, null);
      const instrumentId = input.instrumentId ?? null;
      const certificates = await this.checks.certificates(tx, fields.userId, instrumentId);
      if (instrumentId !== null && certificates.instrument_found === null)
        throw new AppError(
          'INSTRUMENT_NOT_FOUND',
          'The instrument does not exist',
          { instrumentId },
          undefined,
          400,
        );
      const certificateWarning = !certificateValidOn(
        {
          number: certificates.user_certificate_number,
          validUntil: certificates.user_certificate_valid_until,
        },
        fields.checkedOn,
      );
      if (certificateWarning && certificates.block_uncertified_work)
        throw new AppError(
          'CERTIFICATE_INVALID',
          `The fitter has no F-gas certificate valid on ${fields.checkedOn}: the settings refuse uncertified work`,
          { userId: fields.userId, date: fields.checkedOn },
          undefined,
          403,
        );
      const id = await this.checks.insert(
        tx,
        installation.id,
        actor.id,
        fields,
        {
          fitterCertificateNumber: certificates.user_certificate_number,
          companyCertificateNumber: certificates.company_certificate_number,
          certificateWarning,
        },
        {
          instrumentId,
          // An overdue instrument does not block the check: the check says so.
          instrumentOverdue:
            instrumentId !== null &&
            calibrationOverdue(certificates.instrument_calibration_due, fields.checkedOn),
        },
      );
      await this.checks.revise(tx, id, 'CREATE', actor.id, changedFields({}, { ...fields }), null);
      await this.schedules.refresh(tx, installation.id);
      return this.checks.findRow(id, tx);
    });
    return toLeakCheckDto(row!);
  }

  /** An administrator's correction; the earlier values are kept in the check's history. */
  async update(id: number, input: UpdateLeakCheckDto, actor: AuthUser): Promise<LeakCheckDto> {
    const row = await this.checks.transaction(async (tx) => {
      const { installation, stored } = await this.lockCheck(tx, id);
      const before = storedFields(stored);
      const pick = <K extends keyof LeakCheckFields>(key: K): LeakCheckFields[K] =>
        input[key] !== undefined ? (input[key] as LeakCheckFields[K]) : before[key];
      const after: LeakCheckFields = {
        checkedOn: pick('checkedOn'),
        userId: pick('userId'),
        result: pick('result'),
        method: pick('method'),
        leakLocation: pick('leakLocation'),
        repairedOn: pick('repairedOn'),
        repairDescription: pick('repairDescription'),
        followUpOfId: pick('followUpOfId'),
        note: pick('note'),
      };
      const changes = changedFields({ ...before }, { ...after });
      if (Object.keys(changes).length > 0) {
        await this.assertFields(tx, installation, after, id);
        await this.checks.update(tx, id, after);
        await this.checks.revise(tx, id, 'EDIT', actor.id, changes, input.reason ?? null);
        await this.schedules.refresh(tx, installation.id);
      }
      return this.checks.findRow(id, tx);
    });
    return toLeakCheckDto(row!);
  }

  /** Voids a check (administrators): kept with the reason, no longer counted in the schedule. */
  async void(id: number, reason: string, actor: AuthUser): Promise<LeakCheckDto> {
    const row = await this.checks.transaction(async (tx) => {
      const { installation } = await this.lockCheck(tx, id);
      await this.checks.markVoid(tx, id, actor.id, reason);
      await this.checks.revise(tx, id, 'VOID', actor.id, { voided: { from: false, to: true } }, reason);
      await this.schedules.refresh(tx, installation.id);
      return this.checks.findRow(id, tx);
    });
    return toLeakCheckDto(row!);
  }

  // ---- helpers -------------------------------------------------------------------------------------------

  /** Locks the check's installation, then reads the check under that lock; a voided check: 409. */
  private async lockCheck(
    tx: Sql,
    id: number,
  ): Promise<{ installation: CheckedInstallation; stored: StoredLeakCheck }> {
    const installationId = await this.checks.installationOf(tx, id);
    if (installationId === undefined) throw leakCheckNotFound();
    const installation = await this.checks.lockInstallation(tx, installationId);
    const stored = await this.checks.stored(tx, id);
    if (!installation || !stored) throw leakCheckNotFound();
    if (stored.voided)
      throw conflict('LEAK_CHECK_VOIDED', 'This leak check has been voided: it can no longer be changed');
    return { installation, stored };
  }

  private async assertFields(
    tx: Sql,
    installation: CheckedInstallation,
    fields: LeakCheckFields,
    selfId: number | null,
  ): Promise<void> {
    const active = await this.checks.userActive(tx, fields.userId);
    if (active === null)
      throw badRequest('USER_NOT_FOUND', 'The fitter does not exist', { userId: fields.userId });
    if (!active)
      throw badRequest('USER_INACTIVE', 'The fitter is deactivated: choose an active user', {
        userId: fields.userId,
      });
    if (installation.installed_on !== null && fields.checkedOn < installation.installed_on)
      throw invalidField('checkedOn', 'checkedOn must not be before the installation date');
    if (fields.repairedOn !== null) {
      if (fields.result !== 'LEAK_FOUND')
        throw invalidField('repairedOn', 'repairedOn is only for a check that found a leak (LEAK_FOUND)');
      if (fields.repairedOn < fields.checkedOn)
        throw invalidField('repairedOn', 'repairedOn must not be before checkedOn');
    }
    if (fields.followUpOfId !== null) {
      const followed = await this.checks.followed(tx, fields.followUpOfId);
      if (
        !followed ||
        followed.voided ||
        followed.installation_id !== installation.id ||
        followed.id === selfId
      )
        throw badRequest(
          'FOLLOW_UP_NOT_FOUND',
          'followUpOfId must name a live leak check of the same installation',
          { followUpOfId: fields.followUpOfId },
        );
      if (followed.checked_on > fields.checkedOn)
        throw invalidField('checkedOn', 'A follow-up check must not be dated before the check it re-checks');
    }
  }
}
