import { calibrationOverdue } from '@domain';
import type { Instrument } from '../api/types';

/** The calendar day (YYYY-MM-DD) of a datetime-local text ("2026-03-10T23:30"), or null when it is none. */
export function dayOfLocalInput(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

/**
 * Whether the chosen instrument's calibration is overdue on a record's day: the server's rule
 * (calibrationOverdue, from the day after the due date), so the form warns exactly when the saved record
 * will carry instrumentOverdue.
 */
export function instrumentOverdueOn(
  instrument: Pick<Instrument, 'calibrationDue'> | null | undefined,
  day: string | null,
): boolean {
  return !!instrument && day !== null && calibrationOverdue(instrument.calibrationDue ?? null, day);
}

/** The register form's date checks: calibratedOn not after today, calibrationDue not before calibratedOn. */
export function calibrationDateErrors(
  calibratedOn: string,
  calibrationDue: string,
  today: string,
): { calibratedOn: string | null; calibrationDue: string | null } {
  return {
    calibratedOn: calibratedOn && calibratedOn > today ? 'instruments.futureDate' : null,
    calibrationDue:
      calibratedOn && calibrationDue && calibrationDue < calibratedOn
        ? 'instruments.dueBeforeCalibration'
        : null,
  };
}
