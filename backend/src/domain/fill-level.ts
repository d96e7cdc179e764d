import type { FillLevel } from './enums';
import { toGrams } from './weights';

const FULL_ABOVE_PERCENT = 80;
const EMPTY_AT_OR_BELOW_PERCENT = 20;

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
