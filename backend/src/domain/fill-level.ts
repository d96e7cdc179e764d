import type { CylinderType, FillLevel } from './enums';
import { toGrams } from './weights';

export const FULL_ABOVE_PERCENT = 80;
export const EMPTY_AT_OR_BELOW_PERCENT = 20;

/**
 * What a cylinder's fill level is measured against (kg): a fill-up cylinder's initial content, a recovery
 * cylinder's capacity (it arrives empty, so its initial content says nothing about how full it is). Null
 * for a recovery cylinder whose capacity is not recorded.
 */
export function fillBasisKg(cylinder: {
  cylinderType: CylinderType;
  capacity: number | string | null;
  initialKg: number | string;
}): number | string | null {
  return cylinder.cylinderType === 'RECLAIM' ? cylinder.capacity : cylinder.initialKg;
}

/**
 * {@link fillBasisKg} as SQL over the columns of `cylinders` (alias), given the initial-content fragment.
 */
export function fillBasisSql(alias: string, initialSql: string): string {
  return `(case when ${alias}.cylinder_type = 'RECLAIM' then ${alias}.capacity else ${initialSql} end)`;
}

/**
 * Content relative to the basis (fillBasisKg): above 80 % full, above 20 % in use, otherwise (or a zero basis)
 * empty. Without a basis (a recovery cylinder of unknown capacity) any content is in use.
 */
export function fillLevel(currentKg: number | string, basisKg: number | string | null): FillLevel {
  const current = toGrams(currentKg);
  if (basisKg === null) return current > 0 ? 'IN_USE' : 'EMPTY';
  const initial = toGrams(basisKg);
  if (initial <= 0) return 'EMPTY';
  // Compare current/initial > p/100 without division: current*100 > p*initial.
  if (current * 100 > FULL_ABOVE_PERCENT * initial) return 'FULL';
  if (current * 100 > EMPTY_AT_OR_BELOW_PERCENT * initial) return 'IN_USE';
  return 'EMPTY';
}

/** Percentage of the basis (fillBasisKg), one decimal; 0 when the basis is zero or unknown. */
export function fillPercent(currentKg: number | string, basisKg: number | string | null): number {
  if (basisKg === null) return 0;
  const initial = toGrams(basisKg);
  if (initial <= 0) return 0;
  return Math.round((toGrams(currentKg) * 1000) / initial) / 10;
}

/**
 * The same rule as {@link fillLevel} as a SQL CASE expression over two numeric SQL expressions, the content
 * and the basis (fillBasisSql; null when unknown) (for
 * aggregates and filters computed by the database). Comparisons without division, like fillLevel.
 */
export function fillLevelSql(currentSql: string, initialSql: string): string {
  return (
    `(case when (${initialSql}) is null then (case when (${currentSql}) > 0 then 'IN_USE' else 'EMPTY' end)` +
    ` when (${initialSql}) <= 0 then 'EMPTY'` +
    ` when (${currentSql}) * 100 > ${FULL_ABOVE_PERCENT} * (${initialSql}) then 'FULL'` +
    ` when (${currentSql}) * 100 > ${EMPTY_AT_OR_BELOW_PERCENT} * (${initialSql}) then 'IN_USE'` +
    ` else 'EMPTY' end)`
  );
}
