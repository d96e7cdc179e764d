import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { AppError, conflict } from '../common/app-error';
import { keyLockId, requestFingerprint } from './idempotency-key';
import { IdempotencyRepository } from './idempotency.repository';

/** How long a key's first answer is replayed. */
export const KEY_RETENTION_HOURS = 24;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export interface IdempotentRequest {
  ownerId: number;
  key: string;
  route: string;
  body: unknown;
  statusCode: number;
}

export type IdempotentOutcome =
  { replayed: false; body: unknown } | { replayed: true; statusCode: number; body: unknown };

/**
 * The Idempotency-Key semantics of the IETF httpapi draft, kept in PostgreSQL so that every instance and
 * every restart sees them.
 *
 * The creating work, and the row that stores its answer, run in ONE transaction that first takes a
 * transaction-scoped advisory lock on (owner, key). So:
 * - a crash (kill -9) at any point rolls back both: never a write without its key, nor a key without it;
 * - of requests racing with one key, exactly one holds the lock and writes; the others do not queue on a
 *   pooled connection but retry shortly and then replay the stored answer (or 409 after a while);
 * - a request that fails (any 4xx or 5xx) rolls back its key with its work: nothing is stored, so a
 *   corrected retry with the same key runs afresh. Only successful answers are replayed.
 */
@Injectable()
export class IdempotencyService implements OnModuleInit, OnModuleDestroy {
  private sweeper?: NodeJS.Timeout;
  /** How long a request waits for another one with the same key to finish before it answers 409. */
  waitForOwnerMs = 10_000;

  constructor(private readonly keys: IdempotencyRepository) {}

  async run(request: IdempotentRequest, work: () => Promise<unknown>): Promise<IdempotentOutcome> {
    const fingerprint = requestFingerprint(request.route, request.body);
    const deadline = Date.now() + this.waitForOwnerMs;
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.keys.transaction(async () => {
        if (!(await this.keys.tryLock(keyLockId(request.ownerId, request.key)))) return null;
        const stored = await this.keys.storedAnswer(request.ownerId, request.key);
        if (stored) {
          if (stored.fingerprint !== fingerprint) throw keyReused();
          return {
            replayed: true as const,
            statusCode: stored.status_code,
            body: JSON.parse(stored.response_body) as unknown,
          };
        }
        const body = await work();
        await this.keys.store({
          ownerId: request.ownerId,
          key: request.key,
          route: request.route,
          fingerprint,
          statusCode: request.statusCode,
          responseBody: JSON.stringify(body ?? null),
          retentionHours: KEY_RETENTION_HOURS,
        });
        return { replayed: false as const, body };
      });
      if (outcome) return outcome;
      if (Date.now() >= deadline) throw inProgress();
      // 10, 20, 40, 80, 100, 100 ... ms plus jitter, so that racing requests do not retry in step.
      await sleep(Math.min(10 * 2 ** attempt, 100) + Math.random() * 10);
    }
  }

  onModuleInit(): void {
    this.sweeper = setInterval(() => void this.sweep().catch(() => undefined), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /** Drops expired keys in bounded batches, off the request path (every instance runs it; that is harmless). */
  async sweep(): Promise<number> {
    let removed = 0;
    for (;;) {
      const batch = await this.keys.sweepBatch();
      removed += batch.removed;
      if (!batch.more) return removed;
    }
  }
}

const keyReused = () =>
  new AppError(
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for a different request: send a new key for a new request',
  );

const inProgress = () =>
  conflict(
    'IDEMPOTENCY_REQUEST_IN_PROGRESS',
    'A request with this Idempotency-Key is still being processed: retry in a moment',
  );
