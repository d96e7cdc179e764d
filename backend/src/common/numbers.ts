import { ValidateBy, type ValidationOptions } from 'class-validator';

export interface DecimalRule {
  min: number;
  max: number;
  /** at most this many digits after the decimal point */
  places: number;
}

/**
 * Why a value is not a decimal number within the rule, or null when it is. The range is checked before the
 * places, so every number left is below 1e21 in size and `toFixed` writes it in plain decimals.
 * class-validator's own `maxDecimalPlaces` split `String(value)` at the '.': exponent forms such as 1e-7
 * ("1e-7", no '.') threw a TypeError, a 500. Here 1e-7 and 5e-324 are simply more decimals than allowed,
 * 1e1 is 10, and -0 is 0.
 */
export function decimalProblem(value: unknown, { min, max, places }: DecimalRule): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number';
  if (value < min || value > max) return `must be from ${min} to ${max}`;
  if (Number(value.toFixed(places)) !== value) return `must have at most ${places} decimals`;
  return null;
}

/** The one decorator for decimal numbers in a body (weights in kg, the gap tolerance). */
export function IsDecimalNumber(rule: DecimalRule, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isDecimalNumber',
      constraints: [rule],
      validator: {
        validate: (value: unknown) => decimalProblem(value, rule) === null,
        defaultMessage: (args) =>
          `${args?.property ?? 'value'} ${decimalProblem(args?.value, rule) ?? 'is not valid'} (a number from ${rule.min} to ${rule.max} with at most ${rule.places} decimals)`,
      },
    },
    options,
  );
}

/** A weight in kg as the register stores it: 0 to 1000, whole grams. */
export const WEIGHT_KG: DecimalRule = { min: 0, max: 1000, places: 3 };

/**
 * class-transformer helper for an integer query parameter: canonical decimal text becomes its number,
 * anything else ("0x10", "1e2", " 5", "05", "5.0") is left as text for `@IsInt()` to refuse. `Number()`,
 * what `@Type(() => Number)` does, read all of those as numbers.
 */
export const toCanonicalInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^(0|[1-9][0-9]{0,14})$/.test(value) ? Number(value) : value;
