import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AppError } from '../common/app-error';
import { transactional } from '../database/write-conflict';

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Sign-in attempts counted per account and per client address in a fixed window, in PostgreSQL so that
 * every API instance and every restart shares one count. The client address is the socket's unless
 * TRUST_PROXY is set, so a forged X-Forwarded-For cannot reset the count.
 *
 * An attempt takes its place in both windows BEFORE the password is checked, in one statement per window
 * that only counts up below the limit (a row lock serialises it): however many requests or instances race,
 * at most the limit's number of guesses get through. A success gives its places back (the account's window
 * restarts, the client's count goes down by one).
 */
@Injectable()
export class LoginThrottleService implements OnModuleInit, OnModuleDestroy {
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Takes an attempt's place in the account's and the client's window, or answers 429. */
  async reserve(clientIp: string, email: string): Promise<void> {
    const allowed = await transactional(this.em.fork(), async (em) => {
      for (const [key, max] of [
        [accountKey(email), this.config.loginMaxAttemptsPerAccount],
        [clientKey(clientIp), this.config.loginMaxAttemptsPerClient],
      ] as const) {
        const rows = await em.execute(
          `insert into login_attempts (key, count, reset_at) values (?, 1, now() + make_interval(secs => ?))
           on conflict (key) do update set
             count = case when login_attempts.reset_at <= now() then 1 else login_attempts.count + 1 end,
             reset_at = case when login_attempts.reset_at <= now() then excluded.reset_at else login_attempts.reset_at end
           where login_attempts.reset_at <= now() or login_attempts.count < ?
           returning count`,
          [key, this.config.loginWindowSeconds, max],
        );
        if (rows.length === 0) return false;
      }
      return true;
    });
    if (!allowed) {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many sign-in attempts: wait a few minutes and try again');
    }
  }

  /** A successful sign-in: its attempt was no guess. */
  async recordSuccess(clientIp: string, email: string): Promise<void> {
    const connection = this.em.getConnection();
    await connection.execute('delete from login_attempts where key = ?', [accountKey(email)]);
    await connection.execute(
      'update login_attempts set count = count - 1 where key = ? and count > 0 and reset_at > now()',
      [clientKey(clientIp)],
    );
  }

  onModuleInit(): void {
    this.sweeper = setInterval(() => void this.sweep().catch(() => undefined), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /** Drops ended windows off the request path, so the table holds only the current window's keys. */
  async sweep(): Promise<void> {
    await this.em.getConnection().execute('delete from login_attempts where reset_at <= now()');
  }
}

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const clientKey = (clientIp: string) => `client:${clientIp}`;
