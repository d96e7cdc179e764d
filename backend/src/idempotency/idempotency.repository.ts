import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { named } from '../database/native-query';
import { detached, pooled, type Sql } from '../database/sql';
import { transactional } from '../database/write-conflict';

// Every statement on idempotency_keys, and the advisory locks that guard one owner's key.

/** First half of the advisory lock id: the idempotency keys' own lock space. */
const LOCK_SPACE = 815_002;
const SWEEP_BATCH = 5000;

const TRY_LOCK = named(`select pg_try_advisory_xact_lock(${LOCK_SPACE}, $1) as locked`);
const STORED = named(`select fingerprint, status_code, response_body from idempotency_keys
  where owner_id = $1 and key = $2 and expires_at > now()`);
/** An expired key that the sweep has not removed yet is taken over. */
const STORE =
  named(`insert into idempotency_keys (owner_id, key, route, fingerprint, status_code, response_body, expires_at)
  values ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7))
  on conflict (owner_id, key) do update set route = excluded.route, fingerprint = excluded.fingerprint,
    status_code = excluded.status_code, response_body = excluded.response_body,
    created_at = now(), expires_at = excluded.expires_at`);
const SWEEP = named(`with gone as (delete from idempotency_keys where ctid in
    (select ctid from idempotency_keys where expires_at <= now() limit ${SWEEP_BATCH}) returning 1)
  select count(*)::int as n from gone`);

export interface StoredAnswer {
  fingerprint: string;
  status_code: number;
  response_body: string;
}

export interface NewAnswer {
  ownerId: number;
  key: string;
  route: string;
  fingerprint: string;
  statusCode: number;
  /** The answer's body as JSON text. */
  responseBody: string;
  retentionHours: number;
}

@Injectable()
export class IdempotencyRepository {
  private readonly sql: Sql;

  constructor(private readonly em: EntityManager) {
    this.sql = pooled(em);
  }

  /**
   * Runs `work` in one entity-manager transaction (retried on a write conflict): the creating work it wraps
   * writes through entities and native queries alike, and both join it.
   */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    return transactional(this.em, () => work());
  }

  /** The transaction-scoped lock of one owner's key (`lockId`); false when another transaction holds it. */
  async tryLock(lockId: number): Promise<boolean> {
    const [{ locked }] = await this.sql.query<{ locked: boolean }>({ ...TRY_LOCK, values: [lockId] });
    return locked;
  }

  async storedAnswer(ownerId: number, key: string): Promise<StoredAnswer | undefined> {
    const [row] = await this.sql.query<StoredAnswer>({ ...STORED, values: [ownerId, key] });
    return row;
  }

  async store(answer: NewAnswer): Promise<void> {
    await this.sql.query({
      ...STORE,
      values: [
        answer.ownerId,
        answer.key,
        answer.route,
        answer.fingerprint,
        answer.statusCode,
        answer.responseBody,
        answer.retentionHours,
      ],
    });
  }

  /** Removes up to one batch of expired keys (run by a timer, outside any request); answers how many. */
  async sweepBatch(): Promise<{ removed: number; more: boolean }> {
    const [{ n }] = await detached(this.em).query<{ n: number }>({ ...SWEEP, values: [] });
    return { removed: n, more: n >= SWEEP_BATCH };
  }
}
