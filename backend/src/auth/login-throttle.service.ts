import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AppError } from '../common/app-error';
import type { SignInRow } from '../users/users.repository';
import { AuthRepository } from './auth.repository';

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
    private readonly attempts: AuthRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Takes an attempt's place in the account's and the client's window, or answers 429. Answers the account
   * the e-mail names (undefined for none), read in the same statement: a sign-in needs no second round trip.
   */
  async reserve(clientIp: string, email: string): Promise<SignInRow | undefined> {
    const { allowed, account } = await this.attempts.reserveAttempt(
      { key: accountKey(email), max: this.config.loginMaxAttemptsPerAccount },
      { key: clientKey(clientIp), max: this.config.loginMaxAttemptsPerClient },
      this.config.loginWindowSeconds,
      email,
    );
    if (!allowed) {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many sign-in attempts: wait a few minutes and try again');
    }
    return account;
  }

  /** A successful sign-in: its attempt was no guess. */
  async recordSuccess(clientIp: string, email: string): Promise<void> {
    await this.attempts.releaseAttempt(accountKey(email), clientKey(clientIp));
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
    await this.attempts.sweepEnded();
  }
}

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const clientKey = (clientIp: string) => `client:${clientIp}`;
