/**
 * Weights travel as kilograms with at most three decimals and are stored as numeric(10,3).
 * Arithmetic on them is done in whole grams so that no binary-float rounding can creep in.
 */
export const GRAMS_PER_KG = 1000;

/** Kilograms (number or decimal string) to whole grams; more than three decimals is rounded half away from zero. */
export function toGrams(kg: number | string): number {
  const text = typeof kg === 'number' ? kg.toFixed(6) : kg.trim();
  const match = /^(-?)(\d*)(?:[.,](\d*))?$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) throw new RangeError(`Not a weight: ${String(kg)}`);
  const [, sign, whole, fraction = ''] = match;
  const padded = (fraction + '0000').slice(0, 4);
  let grams = Number(whole || '0') * GRAMS_PER_KG + Number(padded.slice(0, 3));
  if (Number(padded[3]) >= 5) grams += 1;
  return sign === '-' && grams !== 0 ? -grams : grams;
}

export function gramsToKg(grams: number): number {
  return grams / GRAMS_PER_KG;
}

/** True when the value has at most three decimals (a gram is the smallest unit we record). */
export function hasAtMostThreeDecimals(kg: number): boolean {
  return Number.isFinite(kg) && Math.abs(kg * GRAMS_PER_KG - Math.round(kg * GRAMS_PER_KG)) < 1e-6;
}
