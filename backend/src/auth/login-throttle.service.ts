import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AppError } from '../common/app-error';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Failed sign-in attempts counted per account and per client address in a fixed window. The client address
 * is the socket's unless TRUST_PROXY is set, so a forged X-Forwarded-For cannot reset the count.
 */
@Injectable()
export class LoginThrottleService {
  private readonly windows = new Map<string, Window>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  assertAllowed(clientIp: string, email: string): void {
    const now = Date.now();
    const account = this.current(`account:${email.toLowerCase()}`, now);
    const client = this.current(`client:${clientIp}`, now);
    if (
      (account && account.count >= this.config.loginMaxAttemptsPerAccount) ||
      (client && client.count >= this.config.loginMaxAttemptsPerClient)
    ) {
      throw new AppError(
        429,
        'TOO_MANY_REQUESTS',
        'Too many sign-in attempts: wait a few minutes and try again',
      );
    }
  }

  recordFailure(clientIp: string, email: string): void {
    const now = Date.now();
    for (const key of [`account:${email.toLowerCase()}`, `client:${clientIp}`]) {
      const window = this.current(key, now) ?? {
        count: 0,
        resetAt: now + this.config.loginWindowSeconds * 1000,
      };
      window.count += 1;
      this.windows.set(key, window);
    }
    if (this.windows.size > 100_000) this.sweep(now);
  }

  recordSuccess(email: string): void {
    this.windows.delete(`account:${email.toLowerCase()}`);
  }

  private current(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
