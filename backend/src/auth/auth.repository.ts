import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { named } from '../database/native-query';
import { detached, pooled, transaction, type Sql } from '../database/sql';

// Every statement on login_attempts: the sign-in throttling windows ("account:<e-mail>", "client:<address>").

/**
 * Takes one place in a window ($1 key, $2 window seconds, $3 limit): a window that has ended starts again
 * at 1, a current one counts up only below the limit (the row lock serialises racing attempts). No row
 * back: the window is full.
 */
export const RESERVE_ATTEMPT = named(`insert into login_attempts (key, count, reset_at)
  values ($1, 1, now() + make_interval(secs => $2))
  on conflict (key) do update set
    count = case when login_attempts.reset_at <= now() then 1 else login_attempts.count + 1 end,
    reset_at = case when login_attempts.reset_at <= now() then excluded.reset_at else login_attempts.reset_at end
  where login_attempts.reset_at <= now() or login_attempts.count < $3
  returning count`);
const FORGET_WINDOW = named('delete from login_attempts where key = $1');
const GIVE_BACK_ATTEMPT = named(
  'update login_attempts set count = count - 1 where key = $1 and count > 0 and reset_at > now()',
);
const SWEEP_ENDED = named('delete from login_attempts where reset_at <= now()');

/** A throttling window and its limit. */
export interface AttemptWindow {
  key: string;
  max: number;
}

@Injectable()
export class AuthRepository {
  private readonly sql: Sql;

  constructor(private readonly em: EntityManager) {
    this.sql = pooled(em);
  }

  /**
   * Takes an attempt's place in each window in turn, in one transaction; false at the first full one (the
   * places taken before it stay taken).
   */
  reserveAttempt(windows: AttemptWindow[], windowSeconds: number): Promise<boolean> {
    return transaction(this.em, async (tx) => {
      for (const { key, max } of windows) {
        const rows = await tx.query({ ...RESERVE_ATTEMPT, values: [key, windowSeconds, max] });
        if (rows.length === 0) return false;
      }
      return true;
    });
  }

  /** Ends the `restart` window and gives one place back in the `giveBack` window. */
  async releaseAttempt(restart: string, giveBack: string): Promise<void> {
    await this.sql.query({ ...FORGET_WINDOW, values: [restart] });
    await this.sql.query({ ...GIVE_BACK_ATTEMPT, values: [giveBack] });
  }

  /** Drops ended windows (run by a timer, outside any request). */
  async sweepEnded(): Promise<void> {
    await detached(this.em).query({ ...SWEEP_ENDED, values: [] });
  }
}
