import { Injectable } from '@nestjs/common';
import type { Role } from '../domain';
import { ChangeFeedService } from '../database/change-feed.service';

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
 * Saves a database round trip per read request for the user behind a token. A change to a user (role,
 * deactivation, token version) is announced on the change feed and drops the entry on every instance;
 * while the feed is down nothing is served from here. Writes always read the user afresh (AuthGuard).
 */
@Injectable()
export class SessionCacheService {
  private readonly entries = new Map<number, { user: SessionUser | null; expiresAt: number }>();

  constructor(private readonly feed: ChangeFeedService) {
    feed.on('user', (id) => this.entries.delete(Number(id)));
    feed.onReset(() => this.entries.clear());
  }

  /**
   * The cached user, once every change announced before this call has been heard (see catchUp). Without
   * `catchUp`, as it is now: only for a write that confirms the user in its own transaction.
   */
  async get(
    id: number,
    { catchUp = true }: { catchUp?: boolean } = {},
  ): Promise<SessionUser | null | undefined> {
    if (!this.feed.live || !this.cached(id)) return undefined;
    if (catchUp) await this.feed.catchUp();
    return this.feed.live ? this.cached(id)?.user : undefined;
  }

  private cached(id: number): { user: SessionUser | null } | undefined {
    const entry = this.entries.get(id);
    return entry && entry.expiresAt >= Date.now() ? entry : undefined;
  }

  set(id: number, user: SessionUser | null): void {
    if (!this.feed.live) return;
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(id, { user, expiresAt: Date.now() + TTL_MS });
  }

  /** After a change to the user committed: drops its entry here and on every other instance. */
  async invalidate(id: number): Promise<void> {
    this.entries.delete(id);
    await this.feed.publish('user', String(id));
  }
}
