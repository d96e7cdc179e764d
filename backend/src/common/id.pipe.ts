import { Injectable, PipeTransform } from '@nestjs/common';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { AppError } from './app-error';

export const MAX_ID = 2_147_483_647;

/** Canonical decimal: no sign, no leading zero, no space, no other base or notation, at most 10 digits. */
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

/**
 * The one id rule of the API: a positive 32-bit integer, written as a JSON number or (in a path, a query
 * or a filter) as its canonical decimal text. `Number()` reads "0x1", "1e0", " 1", "+1", "0b1" and "01"
 * as 1: they named record 1 under a second spelling, on writes too. Answers the id, or null.
 */
export function parseId(value: unknown): number | null {
  if (typeof value === 'string') {
    if (!CANONICAL_ID.test(value)) return null;
    value = Number(value);
  }
  return isValidId(value) ? value : null;
}

export function isValidId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}

/**
 * For every `:id` path parameter. It receives the raw path text: the global validation pipe leaves path
 * parameters alone (common/validation.ts), so that nothing converts "0x1" to 1 first.
 */
@Injectable()
export class IdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const id = typeof value === 'string' ? parseId(value) : null;
    if (id === null) {
      throw new AppError('INVALID_ID', `"${String(value).slice(0, 40)}" is not a valid id`);
    }
    return id;
  }
}

/** An id in a body: a JSON number that is a positive 32-bit integer (a string such as "1" is refused). */
export function IsId(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isId',
      validator: {
        validate: (value: unknown) => isValidId(value),
        defaultMessage: (args) =>
          `${args?.property ?? 'id'} must be an id: a whole number from 1 to ${MAX_ID}`,
      },
    },
    options,
  );
}
