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
export const LEAK_CHECK_STATUSES = ['EXEMPT', 'OK', 'DUE_SOON', 'OVERDUE', 'NEVER_CHECKED'] as const;
export type LeakCheckStatus = (typeof LEAK_CHECK_STATUSES)[number];

export const LEAK_CHECK_RESULTS = ['NO_LEAK', 'LEAK_FOUND'] as const;
export type LeakCheckResult = (typeof LEAK_CHECK_RESULTS)[number];

/** Why an installation has the interval it has: shown beside the interval so a fitter can check it. */
export type LeakCheckBasis = 'CO2E' | 'HFO_KG' | 'BELOW_THRESHOLD' | 'HERMETIC' | 'NO_GWP' | 'DECOMMISSIONED';

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
  decommissioned?: boolean;
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
  if (subject.decommissioned) return none('DECOMMISSIONED');
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

export interface LeakCheckSchedule extends LeakCheckRequirement {
  lastLeakCheckOn: IsoDate | null;
  nextLeakCheckDue: IsoDate | null;
  leakCheckStatus: LeakCheckStatus;
}

/**
 * Next due date and status on `today`. The next check is due one interval after the last one (or after
 * installation when never checked), earlier when a repair's follow-up is pending.
 */
export function leakCheckSchedule(
  subject: LeakCheckSubject & { installedOn?: IsoDate | null },
  checks: readonly LeakCheckRecord[],
  today: IsoDate,
): LeakCheckSchedule {
  const requirement = leakCheckRequirement(subject);
  const lastLeakCheckOn = checks.reduce<IsoDate | null>(
    (last, check) => (last === null || check.checkedOn > last ? check.checkedOn : last),
    null,
  );
  if (requirement.intervalMonths === null)
    return { ...requirement, lastLeakCheckOn, nextLeakCheckDue: null, leakCheckStatus: 'EXEMPT' };
  const from = lastLeakCheckOn ?? subject.installedOn ?? null;
  let nextLeakCheckDue = from ? addMonths(from, requirement.intervalMonths) : null;
  const followUp = pendingFollowUp(checks);
  if (followUp) {
    const { latest } = followUpWindow(followUp.repairedOn);
    nextLeakCheckDue = nextLeakCheckDue ? minDate(nextLeakCheckDue, latest) : latest;
  }
  return {
    ...requirement,
    lastLeakCheckOn,
    nextLeakCheckDue,
    leakCheckStatus: leakCheckStatusOn(lastLeakCheckOn !== null, nextLeakCheckDue, today),
  };
}

function leakCheckStatusOn(checked: boolean, due: IsoDate | null, today: IsoDate): LeakCheckStatus {
  if (!checked) return 'NEVER_CHECKED';
  if (due === null) return 'OK';
  const days = daysBetween(today, due);
  if (days < 0) return 'OVERDUE';
  return days <= LEAK_CHECK_DUE_SOON_DAYS ? 'DUE_SOON' : 'OK';
}

/**
 * SQL twin of the status part of {@link leakCheckSchedule}, on an installation row that stores its schedule
 * (`<alias>.leak_check_interval_months`, `last_leak_check_on`, `next_leak_check_due`) against `today`, an
 * SQL date expression. Each status is a condition of its own, so a filter on OVERDUE or DUE_SOON is a range
 * on the stored due date (an index scan), not a status computed for every installation.
 */
export function leakCheckStatusConditionSql(alias: string, status: LeakCheckStatus, today: string): string {
  const interval = `${alias}.leak_check_interval_months`;
  const last = `${alias}.last_leak_check_on`;
  const due = `${alias}.next_leak_check_due`;
  const checked = `${interval} is not null and ${last} is not null`;
  switch (status) {
    case 'EXEMPT':
      return `${interval} is null`;
    case 'NEVER_CHECKED':
      return `${interval} is not null and ${last} is null`;
    case 'OVERDUE':
      return `${checked} and ${due} < ${today}`;
    case 'DUE_SOON':
      return `${checked} and ${due} >= ${today} and ${due} <= ${today} + ${LEAK_CHECK_DUE_SOON_DAYS}`;
    case 'OK':
      return `${checked} and (${due} is null or ${due} > ${today} + ${LEAK_CHECK_DUE_SOON_DAYS})`;
  }
}

/** The status itself as one SQL expression (the same conditions, in the order of {@link leakCheckSchedule}). */
export function leakCheckStatusSql(alias: string, today: string): string {
  const order: LeakCheckStatus[] = ['EXEMPT', 'NEVER_CHECKED', 'OVERDUE', 'DUE_SOON'];
  const cases = order
    .map((s) => `when ${leakCheckStatusConditionSql(alias, s, today)} then '${s}'`)
    .join(' ');
  return `(case ${cases} else 'OK' end)`;
}
