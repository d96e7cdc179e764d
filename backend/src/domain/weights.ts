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

/** Grams as the exact decimal text of their kilograms ("-1.250"), as numeric columns take it; never a binary float. */
export function kgText(grams: number): string {
  const sign = grams < 0 ? '-' : '';
  const abs = Math.abs(grams);
  return `${sign}${Math.floor(abs / GRAMS_PER_KG)}.${String(abs % GRAMS_PER_KG).padStart(3, '0')}`;
}

/** What a cylinder's stored weights and totals say about its gas, in grams (kilograms in, as numbers or decimal text). */
export interface StoredWeights {
  deliveryWeight: number | string;
  tareWeight: number | string;
  totalFilled: number | string;
  totalReclaimed: number | string;
}

/** Initial content = delivery - tare; current content = initial + reclaimed - filled. Twins of the SQL below. */
export function cylinderContentGrams(c: StoredWeights): { initial: number; current: number } {
  const initial = toGrams(c.deliveryWeight) - toGrams(c.tareWeight);
  return { initial, current: initial + toGrams(c.totalReclaimed) - toGrams(c.totalFilled) };
}

/** {@link cylinderContentGrams}'s initial content as SQL over the columns of `cylinders` (exact numeric). */
export const initialContentSql = (alias = 'c'): string => `(${alias}.delivery_weight - ${alias}.tare_weight)`;

/** {@link cylinderContentGrams}'s current content as SQL over the columns of `cylinders` (exact numeric). */
export const currentContentSql = (alias = 'c'): string =>
  `(${alias}.delivery_weight - ${alias}.tare_weight + ${alias}.total_reclaimed - ${alias}.total_filled)`;
