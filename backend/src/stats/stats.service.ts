import { Injectable } from '@nestjs/common';
import { ChangeFeedService } from '../database/change-feed.service';
import type { DashboardStatsDto } from './dto/dashboard-stats.dto';
import { toDashboardStats } from './dashboard-stats.mapper';
import { StatsRepository } from './stats.repository';

/** How long figures may be reused when no write went through this process in the meantime. */
export const DASHBOARD_CACHE_MS = 1000;

/**
 * The dashboard, computed by PostgreSQL from the cylinders' stored totals in a fixed number of queries
 * (never a scan of the log: the only log read is the indexed "latest ten").
 *
 * Aggregating 20k cylinders costs tens of milliseconds, so the figures are reused for up to a second.
 * Every write request through this process invalidates them at once (request hooks in app.setup.ts), and
 * before its answer is sent it tells the other API instances to do the same (change feed), so a change
 * shows at once on every instance. Only while an instance's feed is down may it lag, by the second.
 */
@Injectable()
export class StatsService {
  /** Requests that arrive while the figures are being computed share that computation. */
  private inFlight: Promise<DashboardStatsDto> | null = null;
  private cached: { value: DashboardStatsDto; expiresAt: number } | null = null;
  /** Bumped by every write; figures computed across a bump are not kept. */
  private generation = 0;

  /** The announcement being sent, and the one that follows it for writes that finished meanwhile. */
  private sending: Promise<void> | null = null;
  private following: Promise<void> | null = null;

  constructor(
    private readonly stats: StatsRepository,
    private readonly feed: ChangeFeedService,
  ) {
    feed.on('stats', () => this.invalidate());
    feed.onReset(() => this.invalidate());
  }

  async dashboard(): Promise<DashboardStatsDto> {
    if (this.cached && this.cached.expiresAt > Date.now()) {
      // Figures held here are only served once writes announced by other instances have been heard.
      await this.feed.catchUp();
      if (this.cached && this.cached.expiresAt > Date.now()) return this.cached.value;
    }
    if (!this.inFlight) {
      const generation = this.generation;
      this.inFlight = this.compute()
        .then((value) => {
          if (generation === this.generation)
            this.cached = { value, expiresAt: Date.now() + DASHBOARD_CACHE_MS };
          return value;
        })
        .finally(() => {
          this.inFlight = null;
        });
    }
    return this.inFlight;
  }

  invalidate(): void {
    this.generation += 1;
    this.cached = null;
    // A computation that started before this write may not be shared with requests that come after it.
    this.inFlight = null;
  }

  /**
   * Tells every instance that a write finished. Writes that finish while an announcement is on its way share
   * the next one (sent when it returns), so a burst of writes costs two notifications, not one each, and
   * every write's answer waits for an announcement sent after it.
   */
  announceWrite(): Promise<void> {
    if (!this.sending) {
      this.sending = this.feed.publish('stats').finally(() => {
        this.sending = null;
      });
      return this.sending;
    }
    this.following ??= this.sending.then(() => {
      this.following = null;
      return this.announceWrite();
    });
    return this.following;
  }

  private async compute(): Promise<DashboardStatsDto> {
    const { totals, inventory, gapIds, recent, leakChecks } = await this.stats.dashboard();
    return toDashboardStats(totals, inventory, gapIds, recent, leakChecks);
  }
}
