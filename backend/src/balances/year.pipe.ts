import { Injectable, type PipeTransform } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { MAX_BALANCE_YEAR, MIN_BALANCE_YEAR } from '../domain/balance-lock';

/** A balance year in the path or query: four digits within the register's calendar, else 400. */
@Injectable()
export class YearPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    const year = /^\d{4}$/.test(text) ? Number(text) : NaN;
    if (!(year >= MIN_BALANCE_YEAR && year <= MAX_BALANCE_YEAR)) {
      const message = `year must be a year from ${MIN_BALANCE_YEAR} to ${MAX_BALANCE_YEAR}`;
      throw new AppError('VALIDATION_FAILED', message, undefined, { year: [message] });
    }
    return year;
  }
}
