import { toGrams } from '@domain/weights';
import { parseDecimal } from '../common/decimalInput';
import type { FieldCheck } from '../common/fieldErrors';

const weight = (text: string) => {
  const n = parseDecimal(text);
  return n === null || Number.isNaN(n) || n < 0 ? null : n;
};

/** The content a gross and a tare weight leave, in kg; null unless both read as weights with gross >= tare. */
export function contentOf(delivery: string, tare: string): number | null {
  const gross = weight(delivery);
  const empty = weight(tare);
  if (gross === null || empty === null) return null;
  const grams = toGrams(gross) - toGrams(empty);
  return grams >= 0 ? grams / 1000 : null;
}

/**
 * A delivery weight below the tare is most likely the gas alone typed as the delivery weight: the field
 * says what it wants (cylinder and gas), with the tare it must at least reach. The same rule the server
 * applies (DELIVERY_BELOW_TARE). Unreadable or empty fields are left to their own checks.
 */
export function grossBelowTare(delivery: string, tare: string): FieldCheck | null {
  const gross = weight(delivery);
  const empty = weight(tare);
  if (gross === null || empty === null) return null;
  return toGrams(gross) < toGrams(empty)
    ? { key: 'cylinders.gross.belowTare', params: { tare: empty } }
    : null;
}
