import { addDays, addMonths, daysBetween, minDate, type IsoDate } from './calendar';
import { toGrams } from './weights';

/**
 * Leak-check schedule of one installation (one refrigerant circuit) under Regulation (EU) 2024/573 Art. 5
 * and the leak-detection duty of Art. 6.
 *
 * Gases listed in Annex I are banded by the charge's CO2e: 5 to < 50 t every 12 months, 50 to < 500 t
 * every 6, 500 t or more every 3; a leak detection system halves the frequency (24 / 12 / 6 months).
 * Annex II group 1 gases (the HFOs: GWP too small to band by CO2e) are banded by kilograms instead:
 * 1 to < 10 kg, 10 to < 100 kg and 100 kg or more, with the same months. Hermetically sealed equipment
 * is exempt below 10 t CO2e (HFOs: below 2 kg). A leak detection system is required from 500 t CO2e
 * (HFOs: from 100 kg). After a repair, a follow-up check is due no sooner than 24 hours and within a month.
 */
export const LEAK_CHECK_STATUSES = [
  'LEAK_UNREPAIRED',
  'EXEMPT',
  'OK',
  'DUE_SOON',
  'OVERDUE',
  'NEVER_CHECKED',
] as const;
export type LeakCheckStatus = (typeof LEAK_CHECK_STATUSES)[number];

export const LEAK_CHECK_RESULTS = ['NO_LEAK', 'LEAK_FOUND'] as const;
export type LeakCheckResult = (typeof LEAK_CHECK_RESULTS)[number];

/** Why an installation has the interval it has: shown beside the interval so a fitter can check it. */
export type LeakCheckBasis = 'CO2E' | 'HFO_KG' | 'BELOW_THRESHOLD' | 'HERMETIC' | 'NO_GWP';

/** Days before the due date from which a check counts as due soon. */
export const LEAK_CHECK_DUE_SOON_DAYS = 30;

export interface LeakCheckSubject {
  chargeKg: number | string;
  /** GWP of the refrigerant; null when unknown. */
  gwp: number | null;
  /** Refrigerant type: 'HFO' marks an Annex II group 1 gas, banded by kilograms. */
  refrigerantType: string | null;
  hermeticallySealed: boolean;
  leakDetectionSystem: boolean;
}

export interface LeakCheckRequirement {
  /** Months between checks; null when no check is required. */
  intervalMonths: number | null;
  leakDetectionRequired: boolean;
  basis: LeakCheckBasis;
}

/** Band thresholds, lowest first, and the months without / with a leak detection system. */
const BANDS = [
  { months: 12, withDetection: 24 },
  { months: 6, withDetection: 12 },
  { months: 3, withDetection: 6 },
] as const;

/** Grams of CO2e (charge grams x GWP) at which each band starts: 5, 50, 500 t. */
const CO2E_BAND_STARTS_G = [5_000_000, 50_000_000, 500_000_000] as const;
const CO2E_HERMETIC_EXEMPT_BELOW_G = 10_000_000;
/** Grams of charge at which each HFO band starts: 1, 10, 100 kg. */
const HFO_BAND_STARTS_G = [1_000, 10_000, 100_000] as const;
const HFO_HERMETIC_EXEMPT_BELOW_G = 2_000;

export function isKgBandedGas(refrigerantType: string | null): boolean {
  return refrigerantType?.trim().toUpperCase() === 'HFO';
}

/** The charge's CO2e in grams (exact for whole GWPs: grams x GWP). */
export function chargeCo2eGrams(chargeKg: number | string, gwp: number): number {
  return toGrams(chargeKg) * gwp;
}

function band(amount: number, starts: readonly number[]): number {
  let index = -1;
  starts.forEach((start, i) => {
    if (amount >= start) index = i;
  });
  return index;
}

export function leakCheckRequirement(subject: LeakCheckSubject): LeakCheckRequirement {
  const none = (basis: LeakCheckBasis): LeakCheckRequirement => ({
    intervalMonths: null,
    leakDetectionRequired: false,
    basis,
  });
  const chargeGrams = toGrams(subject.chargeKg);
  const kgBanded = isKgBandedGas(subject.refrigerantType);
  let amount: number;
  let starts: readonly number[];
  let hermeticExemptBelow: number;
  if (kgBanded) {
    amount = chargeGrams;
    starts = HFO_BAND_STARTS_G;
    hermeticExemptBelow = HFO_HERMETIC_EXEMPT_BELOW_G;
  } else {
    if (subject.gwp === null || !Number.isFinite(subject.gwp)) return none('NO_GWP');
    amount = chargeGrams * subject.gwp;
    starts = CO2E_BAND_STARTS_G;
    hermeticExemptBelow = CO2E_HERMETIC_EXEMPT_BELOW_G;
  }
  const index = band(amount, starts);
  if (index < 0) return none('BELOW_THRESHOLD');
  if (subject.hermeticallySealed && amount < hermeticExemptBelow) return none('HERMETIC');
  const months = subject.leakDetectionSystem ? BANDS[index].withDetection : BANDS[index].months;
  return {
    intervalMonths: months,
    leakDetectionRequired: index === BANDS.length - 1,
    basis: kgBanded ? 'HFO_KG' : 'CO2E',
  };
}

