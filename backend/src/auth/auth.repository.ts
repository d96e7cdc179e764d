import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { named } from '../database/native-query';
import { detached, pooled, type Sql } from '../database/sql';
import { signInAccountSql, type SignInRow } from '../users/users.repository';

// Every statement on login_attempts: the sign-in throttling windows ("account:<e-mail>", "client:<address>").

/**
 * Takes one place in a window (key, limit: the parameters named): a window that has ended starts again at
 * 1, a current one counts up only below the limit (the row lock serialises racing attempts). No row back:
 * the window is full.
 */
const takePlace = (
  key: string,
  limit: string,
  only = '',
) => `insert into login_attempts (key, count, reset_at)
    select ${key}, 1, now() + make_interval(secs => $3) ${only}
    on conflict (key) do update set
      count = case when login_attempts.reset_at <= now() then 1 else login_attempts.count + 1 end,
      reset_at = case when login_attempts.reset_at <= now() then excluded.reset_at else login_attempts.reset_at end
    where login_attempts.reset_at <= now() or login_attempts.count < ${limit}
    returning 1`;

/**
 * An attempt's place in the account's window ($1, limit $4) and then, only when it got one, in the
 * client's ($2, limit $5); $3 is the window's length in seconds. With both places, the account the attempt
 * names by its e-mail ($6; no row's columns for none), so a sign-in reads it in the same round trip. One
 * statement, so atomic without a transaction; the rows are locked account first, as the release below does.
 */
export const RESERVE_AND_FIND = named(`with account as (${takePlace('$1', '$4')}),
  client as (${takePlace('$2', '$5', 'where exists (select from account)')}),
  place as (select exists (select from account) and exists (select from client) as allowed)
  select place.allowed, u.* from place left join (${signInAccountSql('$6')}) u on place.allowed`);
/**
 * Ends the account's window ($1) and gives the client ($2) its place back, in one statement, locking the
 * rows in the order RESERVE_AND_FIND does: account first. A data-modifying CTE the main statement does not
 * read runs after it (the client's row would be locked first, and two sign-ins of one account deadlocked
 * about once in sixty); the count in the condition makes the delete run, and lock, before any update.
 */
const RELEASE_ATTEMPT = named(`with forgotten as (delete from login_attempts where key = $1 returning 1)
  update login_attempts set count = count - 1
   where key = $2 and count > 0 and reset_at > now() and (select count(*) from forgotten) >= 0`);
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
   * Takes an attempt's place in the account's window, then in the client's; `allowed` false when either is
   * full. With both places, also the account named by `email` (undefined when there is none).
   */
  async reserveAttempt(
    account: AttemptWindow,
    client: AttemptWindow,
    windowSeconds: number,
    email: string,
  ): Promise<{ allowed: boolean; account?: SignInRow }> {
    const [row] = await this.sql.query<{ allowed: boolean } & Partial<SignInRow>>({
      ...RESERVE_AND_FIND,
      values: [account.key, client.key, windowSeconds, account.max, client.max, email],
    });
    const { allowed, ...named } = row;
    return {
      allowed,
      account: named.id === null || named.id === undefined ? undefined : (named as SignInRow),
    };
  }

  /** Ends the `restart` window and gives one place back in the `giveBack` window. */
  async releaseAttempt(restart: string, giveBack: string): Promise<void> {
    await this.sql.query({ ...RELEASE_ATTEMPT, values: [restart, giveBack] });
  }

  /** Drops ended windows (run by a timer, outside any request). */
  async sweepEnded(): Promise<void> {
    await detached(this.em).query({ ...SWEEP_ENDED, values: [] });
  }
}
