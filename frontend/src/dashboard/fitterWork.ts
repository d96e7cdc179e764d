import { localDate } from '@domain';

/** The days of a fitter's recent work: the cylinders of their entries in these days are the ones in the van. */
export const WORK_DAYS = 7;
/** At most this many cylinders and entries on the dashboard; the rest are a click away. */
export const MAX_WORK_CYLINDERS = 12;
export const MAX_WORK_ENTRIES = 8;

interface EntryRef {
  cylinderId: number;
  date: string;
}

/** The first day (Amsterdam, YYYY-MM-DD) that counts as recent work, `WORK_DAYS` days back from `now`. */
export function workSince(now: Date = new Date()): string {
  return localDate(new Date(now.getTime() - (WORK_DAYS - 1) * 24 * 3600 * 1000));
}

/**
 * The cylinders a fitter works with: those of their entries since `since` (newest first, each once,
 * at most MAX_WORK_CYLINDERS). Entries come newest first, as the API lists them.
 */
export function workCylinders(entries: readonly EntryRef[], since: string): number[] {
  const recent = entries.filter((e) => localDate(e.date) >= since);
  return [...new Set(recent.map((e) => e.cylinderId))].slice(0, MAX_WORK_CYLINDERS);
}

/** GET path of the fitter's own entries, newest first (enough to find the cylinders of the work days). */
export function ownEntriesPath(userId: number): string {
  const query = new URLSearchParams({
    filter: JSON.stringify({ userId }),
    sort: JSON.stringify(['date', 'DESC']),
    range: JSON.stringify([0, 49]),
  });
  return `logs?${query}`;
}

/** GET path of the given cylinders (one page, by id). */
export function cylindersPath(ids: readonly number[]): string | null {
  if (ids.length === 0) return null;
  const query = new URLSearchParams({
    filter: JSON.stringify({ id: ids }),
    sort: JSON.stringify(['serialNumber', 'ASC']),
    range: JSON.stringify([0, ids.length - 1]),
  });
  return `cylinders?${query}`;
}
