import { registerDecorator, type ValidationOptions } from 'class-validator';
import { isIsoDate, localDate } from '../domain';

/** Today where the company works (Europe/Amsterdam), whatever the server's own zone. */
export const companyToday = (): string => localDate(new Date());

/**
 * A real calendar date YYYY-MM-DD (2026-02-29 is not one); with `notFuture`, not after today where the
 * company works: a check dated tomorrow in Amsterdam is refused even when the server's clock is still on today.
 */
export function IsCalendarDate(rule: { notFuture?: boolean } = {}, options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isCalendarDate',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => isIsoDate(value) && (!rule.notFuture || value <= companyToday()),
        defaultMessage: () =>
          rule.notFuture
            ? `${propertyName} must be a date YYYY-MM-DD that is not in the future`
            : `${propertyName} must be a date YYYY-MM-DD`,
      },
    });
}
