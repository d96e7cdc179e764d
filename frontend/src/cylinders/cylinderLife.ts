import { gramsToKg, toGrams, type RentalStatus, type RetestStatus } from '@domain';
import type { Cylinder } from '../api/types';
import { firstError, numberError, requiredError, type FieldCheck } from '../common/fieldErrors';

/** The cylinder's life dates as the forms hold them: text, '' for none. */
export interface LifeValues {
  receivedOn: string;
  deliveryReference: string;
  rentalFreeUntil: string;
  rentalReturnBy: string;
  retestDue: string;
}

export const EMPTY_LIFE: LifeValues = {
  receivedOn: '',
  deliveryReference: '',
  rentalFreeUntil: '',
  rentalReturnBy: '',
  retestDue: '',
};

type LifeFields = Pick<
  Cylinder,
  'receivedOn' | 'deliveryReference' | 'rentalFreeUntil' | 'rentalReturnBy' | 'retestDue'
>;

export function lifeFrom(c: LifeFields): LifeValues {
  return {
    receivedOn: c.receivedOn ?? '',
    deliveryReference: c.deliveryReference ?? '',
    rentalFreeUntil: c.rentalFreeUntil ?? '',
    rentalReturnBy: c.rentalReturnBy ?? '',
    retestDue: c.retestDue ?? '',
  };
}

/**
 * The life fields of a create or update body: empty is null, and the rental dates only for a rented
 * cylinder (the server refuses them on an owned one with RENTAL_ONLY_FOR_HUUR), so switching a cylinder to
 * KOOP clears them instead of failing.
 */
export function lifePayload(v: LifeValues, ownership: string): LifeFields {
  const rented = ownership === 'HUUR';
  return {
    receivedOn: v.receivedOn || null,
    deliveryReference: v.deliveryReference.trim() || null,
    rentalFreeUntil: rented ? v.rentalFreeUntil || null : null,
    rentalReturnBy: rented ? v.rentalReturnBy || null : null,
    retestDue: v.retestDue || null,
  };
}

/** The traffic light's MUI colour per rental status; NONE shows no chip. */
export const RENTAL_CHIP_COLOURS: Record<RentalStatus, 'success' | 'warning' | 'error' | null> = {
  NONE: null,
  GREEN: 'success',
  AMBER: 'warning',
  RED: 'error',
};

/** The retest chip's colour; OK (or no date) shows no chip in the list. */
export const RETEST_CHIP_COLOURS: Record<RetestStatus, 'warning' | 'error' | null> = {
  OK: null,
  DUE_SOON: 'warning',
  OVERDUE: 'error',
};

/** The return dialog's fields as typed. */
export interface ReturnValues {
  returnedOn: string;
  weightAtReturn: string;
  returnReference: string;
}

/**
 * The dialog's own checks (date and weight present, the weight a number within the server's bounds). The
 * weight against the tare is the server's rule: its RETURN_BELOW_TARE is shown translated.
 */
export function returnChecks(v: ReturnValues, today: string): Record<keyof ReturnValues, FieldCheck | null> {
  return {
    returnedOn: firstError(
      requiredError(v.returnedOn),
      v.returnedOn > today ? { key: 'errors.DATE_IN_FUTURE' } : null,
    ),
    weightAtReturn: firstError(requiredError(v.weightAtReturn), numberError(v.weightAtReturn, 0, 1000)),
    returnReference: null,
  };
}

/** The weight typed with a comma or a dot, as a number. */
export const kgFromText = (text: string): number => Number(text.trim().replace(',', '.'));

/** The refrigerant that goes back with the cylinder: gross weight at return minus tare, in grams; null if unknown or below tare. */
export function returnedContentKg(weightAtReturn: string, tareKg: number): number | null {
  const text = weightAtReturn.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const grams = toGrams(Number(text)) - toGrams(tareKg);
  return grams < 0 ? null : gramsToKg(grams);
}
