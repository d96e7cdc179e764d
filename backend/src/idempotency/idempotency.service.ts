import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppError, conflict } from '../common/app-error';
import { keyLockId, requestFingerprint } from './idempotency-key';
import { transactional } from '../database/write-conflict';

/** How long a key's first answer is replayed. */
export const KEY_RETENTION_HOURS = 24;
/** First half of the advisory lock id: the idempotency keys' own lock space. */
const LOCK_SPACE = 815_002;
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const SWEEP_BATCH = 5000;

export interface IdempotentRequest {
  ownerId: number;
  key: string;
  route: string;
  body: unknown;
  statusCode: number;
}

export type IdempotentOutcome =
  { replayed: false; body: unknown } | { replayed: true; statusCode: number; body: unknown };

interface StoredAnswer {
  fingerprint: string;
  status_code: number;
  response_body: string;
}

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

  constructor(private readonly em: EntityManager) {}

  async run(request: IdempotentRequest, work: () => Promise<unknown>): Promise<IdempotentOutcome> {
    const fingerprint = requestFingerprint(request.route, request.body);
    const deadline = Date.now() + this.waitForOwnerMs;
    for (let attempt = 0; ; attempt++) {
      const outcome = await transactional(this.em, async (em) => {
        const [{ locked }] = await em.execute<{ locked: boolean }[]>(
          'select pg_try_advisory_xact_lock(?, ?) as locked',
          [LOCK_SPACE, keyLockId(request.ownerId, request.key)],
        );
        if (!locked) return null;
        const [stored] = await em.execute<StoredAnswer[]>(
          `select fingerprint, status_code, response_body from idempotency_keys
            where owner_id = ? and key = ? and expires_at > now()`,
          [request.ownerId, request.key],
        );
        if (stored) {
          if (stored.fingerprint !== fingerprint) throw keyReused();
          return {
            replayed: true as const,
            statusCode: stored.status_code,
            body: JSON.parse(stored.response_body) as unknown,
          };
        }
        const body = await work();
        // An expired key that the sweep has not removed yet is taken over.
        await em.execute(
          `insert into idempotency_keys (owner_id, key, route, fingerprint, status_code, response_body, expires_at)
           values (?, ?, ?, ?, ?, ?, now() + make_interval(hours => ?))
           on conflict (owner_id, key) do update set route = excluded.route, fingerprint = excluded.fingerprint,
             status_code = excluded.status_code, response_body = excluded.response_body,
             created_at = now(), expires_at = excluded.expires_at`,
          [
            request.ownerId,
            request.key,
            request.route,
            fingerprint,
            request.statusCode,
            JSON.stringify(body ?? null),
            KEY_RETENTION_HOURS,
          ],
        );
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
    const connection = this.em.getConnection();
    let removed = 0;
    for (;;) {
      const rows = await connection.execute<{ n: number }[]>(
        `with gone as (delete from idempotency_keys where ctid in
           (select ctid from idempotency_keys where expires_at <= now() limit ${SWEEP_BATCH}) returning 1)
         select count(*)::int as n from gone`,
      );
      removed += rows[0].n;
      if (rows[0].n < SWEEP_BATCH) return removed;
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