/** A check as the schedule needs it (voided checks are left out by the caller). */
export interface LeakCheckRecord {
  checkedOn: IsoDate;
  result: LeakCheckResult;
  repairedOn?: IsoDate | null;
}

/** The window in which the follow-up check after a repair must happen. */
export function followUpWindow(repairedOn: IsoDate): { earliest: IsoDate; latest: IsoDate } {
  return { earliest: addDays(repairedOn, 1), latest: addMonths(repairedOn, 1) };
}

/**
 * The repair still waiting for its follow-up check: the latest repaired leak with no check on or after
 * the window's first day. Null when every repair has been re-checked.
 */
export function pendingFollowUp(checks: readonly LeakCheckRecord[]): { repairedOn: IsoDate } | null {
  let pending: IsoDate | null = null;
  for (const check of checks) {
    if (check.result === 'LEAK_FOUND' && check.repairedOn && (!pending || check.repairedOn > pending))
      pending = check.repairedOn;
  }
  if (!pending) return null;
  const { earliest } = followUpWindow(pending);
  return checks.some((check) => check.checkedOn >= earliest) ? null : { repairedOn: pending };
}

/**
 * The day since which a leak found has waited for its repair: the first live check that found a leak,
 * recorded no repair, and was found after the latest repair on record (a repair recorded on any check counts
 * for the leaks found on or before its day). A later check that finds no leak does not close it: the repair
 * has to be recorded. Null when every leak found has a repair on record.
 */
export function unrepairedLeakSince(checks: readonly LeakCheckRecord[]): IsoDate | null {
  let latestRepair: IsoDate | null = null;
  for (const check of checks)
    if (check.repairedOn && (latestRepair === null || check.repairedOn > latestRepair))
      latestRepair = check.repairedOn;
  let since: IsoDate | null = null;
  for (const check of checks)
    if (
      check.result === 'LEAK_FOUND' &&
      !check.repairedOn &&
      (latestRepair === null || check.checkedOn > latestRepair) &&
      (since === null || check.checkedOn < since)
    )
      since = check.checkedOn;
  return since;
}

export interface LeakCheckSchedule extends LeakCheckRequirement {
  lastLeakCheckOn: IsoDate | null;
  nextLeakCheckDue: IsoDate | null;
  /** The day the leak still waiting for its repair was found (see {@link unrepairedLeakSince}). */
  leakUnrepairedSince: IsoDate | null;
  leakCheckStatus: LeakCheckStatus;
}

/** The installation as its schedule needs it, beside its circuit. */
export interface ScheduledInstallation extends LeakCheckSubject {
  installedOn?: IsoDate | null;
  /** The calendar day it was registered: where a never-checked installation counts from without installedOn. */
  registeredOn?: IsoDate | null;
  /** A decommissioned installation keeps the interval it had, but nothing is due any more. */
  decommissioned?: boolean;
}

/**
 * Next due date and status on `today`. The next check is due one interval after the last one; never
 * checked, one interval after installation (or, without an installation date, after the day it was
 * registered); earlier when a repair's follow-up is pending. A leak found and not yet repaired puts the
 * status at LEAK_UNREPAIRED until the repair is recorded, whatever is due. Decommissioned: the interval it
 * had, no due date, and the status it had apart from being due (OK, NEVER_CHECKED, EXEMPT, LEAK_UNREPAIRED).
 */
