import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * SQLSTATEs that say "this transaction lost a race, the same work run again may well succeed":
 * serialization_failure and deadlock_detected. PostgreSQL has already rolled the transaction back.
 */
const WRITE_CONFLICT_STATES = new Set(['40001', '40P01']);

/** How often a transaction that lost such a race is run in all. */
export const WRITE_CONFLICT_ATTEMPTS = 4;

/** True for a serialization failure or deadlock, from MikroORM (DriverException.code) or the pg driver. */
export function isWriteConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && WRITE_CONFLICT_STATES.has(code);
}

/**
 * Runs a whole transaction again when PostgreSQL aborted it as a serialization failure or deadlock, after
 * a short random pause so that the racers do not meet again in step. Only around an outermost transaction:
 * inside one, the error has aborted the caller's transaction too, and only the caller can start again.
 * When every attempt lost, the error goes on and is answered 409 WRITE_CONFLICT (common/error-body.ts).
 */
export async function retryWriteConflicts<T>(
  work: () => Promise<T>,
  attempts = WRITE_CONFLICT_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isWriteConflict(error)) throw error;
      await sleep(attempt * 5 + Math.random() * 20);
    }
  }
}

/**
 * `em.transactional`, retried on a write conflict when it is the outermost transaction (see
 * {@link retryWriteConflicts}); nested, it is a savepoint in the caller's transaction as before.
 */
export function transactional<T>(em: EntityManager, work: (em: EntityManager) => Promise<T>): Promise<T> {
  if (em.isInTransaction()) return em.transactional(work);
  return retryWriteConflicts(() => em.transactional(work));
}
