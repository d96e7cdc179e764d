import { numberError, requiredError, firstError, type FieldCheck } from '../common/fieldErrors';

/** The most a capacity may be: the weights' bound (kg). */
export const MAX_CAPACITY_KG = 1000;

/**
 * A capacity as typed (kg, comma or point): required for a recovery (RECLAIM) cylinder, whose fill level is
 * measured against it; above zero; ignored for a fill-up cylinder.
 */
export function capacityError(text: string, cylinderType: string): FieldCheck | null {
  if (cylinderType !== 'RECLAIM') return null;
  const bounds = numberError(text, 0.001, MAX_CAPACITY_KG);
  return firstError(requiredError(text), bounds);
}

/** The request's capacity: a number for a recovery cylinder, left out (undefined) for a fill-up cylinder. */
export function capacityPayload(text: string, cylinderType: string): { capacity?: number | null } {
  if (cylinderType !== 'RECLAIM') return {};
  const t = text.trim().replace(',', '.');
  return { capacity: t === '' ? null : Number(t) };
}
