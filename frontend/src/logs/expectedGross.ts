import { gramsToKg, toGrams } from '@domain/weights';

/** What the scale should read with the cylinder on it: content plus tare, in grams (exact). */
export function expectedGrossKg(contentKg: number, tareKg: number): number {
  return gramsToKg(toGrams(contentKg) + toGrams(tareKg));
}
