import type { FieldCheck } from '../common/fieldErrors';

/** The server's bounds of a nominal charge (kg): more than 0, at most 100 t, whole grams. */
export const CHARGE_MAX_KG = 100_000;

/**
 * The charge typed by a fitter ('12,5' or '12.500') checked as the server checks it: a decimal with at most
 * three decimals (grams), more than 0 and at most CHARGE_MAX_KG. Empty is left to the required rule.
 */
export function chargeKgError(value: string): FieldCheck | null {
  const t = value.trim().replace(',', '.');
  if (t === '') return null;
  if (!/^\d+(\.\d+)?$/.test(t)) return { key: 'app.validation.number' };
  if (!/^\d+(\.\d{1,3})?$/.test(t)) return { key: 'installations.validation.grams' };
  const grams = chargeGrams(t);
  if (grams < 1) return { key: 'installations.validation.positive' };
  if (grams > CHARGE_MAX_KG * 1000) return { key: 'app.validation.max', params: { max: CHARGE_MAX_KG } };
  return null;
}

/** Whole grams of a checked decimal kg string, read digit by digit (no float rounding). */
export function chargeGrams(kg: string): number {
  const [whole, fraction = ''] = kg.trim().replace(',', '.').split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** The body value of a checked charge: the kg with its grams, as the JSON number the API reads. */
export function chargeKgValue(value: string): number {
  return chargeGrams(value) / 1000;
}
