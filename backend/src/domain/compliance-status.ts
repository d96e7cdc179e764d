import { daysBetween, type IsoDate } from './calendar';

/** Days before the free rental period ends from which a rented cylinder turns amber. */
export const RENTAL_WARNING_DAYS = 30;
/** Days before a cylinder's pressure retest from which it is flagged. */
export const RETEST_WARNING_DAYS = 60;

export const RENTAL_STATUSES = ['NONE', 'GREEN', 'AMBER', 'RED'] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

/** Traffic light of a rented cylinder's free period; NONE for owned cylinders or without a free-until date. */
export function rentalStatus(
  cylinder: { ownership: string; rentalFreeUntil: IsoDate | null; returnedOn?: IsoDate | null },
  today: IsoDate,
): RentalStatus {
  if (cylinder.ownership !== 'HUUR' || cylinder.rentalFreeUntil === null || cylinder.returnedOn)
    return 'NONE';
  const days = daysBetween(today, cylinder.rentalFreeUntil);
  if (days < 0) return 'RED';
  return days <= RENTAL_WARNING_DAYS ? 'AMBER' : 'GREEN';
}

export const RETEST_STATUSES = ['OK', 'DUE_SOON', 'OVERDUE'] as const;
export type RetestStatus = (typeof RETEST_STATUSES)[number];

/** A cylinder past its retest date must not be filled; one without a date is not flagged. */
export function retestStatus(retestDue: IsoDate | null, today: IsoDate): RetestStatus {
  if (retestDue === null) return 'OK';
  const days = daysBetween(today, retestDue);
  if (days < 0) return 'OVERDUE';
  return days <= RETEST_WARNING_DAYS ? 'DUE_SOON' : 'OK';
}

/** An instrument is overdue from the day after its calibration due date. */
export function calibrationOverdue(calibrationDue: IsoDate | null, on: IsoDate): boolean {
  return calibrationDue !== null && on > calibrationDue;
}