export function leakCheckSchedule(
  subject: ScheduledInstallation,
  checks: readonly LeakCheckRecord[],
  today: IsoDate,
): LeakCheckSchedule {
  const requirement = leakCheckRequirement(subject);
  const lastLeakCheckOn = checks.reduce<IsoDate | null>(
    (last, check) => (last === null || check.checkedOn > last ? check.checkedOn : last),
    null,
  );
  const leakUnrepairedSince = unrepairedLeakSince(checks);
  let nextLeakCheckDue: IsoDate | null = null;
  if (requirement.intervalMonths !== null && !subject.decommissioned) {
    const from = lastLeakCheckOn ?? subject.installedOn ?? subject.registeredOn ?? null;
    nextLeakCheckDue = from ? addMonths(from, requirement.intervalMonths) : null;
    const followUp = pendingFollowUp(checks);
    if (followUp) {
      const { latest } = followUpWindow(followUp.repairedOn);
      nextLeakCheckDue = nextLeakCheckDue ? minDate(nextLeakCheckDue, latest) : latest;
    }
  }
  return {
    ...requirement,
    lastLeakCheckOn,
    nextLeakCheckDue,
    leakUnrepairedSince,
    leakCheckStatus: leakCheckStatusOn(
      {
        intervalMonths: requirement.intervalMonths,
        lastLeakCheckOn,
        nextLeakCheckDue,
        leakUnrepairedSince,
      },
      today,
    ),
  };
}

/** The stored schedule of an installation, as its status is read from it. */
export interface StoredLeakCheckSchedule {
  intervalMonths: number | null;
  lastLeakCheckOn: IsoDate | null;
  nextLeakCheckDue: IsoDate | null;
  leakUnrepairedSince: IsoDate | null;
}

/** The status of a stored schedule on `today`: the rule {@link leakCheckStatusSql} writes in SQL. */
export function leakCheckStatusOn(stored: StoredLeakCheckSchedule, today: IsoDate): LeakCheckStatus {
  if (stored.leakUnrepairedSince !== null) return 'LEAK_UNREPAIRED';
  if (stored.intervalMonths === null) return 'EXEMPT';
  if (stored.nextLeakCheckDue !== null) {
    const days = daysBetween(today, stored.nextLeakCheckDue);
    if (days < 0) return 'OVERDUE';
    if (days <= LEAK_CHECK_DUE_SOON_DAYS) return 'DUE_SOON';
  }
  return stored.lastLeakCheckOn === null ? 'NEVER_CHECKED' : 'OK';
}

/**
 * SQL twin of {@link leakCheckStatusOn}, on an installation row that stores its schedule
 * (`<alias>.leak_check_interval_months`, `last_leak_check_on`, `next_leak_check_due`, `leak_unrepaired_since`)
 * against `today`, an SQL date expression. Each status is a condition of its own, so a filter on OVERDUE or
 * DUE_SOON is a range on the stored due date (an index scan), not a status computed for every installation.
 */
export function leakCheckStatusConditionSql(alias: string, status: LeakCheckStatus, today: string): string {
  const interval = `${alias}.leak_check_interval_months`;
  const last = `${alias}.last_leak_check_on`;
  const due = `${alias}.next_leak_check_due`;
  const unrepaired = `${alias}.leak_unrepaired_since`;
  const scheduled = `${unrepaired} is null and ${interval} is not null`;
  const notDue = `(${due} is null or ${due} > ${today} + ${LEAK_CHECK_DUE_SOON_DAYS})`;
  switch (status) {
    case 'LEAK_UNREPAIRED':
      return `${unrepaired} is not null`;
    case 'EXEMPT':
      return `${unrepaired} is null and ${interval} is null`;
    case 'OVERDUE':
      return `${scheduled} and ${due} < ${today}`;
    case 'DUE_SOON':
      return `${scheduled} and ${due} >= ${today} and ${due} <= ${today} + ${LEAK_CHECK_DUE_SOON_DAYS}`;
    case 'NEVER_CHECKED':
      return `${scheduled} and ${last} is null and ${notDue}`;
    case 'OK':
      return `${scheduled} and ${last} is not null and ${notDue}`;
  }
}

/** The status itself as one SQL expression (the same conditions, in the order of {@link leakCheckStatusOn}). */
export function leakCheckStatusSql(alias: string, today: string): string {
  const order: LeakCheckStatus[] = ['LEAK_UNREPAIRED', 'EXEMPT', 'OVERDUE', 'DUE_SOON', 'NEVER_CHECKED'];
  const cases = order
    .map((s) => `when ${leakCheckStatusConditionSql(alias, s, today)} then '${s}'`)
    .join(' ');
  return `(case ${cases} else 'OK' end)`;
}

/** How a leak check was made: a direct method (a detector, bubbles, UV dye), indirect, or a fixed system. */
export const LEAK_CHECK_METHODS = [
  'ELECTRONIC_DETECTOR',
  'BUBBLE_SOLUTION',
  'UV_DYE',
  'INDIRECT',
  'LEAK_DETECTION_SYSTEM',
] as const;
export type LeakCheckMethod = (typeof LEAK_CHECK_METHODS)[number];
