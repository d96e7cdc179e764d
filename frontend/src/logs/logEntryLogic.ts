import {
  ACTION_TO_MUTATION_TYPE,
  ACTIONS,
  DEFAULT_ACTION,
  type Action,
  type MutationType,
  gramsToKg,
  isMutationType,
  mutationDirection,
  toGrams,
  weightGapKg,
} from '@domain';
import type { LogEntry } from '../api/types';
import { formatKgInputText, parseDecimal } from '../common/decimalInput';

/** The action from `?action=`, falling back to the default for anything unknown or missing. */
export function parseAction(raw: string | null | undefined): Action {
  return raw && (ACTIONS as readonly string[]).includes(raw) ? (raw as Action) : DEFAULT_ACTION;
}

/** The mutation type an action preselects; null when no action was asked for. */
export function mutationTypeForAction(raw: string | null | undefined): MutationType | null {
  if (!raw) return null;
  return ACTION_TO_MUTATION_TYPE[parseAction(raw)];
}

const byDateDesc = (a: LogEntry, b: LogEntry) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id;

/**
 * The entry a new reading is compared with: the newest non-deleted entry by date, ignoring the entry
 * being edited (when editing, only entries dated before it count).
 */
export function previousEntry(logs: readonly LogEntry[], editing?: LogEntry | null): LogEntry | null {
  const candidates = logs.filter((l) => !l.deleted && (!editing || l.id !== editing.id));
  const earlier = editing
    ? candidates.filter(
        (l) =>
          Date.parse(l.date) < Date.parse(editing.date) || (l.date === editing.date && l.id < editing.id),
      )
    : candidates;
  return [...earlier].sort(byDateDesc)[0] ?? null;
}

export interface GapWarning {
  weightBefore: number;
  lastWeightAfter: number;
  /** Signed: weight before minus the last weight after, kg. */
  differenceKg: number;
}

/** The warning the form shows before saving, or null when the readings connect within the tolerance. */
export function gapWarning(
  weightBefore: number | null,
  previous: LogEntry | null,
  toleranceKg: number,
): GapWarning | null {
  if (
    weightBefore === null ||
    !previous ||
    previous.weightAfter === null ||
    previous.weightAfter === undefined
  ) {
    return null;
  }
  const gap = weightGapKg(weightBefore, previous.weightAfter, toleranceKg);
  return gap === null ? null : { weightBefore, lastWeightAfter: previous.weightAfter, differenceKg: gap };
}

/** Parses a form field (comma or dot, whatever the language) to kilograms; empty gives null, garbage gives NaN. */
export function parseKg(text: string): number | null {
  return parseDecimal(text);
}

/** |before - after| in kg computed in grams, or null unless both readings are numbers. */
export function readingsDifference(before: number | null, after: number | null): number | null {
  if (before === null || after === null || Number.isNaN(before) || Number.isNaN(after)) return null;
  return gramsToKg(Math.abs(toGrams(before) - toGrams(after)));
}

/** Formats a weight for an editable field in the UI language (up to 3 decimals, no trailing zeros: '2,2'). */
export function formatKgInput(kg: number | null | undefined, locale: string): string {
  return formatKgInputText(kg, locale);
}

/**
 * The reading a new entry's "weight before" starts from: the last entry's "weight after" (the cylinder
 * has not moved since); a cylinder's first entry starts from its delivery weight, the gross reading it
 * arrived with. Null when the last entry has no reading.
 */
export function startingReading(
  logs: readonly LogEntry[],
  deliveryKg: number | null | undefined,
): { kg: number; from: 'last' | 'delivery' } | null {
  const previous = previousEntry(logs);
  if (previous) {
    const after = previous.weightAfter;
    return after === null || after === undefined ? null : { kg: after, from: 'last' };
  }
  return deliveryKg === null || deliveryKg === undefined ? null : { kg: deliveryKg, from: 'delivery' };
}

/** The form's three weight fields, as typed. */
export interface Readings {
  weightBefore: string;
  weightAfter: string;
  weight: string;
}

/**
 * The fields with one reading set to `text`. The difference follows whenever both readings can be read,
 * whoever set the reading (the user typing, or the form moving its pre-filled "weight before"): a
 * difference left from other readings is one the server refuses.
 */
export function withReading<T extends Readings>(
  fields: T,
  reading: 'weightBefore' | 'weightAfter',
  text: string,
  locale: string,
): T {
  const next = { ...fields, [reading]: text };
  const diff = readingsDifference(parseKg(next.weightBefore), parseKg(next.weightAfter));
  return diff === null ? next : { ...next, weight: formatKgInput(diff, locale) };
}

/**
 * The fields when the last entry's "weight after" becomes `lastAfter`: a "weight before" still as the
 * form pre-filled it (`prefilled`) moves along; one the user typed stays.
 */
export function followLastEntry<T extends Readings>(
  fields: T,
  prefilled: string | null,
  lastAfter: string,
  locale: string,
): T {
  if (prefilled === null || fields.weightBefore !== prefilled || prefilled === lastAfter) return fields;
  return withReading(fields, 'weightBefore', lastAfter, locale);
}

export interface ContentPoint {
  date: string;
  contentKg: number;
  logId: number | null;
}

/**
 * The cylinder's content after each mutation, oldest to newest, in grams; general types move nothing.
 * With every live entry at hand it starts at the initial content on the creation date. When the detail
 * holds only the newest entries (a cylinder with hundreds), it counts back from the current content, so
 * the points shown are exact for the window shown.
 */
export function contentSeries(
  cylinder: { initialWeight: number; currentWeight: number; createdAt: string; logCount?: number },
  logs: readonly LogEntry[],
): ContentPoint[] {
  const ordered = logs.filter((l) => !l.deleted).sort((a, b) => -byDateDesc(a, b));
  const complete = cylinder.logCount === undefined || ordered.length >= cylinder.logCount;
  const delta = (log: LogEntry) => {
    const dir = isMutationType(log.mutationType) ? mutationDirection(log.mutationType) : 'NONE';
    const moved = toGrams(log.weight ?? 0);
    return dir === 'IN' ? moved : dir === 'OUT' ? -moved : 0;
  };
  let grams = complete
    ? toGrams(cylinder.initialWeight)
    : ordered.reduce((content, log) => content - delta(log), toGrams(cylinder.currentWeight));
  const firstDate =
    !complete || (ordered.length && Date.parse(ordered[0].date) < Date.parse(cylinder.createdAt))
      ? (ordered[0]?.date ?? cylinder.createdAt)
      : cylinder.createdAt;
  const points: ContentPoint[] = [{ date: firstDate, contentKg: gramsToKg(grams), logId: null }];
  for (const log of ordered) {
    grams += delta(log);
    points.push({ date: log.date, contentKg: gramsToKg(grams), logId: log.id });
  }
  return points;
}

/** History search: case-insensitive over the translated type, work order, note and fitter name. */
export function filterLogs(
  logs: readonly LogEntry[],
  query: string,
  typeLabel: (type: MutationType) => string,
): LogEntry[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [...logs];
  return logs.filter((l) =>
    [typeLabel(l.mutationType), l.workOrder, l.note, l.user?.name]
      .filter((v): v is string => typeof v === 'string')
      .some((v) => v.toLocaleLowerCase().includes(q)),
  );
}
