import { type MutationType, mutationDirection } from './mutation-types';
import { gramsToKg, toGrams } from './weights';

export type LogEntryRuleCode =
  | 'WEIGHT_MISMATCH'
  | 'FILLUP_HEAVIER'
  | 'RECLAIM_LIGHTER'
  | 'WEIGHT_REQUIRED'
  | 'GENERAL_MOVES_NOTHING'
  | 'NEGATIVE_WEIGHT';

export interface LogEntryWeightsInput {
  mutationType: MutationType;
  weightBefore?: number | null;
  weightAfter?: number | null;
  weight?: number | null;
}

export type LogEntryWeightsResult =
  | { ok: true; weightKg: number }
  | { ok: false; code: LogEntryRuleCode; message: string; params?: Record<string, number> };

const present = (value: number | null | undefined): value is number => value !== null && value !== undefined;

/**
 * The weight model: readings are gross scale weights; `weight` is the non-negative quantity
 * moved, derived as |before - after| when both readings are given; the direction comes from the type.
 */
export function checkLogEntryWeights(input: LogEntryWeightsInput): LogEntryWeightsResult {
  const { mutationType, weightBefore, weightAfter, weight } = input;
  const direction = mutationDirection(mutationType);
  for (const value of [weightBefore, weightAfter, weight]) {
    if (present(value) && value < 0) {
      return { ok: false, code: 'NEGATIVE_WEIGHT', message: 'Weights cannot be negative' };
    }
  }
  const bothReadings = present(weightBefore) && present(weightAfter);
  const readingsDiff = bothReadings ? toGrams(weightBefore) - toGrams(weightAfter) : 0;

  if (direction === 'NONE') {
    if (readingsDiff !== 0 || (present(weight) && toGrams(weight) !== 0)) {
      return {
        ok: false,
        code: 'GENERAL_MOVES_NOTHING',
        message:
          'This mutation type moves no refrigerant: weight before and after must be equal and the weight 0',
      };
    }
    return { ok: true, weightKg: 0 };
  }
  if (direction === 'OUT' && readingsDiff < 0) {
    return {
      ok: false,
      code: 'FILLUP_HEAVIER',
      message:
        'After a fill-up the cylinder cannot be heavier than before: weight after must not exceed weight before',
    };
  }
  if (direction === 'IN' && readingsDiff > 0) {
    return {
      ok: false,
      code: 'RECLAIM_LIGHTER',
      message:
        'After a reclaim the cylinder cannot be lighter than before: weight after must not be below weight before',
    };
  }
  if (bothReadings) {
    const derived = Math.abs(readingsDiff);
    if (present(weight) && toGrams(weight) !== derived) {
      return {
        ok: false,
        code: 'WEIGHT_MISMATCH',
        message: `The weight must equal the difference between the readings (${gramsToKg(derived)} kg)`,
        params: { expected: gramsToKg(derived) },
      };
    }
    return { ok: true, weightKg: gramsToKg(derived) };
  }
  if (!present(weight)) {
    return {
      ok: false,
      code: 'WEIGHT_REQUIRED',
      message: 'Enter the weight moved, or both the weight before and the weight after',
    };
  }
  return { ok: true, weightKg: gramsToKg(toGrams(weight)) };
}

/**
 * Signed gap between this entry's reading before and the previous entry's reading after, in kg, when it
 * exceeds the tolerance (exactly: 0.05 passes, 0.051 does not); otherwise null.
 */
export function weightGapKg(
  weightBefore: number | null | undefined,
  previousWeightAfter: number | null | undefined,
  toleranceKg: number,
): number | null {
  if (!present(weightBefore) || !present(previousWeightAfter)) return null;
  const gap = toGrams(weightBefore) - toGrams(previousWeightAfter);
  return Math.abs(gap) > toGrams(toleranceKg) ? gramsToKg(gap) : null;
}
