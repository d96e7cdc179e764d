/**
 * Weights travel as kilograms with at most three decimals and are stored as numeric(10,3).
 * Arithmetic on them is done in whole grams so that no binary-float rounding can creep in.
 */
export const GRAMS_PER_KG = 1000;

/**
 * Kilograms (number or decimal string: "12.345", "12,345", ".5", "-0.051") to whole grams; more than three
 * decimals is rounded half away from zero. Read character by character: every list row converts a dozen
 * weights, and this runs several times faster than a regular expression.
 */
export function toGrams(kg: number | string): number {
  const text = typeof kg === 'number' ? kg.toFixed(6) : kg.trim();
  const end = text.length;
  const negative = text.charCodeAt(0) === MINUS;
  let i = negative ? 1 : 0;
  const wholeStart = i;
  while (i < end && isDigit(text.charCodeAt(i))) i++;
  const wholeEnd = i;
  let thousandths = 0;
  let fractionDigits = 0;
  let roundUp = false;
  if (i < end && (text.charCodeAt(i) === DOT || text.charCodeAt(i) === COMMA)) {
    for (i++; i < end && isDigit(text.charCodeAt(i)); i++, fractionDigits++) {
      const digit = text.charCodeAt(i) - ZERO;
      if (fractionDigits < 3) thousandths += digit * 10 ** (2 - fractionDigits);
      else if (fractionDigits === 3) roundUp = digit >= 5;
    }
  }
  if (i !== end || (wholeEnd === wholeStart && fractionDigits === 0))
    throw new RangeError(`Not a weight: ${String(kg)}`);
  const whole = wholeEnd === wholeStart ? 0 : Number(text.slice(wholeStart, wholeEnd));
  const grams = whole * GRAMS_PER_KG + thousandths + (roundUp ? 1 : 0);
  return negative && grams !== 0 ? -grams : grams;
}

const MINUS = 45;
const COMMA = 44;
const DOT = 46;
const ZERO = 48;
const isDigit = (code: number) => code >= ZERO && code <= ZERO + 9;

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
