import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { AppError } from './app-error';

/**
 * Runs a write guarded by a unique index (a name, an e-mail address, a serial number). The index decides
 * the races a check beforehand cannot; its violation is answered as `taken()` (a 409 with the resource's
 * own code) instead of the generic conflict.
 */
export async function unlessTaken<T>(write: () => Promise<T>, taken: () => AppError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw taken();
    throw error;
  }
}
