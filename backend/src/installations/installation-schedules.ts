import { Injectable } from '@nestjs/common';
import { companyToday } from '../common/calendar-date';
import type { Sql } from '../database/sql';
import { leakCheckSchedule, type IsoDate, type LeakCheckSchedule } from '../domain';
import {
  InstallationsRepository,
  type ScheduleCheckRow,
  type ScheduleSubjectRow,
} from './installations.repository';

/**
 * The schedule of one installation from its stored circuit and refrigerant and its live checks, on `today`
 * (only the status depends on it). Also run by the benchmark, which stores and verifies its data set's
 * schedules with it.
 */
export function scheduleOf(
  subject: ScheduleSubjectRow,
  checks: readonly ScheduleCheckRow[],
  today: IsoDate,
): LeakCheckSchedule {
  return leakCheckSchedule(
    {
      chargeKg: subject.charge_kg,
      gwp: subject.gwp,
      refrigerantType: subject.refrigerant_type,
      hermeticallySealed: subject.hermetically_sealed,
      leakDetectionSystem: subject.leak_detection_system,
      decommissioned: subject.status === 'DECOMMISSIONED',
      installedOn: subject.installed_on,
      registeredOn: subject.registered_on,
    },
    checks.map((check) => ({
      checkedOn: check.checked_on,
      result: check.result,
      repairedOn: check.repaired_on,
    })),
    today,
  );
}

/**
 * Keeps an installation's stored schedule (interval, last check, next due, unrepaired leak) equal to what the domain's
 * leakCheckSchedule computes from its circuit, its refrigerant and its live leak checks. Every write that
 * changes one of those calls it inside its own transaction, after the change.
 */
@Injectable()
export class InstallationSchedules {
  constructor(private readonly installations: InstallationsRepository) {}

  async refresh(tx: Sql, id: number): Promise<void> {
    const { subject, checks } = await this.installations.scheduleInputs(tx, id);
    if (!subject) return;
    const schedule = scheduleOf(subject, checks, companyToday());
    await this.installations.storeSchedule(tx, id, {
      intervalMonths: schedule.intervalMonths,
      lastLeakCheckOn: schedule.lastLeakCheckOn,
      nextLeakCheckDue: schedule.nextLeakCheckDue,
      leakUnrepairedSince: schedule.leakUnrepairedSince,
    });
  }

  /** After a refrigerant's GWP or type changed: every installation that uses it, in one transaction. */
  refreshOfRefrigerant(refrigerantId: number): Promise<void> {
    return this.installations.transaction(async (tx) => {
      for (const id of await this.installations.idsOfRefrigerant(tx, refrigerantId))
        await this.refresh(tx, id);
    });
  }
}
