import { Injectable } from '@nestjs/common';
import type { Role } from '../domain';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  tokenVersion: number;
}

const TTL_MS = 5000;

/**
 * Saves a database round trip per request for the user behind a token. Every change to a user in this
 * process invalidates its entry at once; the short TTL bounds staleness from other processes.
 */
@Injectable()
export class SessionCacheService {
  private readonly entries = new Map<number, { user: SessionUser | null; expiresAt: number }>();

  get(id: number): SessionUser | null | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.expiresAt < Date.now()) return undefined;
    return entry.user;
  }

  set(id: number, user: SessionUser | null): void {
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(id, { user, expiresAt: Date.now() + TTL_MS });
  }

  invalidate(id: number): void {
    this.entries.delete(id);
  }
}
