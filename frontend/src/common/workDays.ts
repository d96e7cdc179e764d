import { localDate } from '@domain';

/** A fitter's recent work: the cylinders of their entries in these days are the ones in the van. */
export const WORK_DAYS = 7;

/**
 * The first day (Amsterdam, YYYY-MM-DD, as the server's `dateFrom` filter reads it) of the last
 * WORK_DAYS days, today included. The dashboard's work card and the offline copy of the day's work both
 * ask for these days.
 */
export function workSince(now: Date = new Date()): string {
  return localDate(new Date(now.getTime() - (WORK_DAYS - 1) * 24 * 3600 * 1000));
}
