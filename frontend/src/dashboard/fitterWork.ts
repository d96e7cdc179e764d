/** At most this many cylinders and entries on the dashboard; the rest are a click away. */
export const MAX_WORK_CYLINDERS = 12;
export const MAX_WORK_ENTRIES = 8;

interface EntryRef {
  cylinderId: number;
}

/**
 * The cylinders a fitter works with: those of their recent entries (newest first, each once, at most
 * MAX_WORK_CYLINDERS). Entries come newest first, as the API lists them.
 */
export function workCylinders(entries: readonly EntryRef[]): number[] {
  return [...new Set(entries.map((e) => e.cylinderId))].slice(0, MAX_WORK_CYLINDERS);
}

/** GET path of the fitter's own entries since `since` (common/workDays.ts), newest first. */
export function ownEntriesPath(userId: number, since: string): string {
  const query = new URLSearchParams({
    filter: JSON.stringify({ userId, dateFrom: since }),
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
