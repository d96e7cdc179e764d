import type { FillLevel } from './enums';
import { toGrams } from './weights';

export const FULL_ABOVE_PERCENT = 80;
export const EMPTY_AT_OR_BELOW_PERCENT = 20;

/** Content relative to the initial content: above 80 % full, above 20 % in use, otherwise (or zero initial) empty. */
export function fillLevel(currentKg: number | string, initialKg: number | string): FillLevel {
  const current = toGrams(currentKg);
  const initial = toGrams(initialKg);
  if (initial <= 0) return 'EMPTY';
  // Compare current/initial > p/100 without division: current*100 > p*initial.
  if (current * 100 > FULL_ABOVE_PERCENT * initial) return 'FULL';
  if (current * 100 > EMPTY_AT_OR_BELOW_PERCENT * initial) return 'IN_USE';
  return 'EMPTY';
}

/** Percentage of the initial content, one decimal; 0 when the initial content is zero. */
export function fillPercent(currentKg: number | string, initialKg: number | string): number {
  const initial = toGrams(initialKg);
  if (initial <= 0) return 0;
  return Math.round((toGrams(currentKg) * 1000) / initial) / 10;
}

/**
 * The same rule as {@link fillLevel} as a SQL CASE expression over two numeric SQL expressions (for
 * aggregates and filters computed by the database). Comparisons without division, like fillLevel.
 */
export function fillLevelSql(currentSql: string, initialSql: string): string {
  return (
    `(case when (${initialSql}) <= 0 then 'EMPTY'` +
    ` when (${currentSql}) * 100 > ${FULL_ABOVE_PERCENT} * (${initialSql}) then 'FULL'` +
    ` when (${currentSql}) * 100 > ${EMPTY_AT_OR_BELOW_PERCENT} * (${initialSql}) then 'IN_USE'` +
    ` else 'EMPTY' end)`
  );
}
