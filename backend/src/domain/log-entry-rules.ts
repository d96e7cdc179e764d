import { MUTATION_TYPES, mutationDirection, type Direction, type MutationType } from './mutation-types';
import { toGrams } from './weights';

/** Earliest date a mutation may carry, and how far ahead of the server clock a device clock may run. */
export const EARLIEST_LOG_ENTRY_DATE = new Date('2000-01-01T00:00:00.000Z');
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

export type DateCheck =
  { ok: true } | { ok: false; code: 'DATE_IN_FUTURE' | 'DATE_TOO_EARLY'; message: string };

/** A mutation happened in the past: not after now (+5 minutes of clock skew), not before 2000. */
export function checkLogEntryDate(date: Date, now: Date): DateCheck {
  if (Number.isNaN(date.getTime()))
    return { ok: false, code: 'DATE_TOO_EARLY', message: 'date must be a valid date' };
  if (date.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS) {
    return { ok: false, code: 'DATE_IN_FUTURE', message: 'date cannot be in the future' };
  }
  if (date.getTime() < EARLIEST_LOG_ENTRY_DATE.getTime()) {
    return { ok: false, code: 'DATE_TOO_EARLY', message: 'date cannot be before 2000-01-01' };
  }
  return { ok: true };
}

/**
 * When an undated entry was saved on a device that kept it `waitedMs` before sending it: the server's now
 * minus the wait. The wait is the device's clock minus the device's clock, so a device clock that is off
 * cancels out; a wait is never negative, so the date is never ahead of `now`. Null when the wait reaches
 * back before the earliest date an entry may carry.
 */
export function savedBeforeWait(now: Date, waitedMs: number): Date | null {
  const date = new Date(now.getTime() - waitedMs);
  return checkLogEntryDate(date, now).ok ? date : null;
}

/** What one entry adds to a cylinder's stored totals, in grams: fill-ups to filled, reclaims to reclaimed. */
export function totalsDeltaGrams(
  mutationType: MutationType,
  weightKg: number | string,
): { filled: number; reclaimed: number } {
  const grams = toGrams(weightKg);
  switch (mutationDirection(mutationType)) {
    case 'OUT':
      return { filled: grams, reclaimed: 0 };
    case 'IN':
      return { filled: 0, reclaimed: grams };
    default:
      return { filled: 0, reclaimed: 0 };
  }
}

/** The mutation types of one direction (for a direction filter in SQL). */
export function mutationTypesOf(direction: Direction): MutationType[] {
  return MUTATION_TYPES.filter((type) => mutationDirection(type) === direction);
}

export interface EditableWeights {
  mutationType: MutationType;
  weightBefore: number | null;
  weightAfter: number | null;
  weight: number | null;
}

/**
 * The weights an edit is checked with: a field given in the patch (even null) replaces the stored one.
 * When the patch gives no weight, the stored weight is kept only if it cannot contradict the new entry:
 * with both readings known the weight is derived again, and a general type moves nothing.
 */
export function mergeEditWeights(stored: EditableWeights, patch: Partial<EditableWeights>): EditableWeights {
  const merged: EditableWeights = {
    mutationType: patch.mutationType ?? stored.mutationType,
    weightBefore: patch.weightBefore !== undefined ? patch.weightBefore : stored.weightBefore,
    weightAfter: patch.weightAfter !== undefined ? patch.weightAfter : stored.weightAfter,
    weight: patch.weight !== undefined ? patch.weight : stored.weight,
  };
  if (patch.weight === undefined) {
    const bothReadings = merged.weightBefore !== null && merged.weightAfter !== null;
    if (bothReadings || mutationDirection(merged.mutationType) === 'NONE') merged.weight = null;
  }
  return merged;
}

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/** { field: { from, to } } for the fields whose value differs (compared as JSON values). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of Object.keys(after)) {
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}
