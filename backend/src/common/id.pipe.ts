import { Injectable, PipeTransform } from '@nestjs/common';
import { AppError } from './app-error';

const MAX_ID = 2_147_483_647;

/** Ids are positive 32-bit integers; anything else ('abc', '-1', '1.5', huge) is a 400, never a 500. */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value ?? '') || Number(value) < 1 || Number(value) > MAX_ID) {
      throw new AppError(400, 'INVALID_ID', `"${String(value).slice(0, 40)}" is not a valid id`);
    }
    return Number(value);
  }
}

export function isValidId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}
